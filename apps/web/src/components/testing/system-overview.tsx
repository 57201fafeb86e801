import { Card, SimpleGrid, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBinaryTree, IconFileSearch, IconLayoutDashboard, IconVectorTriangle } from "@tabler/icons-react";

const CARDS = [
  {
    icon: IconVectorTriangle,
    title: "Embedding Generation",
    text: "Page text is split into chunks that fit the embedding model's token limit. Small content is embedded whole, large content is chunked, and anything over the limit is truncated rather than rejected.",
  },
  {
    icon: IconBinaryTree,
    title: "Document Clustering",
    text: "Pages of one crawl are grouped by the similarity of their embeddings and by their URL structure, so an opportunity's FAQ, guidelines and forms land beside it.",
  },
  {
    icon: IconFileSearch,
    title: "Relationship Detection",
    text: "Each related document is classified (application instructions, eligibility details, budget guidelines, FAQ, contact information…) with a relevance score between 0 and 1 and a match reason.",
  },
  {
    icon: IconLayoutDashboard,
    title: "UI Integration",
    text: "Related documents are formatted for display: de-duplicated by URL, sorted by relationship, labelled and shown in the opportunity dialog and on the Process Opportunity page.",
  },
];

export function SystemOverview() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {CARDS.map(({ icon: Icon, title, text }) => (
        <Card key={title} withBorder padding="lg">
          <ThemeIcon variant="light" size="lg" mb="sm">
            <Icon size={20} />
          </ThemeIcon>
          <Title order={5} mb={4}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
