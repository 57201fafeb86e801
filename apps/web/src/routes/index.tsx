import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { NotBuilt } from "../components/layout/not-built";

const homeSearch = z.object({
  tab: z.enum(["jobs", "new"]).optional(),
  job: z.coerce.number().int().positive().optional(),
});

export const Route = createFileRoute("/")({
  validateSearch: homeSearch,
  component: () => <NotBuilt title="Home" />,
});
