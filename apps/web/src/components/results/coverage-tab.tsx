import { readBeyondDepth } from "@grantscout/api/spec";
import { Alert, Anchor, Badge, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import { IconDoorEnter } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { BeyondDepthNotice } from "./beyond-depth-notice";

type Rec = Record<string, unknown>;
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const urlOf = (v: unknown) => (typeof v === "string" ? v : typeof (v as Rec | null)?.url === "string" ? ((v as Rec).url as string) : null);

function Block({
  title,
  items,
  render,
  empty,
  testId,
}: {
  title: string;
  items: unknown[];
  render: (item: unknown) => ReactNode;
  empty: string;
  testId: string;
}) {
  return (
    <Card withBorder padding="sm" data-testid={testId}>
      <Group gap="xs" mb={6}>
        <Title order={6}>{title}</Title>
        <Badge size="sm" variant="light" color={items.length ? "orange" : "gray"}>
          {items.length}
        </Badge>
      </Group>
      {items.length ? (
        <List size="sm" spacing={2} style={{ wordBreak: "break-all" }}>
          {items.slice(0, 200).map((item, i) => (
            <List.Item key={i}>{render(item)}</List.Item>
          ))}
          {items.length > 200 && <List.Item>… and {items.length - 200} more (see Raw Data)</List.Item>}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </Card>
  );
}

const link = (item: unknown) => {
  const url = urlOf(item);
  return url ? (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
      {url}
    </Anchor>
  ) : (
    JSON.stringify(item)
  );
};

/** What the crawl could not see, and the application portals it found (a sign of an open cycle). */
export function CoverageTab({ coverage, jobId }: { coverage: Rec; jobId: number }) {
  const portals = asArray(coverage.application_portals);
  return (
    <Stack gap="sm">
      <BeyondDepthNotice jobId={jobId} beyond={readBeyondDepth({ coverage })} listed />
      {portals.length > 0 && (
        <Alert
          color="green"
          icon={<IconDoorEnter />}
          title={`${portals.length} application portal link${portals.length === 1 ? "" : "s"} found`}
          data-testid="portal-alert"
        >
          <Text size="sm" mb={6}>
            Links to an online application portal usually mean a funding cycle is open. The portals are off-site and were not crawled.
          </Text>
          <List size="sm" spacing={2} style={{ wordBreak: "break-all" }}>
            {portals.map((p, i) => {
              const r = (p ?? {}) as Rec;
              return (
                <List.Item key={i}>
                  <Badge size="xs" color="green" mr={6}>
                    {String(r.portal ?? "Portal")}
                  </Badge>
                  {link(p)}
                  {typeof r.found_on === "string" && (
                    <Text span size="xs" c="dimmed">
                      {" "}
                      (linked from {r.found_on})
                    </Text>
                  )}
                </List.Item>
              );
            })}
          </List>
        </Alert>
      )}
      {portals.length === 0 && (
        <Text size="sm" c="dimmed">
          No application portal links were found.
        </Text>
      )}
      <Block
        title="Failed pages"
        testId="coverage-failed"
        items={asArray(coverage.failed_pages)}
        empty="No pages failed."
        render={(item) => (
          <>
            {link(item)}{" "}
            <Text span size="xs" c="dimmed">
              — {String((item as Rec)?.reason ?? "unknown reason")}
            </Text>
          </>
        )}
      />
      <Block
        title="Blocked by robots.txt"
        testId="coverage-robots"
        items={asArray(coverage.robots_blocked)}
        empty="No URLs were blocked by robots.txt."
        render={link}
      />
      <Block title="Blocked addresses" testId="coverage-blocked" items={asArray(coverage.blocked_addresses)} empty="No addresses were blocked." render={link} />
      <Block
        title="Unparseable documents"
        testId="coverage-unparseable"
        items={asArray(coverage.unparseable_documents)}
        empty="Every document could be read."
        render={link}
      />
      <Block
        title="Pages that needed JavaScript"
        testId="coverage-javascript"
        items={asArray(coverage.needed_javascript)}
        empty="No page needed JavaScript."
        render={(item) => (
          <>
            {link(item)}{" "}
            {(item as Rec)?.rendered === true ? (
              <Badge size="xs" variant="light">
                rendered
              </Badge>
            ) : (
              <Badge size="xs" color="orange" variant="light">
                not rendered
              </Badge>
            )}
          </>
        )}
      />
    </Stack>
  );
}
