import {
  CORRECTABLE_STATUSES,
  capitalizeStatus,
  DEFAULT_CORRECTION_NOTE,
  formatDate,
  formatFundingRange,
  type GrantView,
  grantTypeKey,
  statusBasis,
} from "@grantscout/api/spec";
import { ActionIcon, Anchor, Badge, Box, Button, Card, Collapse, Group, SimpleGrid, Stack, Text, Title, Tooltip } from "@mantine/core";
import { IconCode, IconExternalLink, IconEye, IconWand } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { memo, useState } from "react";
import type { GrantItem } from "../opportunity/grant-item";
import { JsonBlock } from "../opportunity/json-block";
import { RelatedDocumentsList } from "../opportunity/related-documents-list";
import { RichText } from "../opportunity/rich-text";
import { StatusBadge } from "../opportunity/status-badge";
import { GrantBadges } from "./grant-badges";
import type { PendingCorrection } from "./use-status-correction";

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value || "Not specified"}
      </Text>
    </div>
  );
}

/** "Not an opportunity" beside the statuses; on a dismissed item, its badge and the way back. */
function DismissControl({ g, onCorrect }: { g: GrantView; onCorrect: (c: PendingCorrection) => void }) {
  const request = (newStatus: "dismissed" | "restored") => onCorrect({ grantUrl: g.url, title: g.title, prevStatus: g.status, newStatus });
  if (!g.dismissed)
    return (
      <Button size="compact-xs" variant="subtle" color="red" onClick={() => request("dismissed")}>
        Not an opportunity
      </Button>
    );
  return (
    <>
      <Badge size="xs" color="red" variant="light" tt="none" data-testid="dismissed-badge">
        Dismissed
      </Badge>
      <Button size="compact-xs" variant="subtle" onClick={() => request("restored")}>
        Restore
      </Button>
    </>
  );
}

const referrer = () => `${window.location.origin}${window.location.pathname}`;

/** One grant of the results list; memoised so paging and filtering do not re-render the others. */
export const GrantRow = memo(function GrantRow({
  item,
  onView,
  onCorrect,
}: {
  item: GrantItem;
  onView: (item: GrantItem) => void;
  onCorrect: (c: PendingCorrection) => void;
}) {
  const g = item.view;
  const basis = statusBasis(g);
  const [showJson, setShowJson] = useState(false);
  return (
    <Card withBorder padding="md" data-testid="grant-row" data-url={g.url}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={5} style={{ wordBreak: "break-word" }}>
            {g.title}
          </Title>
          <Group gap={4} wrap="nowrap">
            <Tooltip label="View details">
              <ActionIcon variant="light" aria-label="View details" onClick={() => onView(item)}>
                <IconEye size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Process opportunity">
              <ActionIcon
                variant="light"
                color="grape"
                aria-label="Process opportunity"
                renderRoot={(props) => <Link {...props} to="/process-opportunity" search={{ url: g.url, referrer: referrer() }} />}
              >
                <IconWand size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Group gap={6}>
          <GrantBadges g={g} />
        </Group>
        <Group gap={6} data-testid="status-line">
          <Text size="sm">Status:</Text>
          <StatusBadge status={g.status} />
          {g.manuallyCorrected && (
            <Badge size="xs" color="violet" variant="light" tt="none">
              Manually corrected
            </Badge>
          )}
          <Text size="xs" c="dimmed" ml="sm">
            Correct to
          </Text>
          {CORRECTABLE_STATUSES.map((s) => (
            <Button
              key={s}
              size="compact-xs"
              variant="default"
              disabled={g.status === s}
              onClick={() => onCorrect({ grantUrl: g.url, title: g.title, prevStatus: g.status, newStatus: s })}
            >
              {capitalizeStatus(s)}
            </Button>
          ))}
          <DismissControl g={g} onCorrect={onCorrect} />
        </Group>
        {(g.manuallyCorrected || g.dismissed) && g.correctionNote && g.correctionNote !== DEFAULT_CORRECTION_NOTE && (
          <Text size="xs" data-testid="correction-note">
            <Text span c="dimmed" size="xs">
              Your note:{" "}
            </Text>
            {g.correctionNote}
          </Text>
        )}
        <Text size="xs" c="dimmed" lineClamp={2} data-testid="status-basis" data-basis={basis.kind}>
          {basis.label}
          {basis.quote && (
            <Text span size="xs" fs="italic" data-testid="status-reason">
              {" "}
              — “{basis.quote}”
            </Text>
          )}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
          <Fact label="Funder" value={g.funder} />
          <Fact label="Type" value={grantTypeKey(g)} />
          <Fact label="Area" value={g.areaOfInterest} />
          <Fact label="Funding" value={formatFundingRange(g.amountLow, g.amountHigh, g.currency)} />
          <Fact label="Due date" value={g.dueDate ? formatDate(g.dueDate) : null} />
        </SimpleGrid>
        {(g.summary || g.eligibility) && (
          <Box p="xs" bg="var(--mantine-color-default-hover)" style={{ borderRadius: "var(--mantine-radius-sm)" }} data-testid="summary-box">
            {g.summary && <RichText html={g.summary} lineClamp={4} />}
            {g.eligibility && (
              <Text size="sm" mt={4} component="div">
                <strong>Eligibility: </strong>
                <RichText html={g.eligibility} span />
              </Text>
            )}
          </Box>
        )}
        {g.relatedDocuments.length > 0 && (
          <div>
            <Text size="xs" c="dimmed" mb={4}>
              Related documents ({g.relatedDocuments.length})
            </Text>
            <RelatedDocumentsList docs={g.relatedDocuments} maxHeight={160} />
          </div>
        )}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="wrap">
            <Anchor href={g.url} target="_blank" rel="noopener noreferrer" size="sm" style={{ wordBreak: "break-all" }}>
              {g.url} <IconExternalLink size={12} />
            </Anchor>
            {g.rfpLink && g.rfpLink !== g.url && /^https?:/i.test(g.rfpLink) && (
              <Anchor href={g.rfpLink} target="_blank" rel="noopener noreferrer" size="sm" fw={600} data-testid="apply-link">
                Apply <IconExternalLink size={12} />
              </Anchor>
            )}
          </Group>
          <Button size="compact-xs" variant="subtle" leftSection={<IconCode size={12} />} onClick={() => setShowJson((v) => !v)}>
            {showJson ? "Hide JSON" : "View JSON"}
          </Button>
        </Group>
        <Collapse expanded={showJson}>{showJson && <JsonBlock value={item.raw} height={260} />}</Collapse>
        {g.keywords.length > 0 && (
          <Group gap={4}>
            {g.keywords.map((k) => (
              <Badge key={k} size="xs" variant="outline" color="gray" tt="none">
                {k}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
});
