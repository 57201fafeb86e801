import { DEFAULT_ANALYSIS_STEPS, stepProgress, stepsFinished } from "@grantscout/api/spec";
import { Group, Loader, Overlay, Paper, Progress, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck, IconPoint } from "@tabler/icons-react";
import type { ReactNode } from "react";
import type { Overlay as OverlayState } from "./use-analysis";

/**
 * Full-screen progress while an analysis runs: every step is listed from the start, each ticked when
 * the server reports its part of the work finished (with what it found), the one under way turning.
 */
export function AnalysisOverlay({ overlay }: { overlay: OverlayState | null }) {
  if (!overlay) return null;
  const { steps, reports } = overlay;
  const finished = stepsFinished(reports.at(-1)?.done ?? 0, steps.length);
  const progress = stepProgress(finished, steps.length);
  // What each part found pairs with a step when there is one step per part (the default steps' count).
  const oneToOne = steps.length === DEFAULT_ANALYSIS_STEPS.length;
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
          {steps.map((step, i) => (
            <Step
              key={`${step}-${i}`}
              label={step}
              state={i < finished ? "done" : i === finished ? "running" : "pending"}
              detail={oneToOne && i < finished ? reports[i]?.detail : undefined}
            />
          ))}
        </Stack>
      </Paper>
    </Overlay>
  );
}

type StepState = "done" | "running" | "pending";
const STEP_ICONS: Record<StepState, ReactNode> = { done: <IconCheck size={12} />, running: <Loader size={10} />, pending: <IconPoint size={12} /> };
const STEP_WORDS: Record<StepState, string> = { done: "done", running: "in progress", pending: "waiting" };

function Step({ label, state, detail }: { label: string; state: StepState; detail?: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="analysis-step" data-state={state}>
      <ThemeIcon
        size="sm"
        radius="xl"
        variant="light"
        color={state === "done" ? "green" : state === "running" ? "blue" : "gray"}
        aria-label={STEP_WORDS[state]}
      >
        {STEP_ICONS[state]}
      </ThemeIcon>
      <div>
        <Text size="sm" fw={state === "running" ? 600 : 400} c={state === "pending" ? "dimmed" : undefined}>
          {label}
        </Text>
        {detail && (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        )}
      </div>
    </Group>
  );
}
