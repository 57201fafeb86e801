import { checkStates, type TestGroup, type TestResult, type TestState } from "@grantscout/api/spec";
import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";

const STATE_COLOR: Record<TestState, string> = { "Not Run": "gray", Passed: "green", Failed: "red" };

interface Props {
  group: TestGroup;
  title: string;
  buttonLabel: string;
  results: TestResult[] | null;
  loading: boolean;
  onRun: () => void;
}

/** One test group: each named check with its state, and the button that runs the group. */
export function TestGroupCard({ group, title, buttonLabel, results, loading, onRun }: Props) {
  const states = checkStates(group, results);
  return (
    <Card withBorder padding="lg">
      <Title order={4} mb="sm">
        {title}
      </Title>
      <Stack gap="xs" mb="md">
        {Object.entries(states).map(([name, state]) => (
          <Group key={name} justify="space-between" data-testid={`check-${name}`}>
            <Text size="sm" ff="monospace">
              {name}
            </Text>
            <Badge color={STATE_COLOR[state]} variant="light">
              {state}
            </Badge>
          </Group>
        ))}
      </Stack>
      <Button variant="light" onClick={onRun} loading={loading} fullWidth>
        {buttonLabel}
      </Button>
    </Card>
  );
}
