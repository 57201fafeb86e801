import { Anchor, Box, ScrollArea, Stack, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";

type Rec = Record<string, unknown>;
const rows = (v: unknown): Rec[] => (Array.isArray(v) ? v.filter((r): r is Rec => typeof r === "object" && r !== null) : []);
const str = (v: unknown) => (typeof v === "string" ? v : null);
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);
/** Long lists scroll rather than push the page down. */
const SCROLL_AFTER_PX = 320;
const LINKED_FROM_SHOWN = 3;

function PageLink({ url }: { url: string | null }) {
  if (!url) return <Text c="dimmed">—</Text>;
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm" style={{ wordBreak: "break-all" }}>
      {url}
    </Anchor>
  );
}

interface Column {
  label: string;
  numeric?: boolean;
}
interface Row {
  key: string;
  cells: ReactNode[];
}

/** A table from small screens up; on a phone the same rows stacked, each cell under its column's name (no sideways scroll). */
function FindingTable({ testId, caption, columns, rows: body }: { testId: string; caption?: string; columns: Column[]; rows: Row[] }) {
  return (
    <>
      <Box visibleFrom="sm">
        <ScrollArea.Autosize mah={SCROLL_AFTER_PX} type="auto">
          <Table striped withTableBorder fz="sm" data-testid={testId}>
            {caption && <Table.Caption>{caption}</Table.Caption>}
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.label} ta={c.numeric ? "right" : undefined}>
                    {c.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {body.map((r) => (
                <Table.Tr key={r.key}>
                  {r.cells.map((cell, i) => (
                    <Table.Td
                      key={columns[i]?.label}
                      ta={columns[i]?.numeric ? "right" : undefined}
                      style={columns[i]?.numeric ? { whiteSpace: "nowrap" } : undefined}
                    >
                      {cell}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      </Box>
      <ScrollArea.Autosize mah={SCROLL_AFTER_PX} type="auto" hiddenFrom="sm">
        <Stack gap="xs" data-testid={`${testId}-stacked`}>
          {caption && (
            <Text size="xs" c="dimmed">
              {caption}
            </Text>
          )}
          {body.map((r) => (
            <div key={r.key}>
              {r.cells.map((cell, i) => (
                <div key={columns[i]?.label}>
                  <Text span size="xs" c="dimmed">
                    {columns[i]?.label}:{" "}
                  </Text>
                  {cell}
                </div>
              ))}
            </div>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </>
  );
}

/** "5.2 s" for slow pages (all over the threshold of seconds), "—" when the time is unknown. */
const seconds = (ms: number | null) => (ms === null ? "—" : `${(ms / 1000).toFixed(1)} s`);

/** performance_issues: the slow pages, slowest first, with their response times. */
export function SlowPagesTable({ details }: { details: Rec }) {
  const slow = rows(details.detected_urls).sort((a, b) => (num(b.response_time_ms) ?? 0) - (num(a.response_time_ms) ?? 0));
  const threshold = num(details.threshold_ms);
  return (
    <FindingTable
      testId="slow-pages-table"
      caption={threshold === null ? undefined : `Pages that took longer than ${seconds(threshold)} to answer, slowest first.`}
      columns={[{ label: "Page" }, { label: "Response time", numeric: true }]}
      rows={slow.map((r, i) => ({ key: `${str(r.url)}-${i}`, cells: [<PageLink key="url" url={str(r.url)} />, seconds(num(r.response_time_ms))] }))}
    />
  );
}

function LinkedFrom({ urls }: { urls: string[] }) {
  return (
    <>
      {urls.slice(0, LINKED_FROM_SHOWN).map((u) => (
        <div key={u}>
          <PageLink url={u} />
        </div>
      ))}
      {urls.length > LINKED_FROM_SHOWN && (
        <Text size="xs" c="dimmed">
          and {urls.length - LINKED_FROM_SHOWN} more
        </Text>
      )}
    </>
  );
}

/** broken_links: each broken link, what it answered, and the pages that link to it. */
export function BrokenLinksTable({ details }: { details: Rec }) {
  return (
    <FindingTable
      testId="broken-links-table"
      columns={[{ label: "Link" }, { label: "Answer" }, { label: "Linked from" }]}
      rows={rows(details.detected_urls).map((r, i) => {
        const code = num(r.status_code);
        const from = Array.isArray(r.linked_from) ? r.linked_from.filter((u): u is string => typeof u === "string") : [];
        return {
          key: `${str(r.url)}-${i}`,
          cells: [<PageLink key="url" url={str(r.url)} />, code === null ? "No answer" : `HTTP ${code}`, <LinkedFrom key="from" urls={from} />],
        };
      })}
    />
  );
}
