import { Anchor, ScrollArea, Table, Text } from "@mantine/core";

type Rec = Record<string, unknown>;
const rows = (v: unknown): Rec[] => (Array.isArray(v) ? v.filter((r): r is Rec => typeof r === "object" && r !== null) : []);
const str = (v: unknown) => (typeof v === "string" ? v : null);
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);
/** Tables past this many rows scroll rather than push the page down. */
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

/** "5.2 s" for slow pages (all over the threshold of seconds), "—" when the time is unknown. */
const seconds = (ms: number | null) => (ms === null ? "—" : `${(ms / 1000).toFixed(1)} s`);

/** performance_issues: the slow pages, slowest first, with their response times. */
export function SlowPagesTable({ details }: { details: Rec }) {
  const slow = rows(details.detected_urls).sort((a, b) => (num(b.response_time_ms) ?? 0) - (num(a.response_time_ms) ?? 0));
  const threshold = num(details.threshold_ms);
  return (
    <ScrollArea.Autosize mah={SCROLL_AFTER_PX} type="auto">
      <Table striped withTableBorder fz="sm" data-testid="slow-pages-table">
        {threshold !== null && <Table.Caption>Pages that took longer than {seconds(threshold)} to answer, slowest first.</Table.Caption>}
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Page</Table.Th>
            <Table.Th ta="right">Response time</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {slow.map((r, i) => (
            <Table.Tr key={`${str(r.url)}-${i}`}>
              <Table.Td>
                <PageLink url={str(r.url)} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {seconds(num(r.response_time_ms))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

/** broken_links: each broken link, what it answered, and the pages that link to it. */
export function BrokenLinksTable({ details }: { details: Rec }) {
  return (
    <ScrollArea.Autosize mah={SCROLL_AFTER_PX} type="auto">
      <Table striped withTableBorder fz="sm" data-testid="broken-links-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Link</Table.Th>
            <Table.Th>Answer</Table.Th>
            <Table.Th>Linked from</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows(details.detected_urls).map((r, i) => {
            const code = num(r.status_code);
            const from = Array.isArray(r.linked_from) ? r.linked_from.filter((u): u is string => typeof u === "string") : [];
            return (
              <Table.Tr key={`${str(r.url)}-${i}`}>
                <Table.Td>
                  <PageLink url={str(r.url)} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{code === null ? "No answer" : `HTTP ${code}`}</Table.Td>
                <Table.Td>
                  {from.slice(0, LINKED_FROM_SHOWN).map((u) => (
                    <div key={u}>
                      <PageLink url={u} />
                    </div>
                  ))}
                  {from.length > LINKED_FROM_SHOWN && (
                    <Text size="xs" c="dimmed">
                      and {from.length - LINKED_FROM_SHOWN} more
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
