import { stepProgress } from "@grantscout/api/spec";
import { Group, Overlay, Paper, Progress, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck, IconLoader2 } from "@tabler/icons-react";
import type { Overlay as OverlayState } from "./use-analysis";

/** Full-screen progress while an analysis runs: the steps shown so far and their share. */
export function AnalysisOverlay({ overlay }: { overlay: OverlayState | null }) {
  if (!overlay) return null;
  const progress = stepProgress(overlay.shown, overlay.steps.length);
  return (
    <Overlay fixed blur={3} backgroundOpacity={0.45} zIndex={300} center>
      <Paper p="xl" radius="md" shadow="xl" w={460} maw="92vw" role="dialog" aria-label="Analyzing Opportunity">
        <Title order={3} mb="xs">
          Analyzing Opportunity
        </Title>
        <Progress value={progress} animated mb={4} aria-label="Analysis progress" />
        <Text size="xs" c="dimmed" mb="md" data-testid="analysis-progress">
          {progress}%
        </Text>
        <Stack gap={6}>
          {overlay.steps.slice(0, overlay.shown).map((step, i) => {
            const current = i === overlay.shown - 1;
            return (
              <Group key={`${step}-${i}`} gap="xs" wrap="nowrap" data-testid="analysis-step">
                <ThemeIcon size="sm" radius="xl" variant="light" color={current ? "blue" : "green"}>
                  {current ? <IconLoader2 size={12} /> : <IconCheck size={12} />}
                </ThemeIcon>
                <Text size="sm" fw={current ? 600 : 400}>
                  {step}
                </Text>
              </Group>
            );
          })}
        </Stack>
      </Paper>
    </Overlay>
  );
}
