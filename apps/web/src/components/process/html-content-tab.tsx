import { Alert, Code, ScrollArea, SegmentedControl, Stack } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import type { OpportunityData } from "./use-analysis";

/** The page's raw HTML: rendered through the rich-text sanitiser (its links resolved against the page), or as source. */
export function HtmlContentTab({
  data,
  pageUrl,
  sanitize,
}: {
  data: OpportunityData;
  pageUrl: string;
  sanitize: ((html: string, baseUrl?: string) => string) | null;
}) {
  const [view, setView] = useState<"rendered" | "source">(sanitize ? "rendered" : "source");
  const html = typeof data.rawHtmlContent === "string" && data.rawHtmlContent.trim() ? data.rawHtmlContent : null;
  if (!html) {
    return (
      <Alert icon={<IconInfoCircle />} color="gray" title="No HTML content">
        The raw HTML content was not captured for this opportunity.
      </Alert>
    );
  }
  return (
    <Stack>
      {sanitize && (
        <SegmentedControl
          w={240}
          value={view}
          onChange={(v) => setView(v as "rendered" | "source")}
          data={[
            { value: "rendered", label: "Rendered" },
            { value: "source", label: "Source" },
          ]}
        />
      )}
      <ScrollArea h={500} type="auto">
        {view === "rendered" && sanitize ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: only the sanitiser's allowlisted tags and attributes survive (spec section 5).
          <div data-testid="html-content" dangerouslySetInnerHTML={{ __html: sanitize(html, pageUrl) }} />
        ) : (
          <Code block data-testid="html-source">
            {html}
          </Code>
        )}
      </ScrollArea>
    </Stack>
  );
}
