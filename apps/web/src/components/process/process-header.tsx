import { analysisStatusColor } from "@grantscout/api/spec";
import { Anchor, Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconAdjustments, IconArrowLeft, IconExternalLink, IconRefresh, IconRotate, IconSparkles } from "@tabler/icons-react";

interface Props {
  title: string;
  url: string;
  status: string;
  enriched: boolean;
  busy: boolean;
  onBack: () => void;
  onReset: () => void;
  onCustom: () => void;
  onAnalyze: () => void;
}

export function ProcessHeader({ title, url, status, enriched, busy, onBack, onReset, onCustom, onAnalyze }: Props) {
  return (
    <Stack gap="sm">
      <Group>
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack} px={0}>
          Back
        </Button>
      </Group>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4} style={{ flex: 1, minWidth: 280 }}>
          <Group gap="sm" wrap="wrap">
            <Title order={2}>{title || "Untitled Opportunity"}</Title>
            <Badge color={analysisStatusColor(status)} size="lg" data-testid="opportunity-status">
              {status}
            </Badge>
          </Group>
          <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm" style={{ wordBreak: "break-all" }}>
            <Group gap={4} wrap="nowrap" component="span">
              <Text span inherit>
                {url}
              </Text>
              <IconExternalLink size={14} />
            </Group>
          </Anchor>
        </Stack>
        <Group gap="xs">
          {enriched && (
            <Button variant="default" leftSection={<IconRotate size={16} />} onClick={onReset} disabled={busy}>
              Reset
            </Button>
          )}
          <Button variant="light" leftSection={<IconAdjustments size={16} />} onClick={onCustom} disabled={busy}>
            Custom Analysis
          </Button>
          <Button leftSection={enriched ? <IconRefresh size={16} /> : <IconSparkles size={16} />} onClick={onAnalyze} loading={busy}>
            {enriched ? "Reprocess Data" : "Analyze & Extract Details"}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
