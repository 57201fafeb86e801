import { documentScore, readRelatedDocuments, relationshipColor, relationshipLabel } from "@grantscout/api/spec";
import { Anchor, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import type { OpportunityData } from "./use-analysis";

export function RelatedDocumentsTab({ data, analysed }: { data: OpportunityData; analysed: boolean }) {
  const docs = readRelatedDocuments(data);
  if (docs.length === 0) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {analysed
          ? "The analysis found no related documents (guidelines, forms, FAQs) for this opportunity."
          : "No related documents yet. Click 'Analyze & Extract Details' to look for them."}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {docs.map((doc) => {
        const score = documentScore(doc.relevanceScore);
        return (
          <Paper key={doc.url} withBorder p="sm" data-testid="related-document">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor href={doc.url} target="_blank" rel="noopener noreferrer" fw={600}>
                  {doc.title}
                </Anchor>
                {doc.matchReason && (
                  <Text size="sm" c="dimmed">
                    {doc.matchReason}
                  </Text>
                )}
              </Stack>
              <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                <Badge variant="light" color={relationshipColor(doc.relationship)}>
                  {relationshipLabel(doc.relationship)}
                </Badge>
                {score !== null && (
                  <Text size="xs" c="dimmed">
                    Score: {score}
                  </Text>
                )}
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
