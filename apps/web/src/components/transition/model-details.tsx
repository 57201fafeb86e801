import { EMBEDDING_FACTS } from "@grantscout/api/spec";
import { Card, List, Text, Title } from "@mantine/core";

const { legacy, next } = EMBEDDING_FACTS;

/** Static facts about the two models (spec section 9). */
export function ModelDetails() {
  return (
    <Card withBorder padding="lg">
      <Title order={4} mb="sm">
        About the models
      </Title>
      <List spacing="xs" size="sm">
        <List.Item>
          <Text span fw={600}>
            Legacy model ({legacy.name}):
          </Text>{" "}
          produces {legacy.dimensions}-dimensional embeddings. Every embedding stored so far was made with it.
        </List.Item>
        <List.Item>
          <Text span fw={600}>
            New model ({next.name}):
          </Text>{" "}
          supports {next.compatibleDimensions} dimensions for compatibility with stored embeddings, and {next.defaultDimensions} dimensions by default.
        </List.Item>
        <List.Item>
          <Text span fw={600}>
            Cost:
          </Text>{" "}
          the new model has {next.tokenCostReduction} lower token cost than the legacy model.
        </List.Item>
        <List.Item>
          <Text span fw={600}>
            Rollout:
          </Text>{" "}
          enable the new model, then raise the rollout in steps of 5% while watching its success and quality rates; the quality rate measures how closely its
          nearest neighbours agree with the legacy model.
        </List.Item>
      </List>
    </Card>
  );
}
