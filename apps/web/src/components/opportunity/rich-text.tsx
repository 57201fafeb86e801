import { richTextFromPlain } from "@grantscout/api/spec";
import { Text, type TextProps } from "@mantine/core";

/** Summary/eligibility text from the crawl: sanitised by the spec section 5 rules before it is shown. */
export function RichText({ html, ...props }: { html: string | null | undefined } & TextProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: richTextFromPlain runs the spec's sanitiser (section 5) first.
  return <Text size="sm" component="div" {...props} dangerouslySetInnerHTML={{ __html: richTextFromPlain(html) }} />;
}
