import {
  CORRECTABLE_STATUSES,
  capitalizeStatus,
  displayScore,
  placeholderDocuments,
  relevanceTier,
  standardOpportunity,
  statusBasis,
} from "@grantscout/api/spec";
import { Alert, Anchor, Badge, Button, CopyButton, Divider, Group, Modal, Stack, Text } from "@mantine/core";
import { IconCheck, IconCode, IconCopy, IconExternalLink, IconFlask, IconWand } from "@tabler/icons-react";
import { useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { DatesSection, EligibilitySection, FundingSection, GeographySection, OrganizationSection, Section } from "./dialog-sections";
import { EvidenceLine } from "./evidence-line";
import type { GrantItem } from "./grant-item";
import { JsonBlock } from "./json-block";
import { RelatedDocumentsList } from "./related-documents-list";
import { RichText } from "./rich-text";
import { StatusBadge } from "./status-badge";

/** The card offers the same ones (spec: open, closed, unknown, and the dialog's upcoming). */
const DIALOG_STATUSES = CORRECTABLE_STATUSES;

export interface OpportunityDialogProps {
  grant: GrantItem;
  opened: boolean;
  onClose: () => void;
  /** Called with the chosen status; without it the status choices are hidden. */
  onStatusChange?: (status: string) => void;
  /** Statuses that can be chosen here; the others are shown disabled. Default: all of DIALOG_STATUSES. */
  correctableStatuses?: readonly string[];
}

/** The current page without its query string: where Process Opportunity returns to. */
const currentPage = () => `${window.location.origin}${window.location.pathname}`;

/** The opportunity detail dialog (spec section 2), shared by the results page and the showcase pages. */
export function OpportunityDialog({ grant, opened, onClose, onStatusChange, correctableStatuses = DIALOG_STATUSES }: OpportunityDialogProps) {
  const navigate = useNavigate();
  const [showJson, setShowJson] = useState(false);
  const g = grant.view;
  const s = useMemo(() => standardOpportunity(g), [g]);
  const basis = statusBasis(g);
  const placeholders = g.relatedDocuments.length === 0 && g.url ? placeholderDocuments(g.url) : [];
  const score = displayScore(g.relevanceScore);

  const process = () => {
    onClose();
    void navigate({ to: "/process-opportunity", search: { url: g.url, referrer: currentPage() } });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={
        <Text fw={700} size="lg">
          {g.title}
        </Text>
      }
      data-testid="opportunity-dialog"
    >
      <Stack gap="md">
        <Group gap="xs">
          <StatusBadge status={g.status} size="lg" />
          {score !== null && g.relevanceScore !== null && (
            <Badge variant="outline" tt="none">
              {relevanceTier(g.relevanceScore)} relevance · {score}%
            </Badge>
          )}
          {g.manuallyCorrected && (
            <Badge color="violet" variant="light" tt="none">
              Manually corrected
            </Badge>
          )}
          {g.url && (
            <Anchor href={g.url} target="_blank" rel="noopener noreferrer" size="sm" style={{ wordBreak: "break-all" }}>
              {g.url} <IconExternalLink size={12} />
            </Anchor>
          )}
        </Group>
        <Text size="xs" c="dimmed" data-testid="dialog-status-basis" data-basis={basis.kind}>
          {basis.label}
        </Text>
        {basis.quote && <EvidenceLine evidence={{ sentence: basis.quote, url: g.evidence.status?.url ?? g.evidence.dueDate?.url ?? "" }} label="status" />}

        {onStatusChange && (
          <Group gap="xs" data-testid="dialog-status-choices">
            <Text size="sm" fw={500}>
              Set status:
            </Text>
            {DIALOG_STATUSES.map((status) => (
              <Button
                key={status}
                size="compact-sm"
                variant={g.status === status ? "filled" : "default"}
                disabled={g.status === status || !correctableStatuses.includes(status)}
                title={correctableStatuses.includes(status) ? undefined : "This status cannot be saved here"}
                onClick={() => onStatusChange(status)}
              >
                {capitalizeStatus(status)}
              </Button>
            ))}
          </Group>
        )}

        <Section title="Summary">
          {g.summary ? (
            <RichText html={g.summary} />
          ) : (
            <Text size="sm" c="dimmed">
              No summary available.
            </Text>
          )}
        </Section>
        <Divider />
        <FundingSection g={g} s={s} />
        <Divider />
        <OrganizationSection g={g} s={s} />
        <Divider />
        <GeographySection s={s} />
        <Divider />
        <DatesSection g={g} />
        <Divider />
        <EligibilitySection g={g} s={s} />
        <Divider />
        <Section title="Related Documents">
          {placeholders.length > 0 && (
            <Alert color="orange" variant="light" icon={<IconFlask size={16} />} p="xs">
              No related documents were found. The test documents below are demonstration placeholders built from the opportunity URL; they were not crawled and
              are never exported.
            </Alert>
          )}
          <RelatedDocumentsList docs={placeholders.length ? placeholders : g.relatedDocuments} />
        </Section>

        {showJson && (
          <Section title="Raw JSON">
            <JsonBlock value={grant.raw} height={320} testId="dialog-json" />
          </Section>
        )}

        <Group justify="flex-end" gap="xs">
          <Button variant="default" leftSection={<IconCode size={16} />} onClick={() => setShowJson((v) => !v)}>
            {showJson ? "Hide JSON" : "View JSON"}
          </Button>
          <CopyButton value={g.url} timeout={2000}>
            {({ copied, copy }) => (
              <Button variant="default" leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} onClick={copy} disabled={!g.url}>
                {copied ? "Copied!" : "Copy URL"}
              </Button>
            )}
          </CopyButton>
          <Button leftSection={<IconWand size={16} />} onClick={process} disabled={!g.url}>
            Process
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
