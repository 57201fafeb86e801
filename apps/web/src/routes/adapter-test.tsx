import { createFileRoute } from "@tanstack/react-router";
import { NotBuilt } from "../components/layout/not-built";

export const Route = createFileRoute("/adapter-test")({
  component: () => <NotBuilt title="Opportunity Data Adapter Test" />,
});
