import { Code, ScrollArea } from "@mantine/core";
import type { OpportunityData } from "./use-analysis";

/** The opportunity as JSON; the raw HTML has its own tab. */
export function RawDataTab({ data }: { data: OpportunityData }) {
  const { rawHtmlContent: _html, ...rest } = data;
  return (
    <ScrollArea h={400} type="auto">
      <Code block data-testid="raw-data">
        {JSON.stringify(rest, null, 2)}
      </Code>
    </ScrollArea>
  );
}
