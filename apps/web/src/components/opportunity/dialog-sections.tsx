import { formatCurrency, formatDate, formatFundingRange, type GrantView, type StandardOpportunity } from "@grantscout/api/spec";
import { Anchor, Badge, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { EvidenceLine } from "./evidence-line";
import { RichText } from "./rich-text";

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} data-testid="dialog-section">
      <Title order={5}>{title}</Title>
      {children}
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children || "Not specified"}
      </Text>
    </div>
  );
}

const joined = (xs: string[]) => (xs.length ? xs.join(", ") : null);

export function FundingSection({ g, s }: { g: GrantView; s: StandardOpportunity }) {
  return (
    <Section title="Funding Details">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Field label="Award amount">{formatFundingRange(g.amountLow, g.amountHigh, g.currency)}</Field>
        <Field label="Total funding available">{formatCurrency(g.totalFunding, g.currency)}</Field>
        <Field label="Funding type">{joined(s.funding.type)}</Field>
        <Field label="Funding vehicles">{joined(s.funding.vehicle)}</Field>
        <Field label="Funding period">{g.fundingPeriod}</Field>
        <Field label="Expected awards">{g.expectedAwards === null ? null : String(g.expectedAwards)}</Field>
      </SimpleGrid>
      <EvidenceLine evidence={g.evidence.amount} label="amount" />
    </Section>
  );
}

export function OrganizationSection({ g, s }: { g: GrantView; s: StandardOpportunity }) {
  const { email, phone, website } = s.organization.contact;
  return (
    <Section title="Organization">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Field label="Funder">{g.funder}</Field>
        <Field label="Department">{g.department}</Field>
        <Field label="Domain">{s.organization.domain}</Field>
        <Field label="Email">{email && <Anchor href={`mailto:${email}`}>{email}</Anchor>}</Field>
        <Field label="Phone">{phone}</Field>
        <Field label="Website">
          {website && (
            <Anchor href={website} target="_blank" rel="noopener noreferrer">
              {website}
            </Anchor>
          )}
        </Field>
      </SimpleGrid>
    </Section>
  );
}

export function GeographySection({ s }: { s: StandardOpportunity }) {
  const { regions, countries, states } = s.geography;
  return (
    <Section title="Geographic Coverage">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <Field label="Regions">{joined(regions)}</Field>
        <Field label="Countries">{joined(countries)}</Field>
        <Field label="States">{joined(states)}</Field>
      </SimpleGrid>
    </Section>
  );
}

export function DatesSection({ g }: { g: GrantView }) {
  const date = (v: string | null) => (v ? formatDate(v, "MMMM d, yyyy") : null);
  return (
    <Section title="Dates & Deadlines">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Field label="Due date">{date(g.dueDate)}</Field>
        <Field label="Forecast date">{date(g.forecastDate)}</Field>
        <Field label="Posted">{date(g.postedDate)}</Field>
        <Field label="Updated">{date(g.updatedAt)}</Field>
      </SimpleGrid>
      <EvidenceLine evidence={g.evidence.dueDate} label="due-date" />
    </Section>
  );
}

export function EligibilitySection({ g, s }: { g: GrantView; s: StandardOpportunity }) {
  return (
    <Section title="Eligibility Summary">
      {g.eligibility ? (
        <RichText html={g.eligibility} />
      ) : (
        <Text size="sm" c="dimmed">
          No eligibility information was found.
        </Text>
      )}
      {s.eligibility.sectors.length > 0 && (
        <Group gap={4}>
          {s.eligibility.sectors.map((x) => (
            <Badge key={x} size="sm" variant="outline" tt="none">
              {x}
            </Badge>
          ))}
        </Group>
      )}
      {s.eligibility.restrictions.length > 0 && <Text size="sm">Restrictions: {s.eligibility.restrictions.join("; ")}</Text>}
      <EvidenceLine evidence={g.evidence.eligibility} label="eligibility" />
    </Section>
  );
}
