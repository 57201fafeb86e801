import {
  allOpportunitiesFileName,
  buildDeadlineCalendar,
  type CORRECTABLE_STATUSES,
  countDeadlines,
  csvFileName,
  groupByStatus,
  icsFileName,
  opportunitiesToCsv,
  type ServedGrant,
  toExportedOpportunity,
} from "@grantscout/api/spec";
import { Button, Group, Paper, SimpleGrid, Stack, Switch, Text, Title, Tooltip } from "@mantine/core";
import { IconCalendarEvent, IconDownload, IconFileSpreadsheet, IconLayoutCards, IconLayoutList, IconLink, IconTable } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import phone from "../layout/phone.module.css";
import { usePhone } from "../layout/use-phone";
import { type GrantItem, servedItem } from "../opportunity/grant-item";
import { OpportunityDialog } from "../opportunity/opportunity-dialog";
import { CorrectionDialog } from "./correction-dialog";
import { downloadJson, downloadText } from "./download";
import { GrantTable } from "./grant-table";
import { SlugView } from "./slug-view";
import { StatusView } from "./status-view";
import { useStatusCorrection } from "./use-status-correction";

function CountTile({ label, count, color, compact }: { label: string; count: number; color: string; compact: boolean }) {
  return (
    <Paper withBorder p={compact ? 6 : "sm"} radius="md" data-testid={`count-${label.toLowerCase()}`}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size={compact ? "lg" : "xl"} fw={700} c={color} lh={compact ? 1.2 : undefined}>
        {count}
      </Text>
    </Paper>
  );
}

/** The grant opportunities of a job: counts, exports, status or URL-pattern grouping, details and corrections. */
export function OpportunityList({ grants, jobId, site }: { grants: ServedGrant[]; jobId: number; site: string }) {
  const [bySlug, setBySlug] = useState(false);
  const [asTable, setAsTable] = useState(false);
  const [showDismissed, setShowDismissed] = useState(false);
  const [viewing, setViewing] = useState<GrantItem | null>(null);
  const correction = useStatusCorrection(jobId);
  const onPhone = usePhone();

  const all = useMemo<GrantItem[]>(() => grants.map(servedItem), [grants]);
  // Dismissed pages ("not an opportunity") are hidden unless asked for, and never exported.
  const kept = useMemo(() => all.filter((i) => !i.view.dismissed), [all]);
  const dismissedCount = all.length - kept.length;
  const items = showDismissed ? all : kept;
  const exported = useMemo(() => kept.map((i) => i.view), [kept]);
  const deadlineCount = useMemo(() => countDeadlines(exported), [exported]);
  const sections = useMemo(() => groupByStatus(items, (item) => item.view), [items]);
  // The tiles count what the heading counts: dismissed items shown on request are not opportunities.
  const counts = useMemo(() => groupByStatus(kept, (item) => item.view), [kept]);
  // The dialog follows the refreshed record after a correction.
  const viewed = viewing ? (items.find((i) => i.view.url === viewing.view.url) ?? viewing) : null;

  const exportAll = () =>
    downloadJson(
      allOpportunitiesFileName(),
      kept.map((i) => toExportedOpportunity(i.view, i.raw)),
    );
  const exportCsv = () => downloadText(csvFileName(site), opportunitiesToCsv(exported), "text/csv;charset=utf-8");
  const exportIcs = () => downloadText(icsFileName(site), buildDeadlineCalendar(exported), "text/calendar;charset=utf-8");

  return (
    <Stack gap={onPhone ? "xs" : "md"}>
      <Group justify="space-between" wrap="wrap" gap={onPhone ? 6 : "sm"}>
        <Group gap="md">
          <Title order={onPhone ? 4 : 3}>{`${kept.length} Opportunities Found`}</Title>
          {dismissedCount > 0 && (
            <Switch
              size="xs"
              label={`Show dismissed (${dismissedCount})`}
              checked={showDismissed}
              onChange={(e) => setShowDismissed(e.currentTarget.checked)}
            />
          )}
        </Group>
        <Group gap="xs" className={phone.scrollRow} maw="100%">
          <Tooltip
            label={`The ${kept.length} opportunities listed, one record each (title, funder, status, dates, amounts, eligibility…), as JSON, without those you dismissed`}
          >
            <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} onClick={exportAll}>
              Export All
            </Button>
          </Tooltip>
          <Tooltip
            label={`The ${kept.length} opportunities listed as a spreadsheet (CSV): status and its reason, apply link, your notes, eligibility; without those you dismissed`}
          >
            <Button size="xs" variant="default" leftSection={<IconFileSpreadsheet size={14} />} onClick={exportCsv}>
              Export CSV
            </Button>
          </Tooltip>
          <Tooltip
            label={
              deadlineCount
                ? `${deadlineCount} deadline${deadlineCount === 1 ? "" : "s"} of open opportunities, as an iCalendar file`
                : "No open opportunity has a deadline to put in a calendar"
            }
          >
            {/* A disabled button gets no pointer events; the wrapper keeps the tooltip. */}
            <span data-testid="ics-export">
              <Button size="xs" variant="default" leftSection={<IconCalendarEvent size={14} />} onClick={exportIcs} disabled={deadlineCount === 0}>
                Deadlines (.ics)
              </Button>
            </span>
          </Tooltip>
          <Button
            size="xs"
            variant="light"
            leftSection={bySlug ? <IconLayoutList size={14} /> : <IconLink size={14} />}
            onClick={() => setBySlug((v) => !v)}
            disabled={asTable}
          >
            {bySlug ? "Group by Status" : "Group by Slug"}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={asTable ? <IconLayoutCards size={14} /> : <IconTable size={14} />}
            onClick={() => setAsTable((v) => !v)}
          >
            {asTable ? "Card view" : "Table view"}
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={3} spacing={onPhone ? 6 : "sm"}>
        <CountTile label="Open" count={counts.open.length} color="green" compact={onPhone} />
        <CountTile label="Unknown" count={counts.unknown.length} color="dimmed" compact={onPhone} />
        <CountTile label="Closed" count={counts.closed.length} color="red" compact={onPhone} />
      </SimpleGrid>
      {asTable ? (
        <GrantTable items={items} onView={setViewing} />
      ) : bySlug ? (
        <SlugView items={items} onView={setViewing} onCorrect={correction.request} />
      ) : (
        <StatusView sections={sections} onView={setViewing} onCorrect={correction.request} />
      )}
      {viewed && (
        <OpportunityDialog
          grant={viewed}
          opened
          onClose={() => setViewing(null)}
          onStatusChange={(status) =>
            correction.request({
              grantUrl: viewed.view.url,
              title: viewed.view.title,
              prevStatus: viewed.view.status,
              newStatus: status as (typeof CORRECTABLE_STATUSES)[number],
            })
          }
        />
      )}
      <CorrectionDialog pending={correction.pending} saving={correction.saving} onCancel={correction.cancel} onConfirm={correction.confirm} />
    </Stack>
  );
}
