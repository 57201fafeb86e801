import { type BeyondDepth, CRAWL_LIMITS } from "@grantscout/api/spec";
import { Alert, Anchor, Button, List, Text } from "@mantine/core";
import { IconStairsDown } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useTRPC } from "../../trpc";
import { toast } from "../toast";

const pages = (n: number) => `${n} likely programme page${n === 1 ? "" : "s"}`;

/**
 * Says when links that look like programmes were left beyond the crawl's depth, with a one-click
 * re-crawl one level deeper (a new job with the same options) that goes to the new crawl's progress.
 * `listed` also names them (the Coverage tab).
 */
export function BeyondDepthNotice({ jobId, beyond, listed = false }: { jobId: number; beyond: BeyondDepth | null; listed?: boolean }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const deeper = useMutation(
    trpc.crawl.deeper.mutationOptions({
      onSuccess: (answer) => {
        toast("success", "Crawling started", answer.message);
        void navigate({ to: "/", search: { job: answer.id } });
      },
      onError: (error) => toast("error", "Error starting crawler", error.message),
    }),
  );
  if (!beyond?.likely_programmes) return null;
  const next = beyond.max_depth + 1;
  return (
    <Alert
      color="yellow"
      icon={<IconStairsDown />}
      title={`${pages(beyond.likely_programmes)} were beyond depth ${beyond.max_depth}`}
      data-testid="beyond-depth"
    >
      <Text size="sm" mb="xs">
        Links whose text and address name a grant, fund or programme were found on the deepest pages crawled, but not followed.
      </Text>
      {listed && (
        <List size="sm" spacing={2} mb="xs" style={{ wordBreak: "break-all" }}>
          {beyond.examples.map((e) => (
            <List.Item key={e.url}>
              <Anchor href={e.url} target="_blank" rel="noopener noreferrer" size="sm">
                {e.text || e.url}
              </Anchor>{" "}
              <Text span size="xs" c="dimmed">
                (linked from {e.found_on})
              </Text>
            </List.Item>
          ))}
          {beyond.likely_programmes > beyond.examples.length && <List.Item>… and {beyond.likely_programmes - beyond.examples.length} more</List.Item>}
        </List>
      )}
      {next <= CRAWL_LIMITS.maxDepth.max && (
        <Button size="xs" color="yellow" variant="filled" loading={deeper.isPending} onClick={() => deeper.mutate({ jobId })}>
          Crawl again at depth {next}
        </Button>
      )}
    </Alert>
  );
}
