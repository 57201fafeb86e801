import { ANALYSIS_MODELS, type CustomAnalysisOptions, DEFAULT_SYSTEM_PROMPT, MODEL_LABELS } from "@grantscout/api/spec";
import { Button, Checkbox, Group, Modal, Select, Stack, Tabs, Text, Textarea } from "@mantine/core";
import { StepsEditor } from "./steps-editor";

interface Props {
  opened: boolean;
  /** An AI model is configured on the server; without one the local analyser runs and ignores prompts and models. */
  modelConfigured: boolean;
  options: CustomAnalysisOptions;
  onChange: (options: CustomAnalysisOptions) => void;
  onClose: () => void;
  onSubmit: () => void;
}

const MODEL_DATA = ANALYSIS_MODELS.map((value) => ({ value, label: MODEL_LABELS[value] ?? value }));

/** 'Customize Analysis Options': prompt and model, system instructions, and analysis steps. */
export function CustomAnalysisDialog({ opened, modelConfigured, options, onChange, onClose, onSubmit }: Props) {
  const set = <K extends keyof CustomAnalysisOptions>(key: K, value: CustomAnalysisOptions[K]) => onChange({ ...options, [key]: value });
  return (
    <Modal opened={opened} onClose={onClose} title="Customize Analysis Options" size="xl" centered>
      <Tabs defaultValue="prompt">
        <Tabs.List>
          <Tabs.Tab value="prompt">Main Prompt</Tabs.Tab>
          <Tabs.Tab value="system">System Instructions</Tabs.Tab>
          <Tabs.Tab value="steps">Analysis Steps</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="prompt" pt="md">
          <Stack>
            <Textarea
              label="Custom prompt"
              description="What the analysis should look for"
              autosize
              minRows={6}
              maxRows={14}
              value={options.customPrompt}
              onChange={(e) => set("customPrompt", e.currentTarget.value)}
            />
            <Textarea
              label="Related documents prompt (optional)"
              description="Extra instructions for analysing the related documents"
              autosize
              minRows={2}
              value={options.customRelatedDocsPrompt}
              onChange={(e) => set("customRelatedDocsPrompt", e.currentTarget.value)}
            />
            {modelConfigured ? (
              <Select label="Model" data={MODEL_DATA} value={options.model} onChange={(v) => v && set("model", v)} allowDeselect={false} />
            ) : (
              <Text size="sm" c="dimmed" data-testid="no-model-note">
                No AI model is configured on this server, so the built-in local analyser runs: it reads the page and its documents but does not follow a
                free-text prompt. Set OPENAI_API_KEY on the server to choose a model.
              </Text>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="system" pt="md">
          <Stack>
            <Checkbox
              label="Use custom system prompt"
              checked={options.useCustomSystemPrompt}
              onChange={(e) => set("useCustomSystemPrompt", e.currentTarget.checked)}
            />
            <Textarea
              label="System prompt"
              autosize
              minRows={5}
              disabled={!options.useCustomSystemPrompt}
              value={options.customSystemPrompt}
              onChange={(e) => set("customSystemPrompt", e.currentTarget.value)}
            />
            <Group>
              <Button variant="subtle" size="xs" disabled={!options.useCustomSystemPrompt} onClick={() => set("customSystemPrompt", DEFAULT_SYSTEM_PROMPT)}>
                Restore default
              </Button>
            </Group>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="steps" pt="md">
          <Stack>
            <Checkbox label="Use custom analysis steps" checked={options.useCustomSteps} onChange={(e) => set("useCustomSteps", e.currentTarget.checked)} />
            <Text size="xs" c="dimmed">
              The steps shown while the analysis runs. Empty steps are dropped.
            </Text>
            <StepsEditor steps={options.customSteps} enabled={options.useCustomSteps} onChange={(steps) => set("customSteps", steps)} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={onSubmit}>Analyze with Custom Options</Button>
      </Group>
    </Modal>
  );
}
