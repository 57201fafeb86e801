import { analysisSource, type CustomAnalysisOptions, defaultCustomOptions, defaultPromptTemplate, readAnalysisGrant } from "@grantscout/api/spec";
import { Alert, List, Stack, Tabs, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAlertCircle, IconInfoCircle } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { AnalysisOverlay } from "./analysis-overlay";
import { CustomAnalysisDialog } from "./custom-analysis-dialog";
import { DetailsTab } from "./details-tab";
import { EligibilityTab } from "./eligibility-tab";
import { HtmlContentTab } from "./html-content-tab";
import { KeepInResults } from "./keep-in-results";
import { ProcessHeader } from "./process-header";
import { RawDataTab } from "./raw-data-tab";
import { rememberOpportunity } from "./recent-opportunities";
import { RelatedDocumentsTab } from "./related-documents-tab";
import { type OpportunityData, useAnalysis, useModelConfigured } from "./use-analysis";

interface Props {
  url: string;
  loaded: OpportunityData;
  onBack: () => void;
  sanitize: ((html: string, baseUrl?: string) => string) | null;
}

function notesOf(data: OpportunityData): string[] {
  const notes = data.analysisNotes;
  return Array.isArray(notes) ? notes.filter((n): n is string => typeof n === "string" && n.length > 0) : typeof notes === "string" && notes ? [notes] : [];
}

/** A loaded opportunity: header, analysis actions, the progress overlay and the five tabs. */
export function ProcessView({ url, loaded, onBack, sanitize }: Props) {
  const analysis = useAnalysis(url, loaded);
  const [dialog, dialogControl] = useDisclosure(false);
  const [custom, setCustom] = useState<CustomAnalysisOptions>(defaultCustomOptions);
  const data = analysis.data ?? loaded;
  const notes = notesOf(data);
  const grant = readAnalysisGrant(data);
  const source = analysis.enriched ? analysisSource(data) : null;
  const modelConfigured = useModelConfigured();
  // The start form's "Recently processed" list, with what this page shows now (an analysis may change it).
  useEffect(() => rememberOpportunity({ url, title: grant.title, status: grant.status }), [url, grant.title, grant.status]);

  const openCustom = () => {
    // A blank prompt starts from the default template, worded for whether the data was analysed.
    if (!custom.customPrompt.trim()) setCustom((c) => ({ ...c, customPrompt: defaultPromptTemplate(analysis.enriched) }));
    dialogControl.open();
  };
  const submitCustom = () => {
    dialogControl.close();
    void analysis.analyze(custom);
  };

  return (
    <Stack gap="lg">
      <ProcessHeader
        title={grant.title}
        url={grant.url || url}
        status={grant.status}
        enriched={analysis.enriched}
        busy={analysis.analyzing}
        onBack={onBack}
        onReset={analysis.reset}
        onCustom={openCustom}
        onAnalyze={() => void analysis.analyze()}
      />
      {analysis.error && (
        <Alert color="red" title="Error" icon={<IconAlertCircle />} withCloseButton onClose={analysis.clearError}>
          {analysis.error}
        </Alert>
      )}
      {source && (
        <Text size="sm" c="dimmed" data-testid="analysis-source">
          {source}
        </Text>
      )}
      {analysis.enriched && <KeepInResults url={url} loaded={loaded} analysed={data} />}
      {notes.length > 0 && (
        <Alert color="blue" title="Analysis notes" icon={<IconInfoCircle />} data-testid="analysis-notes">
          <List size="sm">
            {notes.map((n) => (
              <List.Item key={n}>{n}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Tabs defaultValue="details" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="details">Details</Tabs.Tab>
          <Tabs.Tab value="related">Related Documents</Tabs.Tab>
          <Tabs.Tab value="eligibility">Eligibility</Tabs.Tab>
          <Tabs.Tab value="raw">Raw Data</Tabs.Tab>
          <Tabs.Tab value="html">HTML Content</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <DetailsTab data={data} analysed={analysis.enriched} />
        </Tabs.Panel>
        <Tabs.Panel value="related" pt="md">
          <RelatedDocumentsTab data={data} analysed={analysis.enriched} />
        </Tabs.Panel>
        <Tabs.Panel value="eligibility" pt="md">
          <EligibilityTab data={data} analysed={analysis.enriched} />
        </Tabs.Panel>
        <Tabs.Panel value="raw" pt="md">
          <RawDataTab data={data} />
        </Tabs.Panel>
        <Tabs.Panel value="html" pt="md">
          <HtmlContentTab data={data} pageUrl={url} sanitize={sanitize} />
        </Tabs.Panel>
      </Tabs>
      <CustomAnalysisDialog
        opened={dialog}
        modelConfigured={modelConfigured}
        options={custom}
        onChange={setCustom}
        onClose={dialogControl.close}
        onSubmit={submitCustom}
      />
      <AnalysisOverlay overlay={analysis.overlay} />
    </Stack>
  );
}
