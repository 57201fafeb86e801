import { createFileRoute } from "@tanstack/react-router";
import { NotBuilt } from "../components/layout/not-built";

export const Route = createFileRoute("/testing")({
  component: () => <NotBuilt title="Document Processing Test Suite" />,
});
