import {
  documentScore,
  formatDate,
  formatFundingRange,
  relationshipColor,
  relationshipLabel,
  standardizeOpportunity,
  statusBadgeColor,
} from "@grantscout/api/spec";
import { Anchor, Badge, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useState } from "react";
import type { AdapterSample } from "./adapter-samples";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}

const listOrNA = (xs: string[]) => (xs.length ? xs.join(", ") : "N/A");

/** How the standardised fields read when displayed, for a chosen sample. */
export function FieldDisplayDemo({ samples, renderRichText }: { samples: AdapterSample[]; renderRichText: (html: string) => ReactNode }) {
  const [index, setIndex] = useState("0");
  const sample = samples[Number(index)] ?? samples[0];
  if (!sample) return null;
  const o = standardizeOpportunity(sample.data);
  return (
    <Card withBorder padding="lg">
      <Title order={3} mb="sm">
        Field Display Demo
      </Title>
      <SegmentedControl mb="md" value={index} onChange={setIndex} data={samples.map((s, i) => ({ value: String(i), label: s.label }))} />
      <Stack gap="md" data-testid="field-demo">
        <Group gap="sm">
          <Title order={4}>{o.title}</Title>
          <Badge color={statusBadgeColor(o.status.current)} tt="none">
            {o.status.current}
          </Badge>
        </Group>
        <Text size="sm">{o.summary || "No summary"}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Field label="Funding amount">{formatFundingRange(o.funding.amount.min, o.funding.amount.max, o.funding.amount.currency)}</Field>
          <Field label="Funding type / vehicle">{listOrNA([...o.funding.type, ...o.funding.vehicle])}</Field>
          <Field label="Funding period">{o.funding.period ?? "N/A"}</Field>
          <Field label="Due date">{formatDate(o.status.due_date)}</Field>
          <Field label="Forecast date">{formatDate(o.status.forecast_date)}</Field>
          <Field label="Confidence">{o.status.confidence ?? "N/A"}</Field>
          <Field label="Organization">
            {o.organization.name ?? "N/A"}
            {o.organization.domain && (
              <Text size="xs" c="dimmed">
                {o.organization.domain}
              </Text>
            )}
          </Field>
          <Field label="Contact">{[o.organization.contact.email, o.organization.contact.phone].filter(Boolean).join(" · ") || "N/A"}</Field>
          <Field label="Geography">{listOrNA([...o.geography.regions, ...o.geography.countries, ...o.geography.states])}</Field>
        </SimpleGrid>
        <Field label="Eligibility">{o.eligibility.criteria ? renderRichText(o.eligibility.criteria) : "N/A"}</Field>
        {(o.eligibility.sectors.length > 0 || o.eligibility.restrictions.length > 0) && (
          <Group gap="xs">
            {o.eligibility.sectors.map((s) => (
              <Badge key={s} variant="light">
                {s}
              </Badge>
            ))}
            {o.eligibility.restrictions.map((r) => (
              <Badge key={r} variant="outline" color="orange" tt="none">
                {r}
              </Badge>
            ))}
          </Group>
        )}
        <Field label="Related documents">
          {o.relatedDocuments.length === 0 ? (
            "None"
          ) : (
            <Stack gap={4}>
              {o.relatedDocuments.map((d) => (
                <Group key={d.url} gap="xs">
                  <Anchor href={d.url} target="_blank" rel="noopener noreferrer" size="sm">
                    {d.title}
                  </Anchor>
                  <Badge size="sm" variant="light" color={relationshipColor(d.relationship)}>
                    {relationshipLabel(d.relationship)}
                  </Badge>
                  {documentScore(d.relevanceScore) !== null && (
                    <Text size="xs" c="dimmed">
                      Score: {documentScore(d.relevanceScore)}
                    </Text>
                  )}
                </Group>
              ))}
            </Stack>
          )}
        </Field>
      </Stack>
    </Card>
  );
}
