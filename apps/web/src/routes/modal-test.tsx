import { createFileRoute } from "@tanstack/react-router";
import { NotBuilt } from "../components/layout/not-built";

export const Route = createFileRoute("/modal-test")({
  component: () => <NotBuilt title="Modal Test Page" />,
});
