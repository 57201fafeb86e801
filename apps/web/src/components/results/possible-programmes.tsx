import { displayScore, relevanceExplanation } from "@grantscout/api/spec";
import { Anchor, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconCirclePlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../trpc";
import { ExplainedBadge } from "../opportunity/explained-badge";
import { toast } from "../toast";

/** "This is an opportunity" for one crawled page of the job: it joins the list at once, and the next crawl of the site remembers it. */
function useMarkOpportunity(jobId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.crawl.mark.mutationOptions({
      onSuccess: async (data) => {
        toast("success", "Marked as an opportunity", `${data.url} is now listed; the next crawl of this site will list it too.`);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.crawl.results.queryKey({ jobId }) }),
          queryClient.invalidateQueries({ queryKey: trpc.crawl.possibleProgrammes.queryKey({ jobId }) }),
        ]);
      },
      onError: (error) => toast("error", "Update Failed", error.message || "Failed to mark the page"),
    }),
  );
}

/**
 * The crawled pages the analysis ranked next that are not listed: a programme it missed is often
 * among them, and marking it teaches the analyser for the next crawl of the site.
 */
export function PossibleProgrammes({ jobId }: { jobId: number }) {
  const trpc = useTRPC();
  const query = useQuery(trpc.crawl.possibleProgrammes.queryOptions({ jobId }));
  const mark = useMarkOpportunity(jobId);
  const pages = query.data?.pages ?? [];
  if (!pages.length) return null;
  return (
    <Card withBorder padding="md" data-testid="possible-programmes">
      <Title order={4}>Possible programmes</Title>
      <Text size="sm" c="dimmed" mb="sm">
        The pages ranked next that are not listed. Mark the ones that are opportunities: they join the list, and the next crawl of this site ranks them, and
        pages like them, higher.
      </Text>
      <Stack gap="xs">
        {pages.map((page) => (
          // On a phone the score and the button go under the page (wrap), where side by side they squeezed its title to a word.
          <Group key={page.url} justify="space-between" wrap="wrap" gap="xs" data-testid="possible-programme" data-url={page.url}>
            <div style={{ flex: "1 1 16rem", minWidth: 0 }}>
              <Text size="sm" fw={500} lineClamp={2} data-testid="possible-title">
                {page.title || page.url}
              </Text>
              <Anchor href={page.url} target="_blank" rel="noopener noreferrer" size="xs" style={{ wordBreak: "break-all" }}>
                {page.url}
              </Anchor>
              {page.like && (
                <Text size="xs" c="teal" data-testid="like-marked">
                  Like a page you marked: {page.like}
                </Text>
              )}
            </div>
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              <ExplainedBadge explanation={relevanceExplanation(page.relevance)} variant="light" color="gray">
                {displayScore(page.relevance) ?? 0}%
              </ExplainedBadge>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconCirclePlus size={14} />}
                loading={mark.isPending && mark.variables?.url === page.url}
                onClick={() => mark.mutate({ jobId, url: page.url, opportunity: true })}
              >
                This is an opportunity
              </Button>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
