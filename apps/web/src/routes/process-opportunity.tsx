import { createFileRoute } from "@tanstack/react-router";
import { NotBuilt } from "../components/layout/not-built";

export const Route = createFileRoute("/process-opportunity")({
  component: () => <NotBuilt title="Process Opportunity" />,
});
