import type { TestResult } from "@grantscout/api/spec";
import { Alert, Group, Paper, ScrollArea, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCheck, IconInfoCircle, IconX } from "@tabler/icons-react";

/** Every result of both groups, in a 500 px scroll area. */
export function TestResultsList({ results }: { results: TestResult[] }) {
  if (results.length === 0) {
    return (
      <Alert icon={<IconInfoCircle />} title="No Test Results Available" color="gray">
        Run the embedding or relationship tests to see their results here.
      </Alert>
    );
  }
  return (
    <ScrollArea h={500} offsetScrollbars>
      <Stack gap="sm">
        {results.map((test, i) => (
          <Paper key={`${test.name}-${i}`} withBorder p="sm" data-testid="test-result">
            <Group align="flex-start" wrap="nowrap">
              <ThemeIcon color={test.passed ? "green" : "red"} variant="light" radius="xl" aria-label={test.passed ? "passed" : "failed"}>
                {test.passed ? <IconCheck size={16} /> : <IconX size={16} />}
              </ThemeIcon>
              <div>
                <Text fw={600}>{test.name}</Text>
                <Text size="sm" c="dimmed">
                  {test.description}
                </Text>
                <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap" }}>
                  {test.details}
                </Text>
              </div>
            </Group>
          </Paper>
        ))}
      </Stack>
    </ScrollArea>
  );
}
