import { createFileRoute } from "@tanstack/react-router";
import { NotBuilt } from "../components/layout/not-built";

export const Route = createFileRoute("/transition-manager")({
  component: () => <NotBuilt title="Embedding Model Transition" />,
});
