import { readEligibility } from "@grantscout/api/spec";
import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { RichText } from "../opportunity/rich-text";
import type { OpportunityData } from "./use-analysis";

export function EligibilityTab({ data, analysed }: { data: OpportunityData; analysed: boolean }) {
  const { applicants, details } = readEligibility(data);
  return (
    <Stack>
      <Card withBorder>
        <Title order={5} mb="sm">
          Eligible Applicants
        </Title>
        {applicants.length ? (
          <Group gap="xs">
            {applicants.map((a) => (
              <Badge key={a} variant="light" data-testid="eligible-applicant">
                {a}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed" fs="italic">
            {analysed
              ? "The analysis found no list of eligible applicants on the page."
              : "No eligible applicants listed. Click 'Analyze & Extract Details' to extract them."}
          </Text>
        )}
      </Card>
      <Card withBorder>
        <Title order={5} mb="sm">
          Eligibility Details
        </Title>
        {!details ? (
          <Text size="sm" c="dimmed" fs="italic">
            {analysed
              ? "The analysis found no eligibility details on the page."
              : "No eligibility details yet. Click 'Analyze & Extract Details' to extract them."}
          </Text>
        ) : details.kind === "text" ? (
          <RichText html={details.text} data-testid="eligibility-details" />
        ) : (
          <Stack gap={6}>
            {details.rows.map((r) => (
              <Group key={r.label} gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" c="dimmed" w={200} tt="capitalize">
                  {r.label}
                </Text>
                <Text size="sm">{r.value}</Text>
              </Group>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
