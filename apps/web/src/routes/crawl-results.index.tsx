import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { PageShell } from "../components/layout/page-shell";
import { toast } from "../components/toast";

/** /crawl-results/ without a job id: say so and go home (spec section 2). */
export const Route = createFileRoute("/crawl-results/")({
  component: NoJobId,
});

function NoJobId() {
  const navigate = useNavigate();
  useEffect(() => {
    toast("error", "No Job ID Provided", "No crawl job ID was provided.");
    void navigate({ to: "/", replace: true });
  }, [navigate]);
  return <PageShell>{null}</PageShell>;
}
