import { createFileRoute } from "@tanstack/react-router";
import { NotBuilt } from "../components/layout/not-built";

export const Route = createFileRoute("/grants-showcase")({
  component: () => <NotBuilt title="Grant Opportunity Showcase" />,
});
