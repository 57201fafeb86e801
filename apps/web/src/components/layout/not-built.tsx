import { Alert } from "@mantine/core";
import { IconTools } from "@tabler/icons-react";
import { PageShell } from "./page-shell";

/** Shown by a route whose screen is not built yet, so a missing feature is visibly missing. */
export function NotBuilt({ title }: { title: string }) {
  return (
    <PageShell>
      <Alert icon={<IconTools />} title={title} color="gray">
        This screen is not built yet.
      </Alert>
    </PageShell>
  );
}
