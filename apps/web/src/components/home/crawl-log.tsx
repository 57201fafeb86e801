import type { LogEntry } from "@grantscout/api/spec";
import { Group, ScrollArea, Text } from "@mantine/core";
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from "@tabler/icons-react";
import { format } from "date-fns/format";
import { useEffect, useRef } from "react";
import classes from "./home.module.css";

/** Spec section 9: the log panel is 256 px high. */
const LOG_HEIGHT = 256;

const ICONS = {
  success: <IconCircleCheck size={14} color="var(--mantine-color-green-filled)" aria-label="success" />,
  info: <IconInfoCircle size={14} color="var(--mantine-color-blue-filled)" aria-label="info" />,
  error: <IconAlertCircle size={14} color="var(--mantine-color-red-filled)" aria-label="error" />,
} as const;

/** The scrolling crawl log; it follows the newest entry. */
export function CrawlLog({ entries }: { entries: LogEntry[] }) {
  const viewport = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a line arrives, not on every render.
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [entries.length]);
  return (
    <ScrollArea h={LOG_HEIGHT} viewportRef={viewport} className={classes.log} data-testid="crawl-log" type="auto">
      <div style={{ padding: "var(--mantine-spacing-xs) var(--mantine-spacing-sm)" }}>
        {entries.length === 0 && (
          <Text size="xs" c="dimmed">
            Waiting for the first log entries...
          </Text>
        )}
        {entries.map((entry) => (
          <Group key={entry.id} gap={8} wrap="nowrap" align="flex-start" py={2} data-testid="log-entry" data-type={entry.type}>
            <span style={{ paddingTop: 2, flexShrink: 0 }}>{ICONS[entry.type]}</span>
            <Text component="span" c="dimmed" className={classes.logLine} style={{ flexShrink: 0 }}>
              {format(new Date(entry.timestamp), "HH:mm:ss")}
            </Text>
            <Text component="span" className={classes.logLine} c={entry.type === "error" ? "red" : undefined}>
              {entry.message}
            </Text>
          </Group>
        ))}
      </div>
    </ScrollArea>
  );
}
