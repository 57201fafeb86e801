import { describePattern, groupByUrlPattern, groupExportFileName, groupHost, toExportedOpportunity } from "@grantscout/api/spec";
import { Button, Group, Stack, Tooltip } from "@mantine/core";
import { IconCopy, IconDownload } from "@tabler/icons-react";
import { useMemo } from "react";
import type { GrantItem } from "../opportunity/grant-item";
import { toast } from "../toast";
import { CollapsibleSection } from "./collapsible-section";
import { downloadJson } from "./download";
import { GrantList } from "./grant-list";
import type { PendingCorrection } from "./use-status-correction";

async function copyUrls(items: GrantItem[]) {
  const urls = items.map((i) => i.view.url).filter(Boolean);
  if (!urls.length) return toast("error", "Copy Failed", "No URLs found in this group");
  try {
    await navigator.clipboard.writeText(urls.join("\n"));
    toast("success", "URLs Copied", `Copied ${urls.length} URLs from ${groupHost(urls)}`);
  } catch {
    toast("error", "Copy Failed", "Failed to copy URLs to clipboard");
  }
}

/** One collapsible group per URL pattern, each with Export and Copy URLs. Groups start closed. */
export function SlugView({ items, onView, onCorrect }: { items: GrantItem[]; onView: (item: GrantItem) => void; onCorrect: (c: PendingCorrection) => void }) {
  const groups = useMemo(() => {
    const byView = new Map(items.map((i) => [i.view, i]));
    return groupByUrlPattern(items.map((i) => i.view)).map((g) => ({ key: g.key, items: g.items.map((v) => byView.get(v)!) }));
  }, [items]);
  return (
    <Stack gap="md">
      {groups.map((group) => (
        <CollapsibleSection
          key={group.key}
          title={describePattern(group.key)}
          count={group.items.length}
          color="teal"
          defaultOpen={groups.length === 1}
          testId="slug-group"
          actions={
            <Group gap={6}>
              <Tooltip label="This group's opportunities, one record each, as JSON, without those you dismissed">
                <Button
                  size="compact-sm"
                  variant="default"
                  leftSection={<IconDownload size={14} />}
                  onClick={() =>
                    downloadJson(
                      groupExportFileName(group.key),
                      group.items.filter((i) => !i.view.dismissed).map((i) => toExportedOpportunity(i.view, i.raw)),
                    )
                  }
                >
                  Export
                </Button>
              </Tooltip>
              <Button size="compact-sm" variant="default" leftSection={<IconCopy size={14} />} onClick={() => void copyUrls(group.items)}>
                Copy URLs
              </Button>
            </Group>
          }
        >
          <GrantList items={group.items} grouped onView={onView} onCorrect={onCorrect} />
        </CollapsibleSection>
      ))}
    </Stack>
  );
}
