import { Stack, Text, Title } from "@mantine/core";
import { createFileRoute } from "@tanstack/react-router";
import { ADAPTER_SAMPLES } from "../components/adapter/adapter-samples";
import { FieldDisplayDemo } from "../components/adapter/field-display-demo";
import { SampleComparison } from "../components/adapter/sample-comparison";
import { PageShell } from "../components/layout/page-shell";
import { RichText } from "../components/opportunity/rich-text";

export const Route = createFileRoute("/adapter-test")({ component: AdapterTestPage });

const richText = (html: string) => <RichText html={html} />;

function AdapterTestPage() {
  return (
    <PageShell>
      <Stack gap="lg">
        <div>
          <Title order={2}>Opportunity Data Adapter Test</Title>
          <Text c="dimmed">Legacy and modern opportunity records beside the standardised shape the adapter makes of them.</Text>
        </div>
        {ADAPTER_SAMPLES.map((s) => (
          <SampleComparison key={s.label} sample={s} />
        ))}
        <FieldDisplayDemo samples={ADAPTER_SAMPLES} renderRichText={richText} />
      </Stack>
    </PageShell>
  );
}
