import { createFileRoute } from "@tanstack/react-router";
import { NotBuilt } from "../components/layout/not-built";

export const Route = createFileRoute("/crawl-results/")({
  component: () => <NotBuilt title="Crawl results" />,
});
