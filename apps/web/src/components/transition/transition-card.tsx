import { ROLLOUT, type TransitionControl, type TransitionStatus } from "@grantscout/api/spec";
import { Badge, Button, Card, Divider, Group, SimpleGrid, Slider, Stack, Switch, Text, Title } from "@mantine/core";
import { IconHeartbeat, IconRefresh } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { ModelPanel } from "./model-panel";
import { TransitionHistory } from "./transition-history";

interface Props {
  status: TransitionStatus;
  act: (input: TransitionControl) => void;
  pendingAction: string | undefined;
  refreshing: boolean;
  onRefresh: () => void;
}

/** The transition manager: both models, the switch, the rollout slider, auto-rollback and history. */
export function TransitionCard({ status, act, pendingAction, refreshing, onRefresh }: Props) {
  const { state, models } = status;
  // The switch moves instantly; the server's answer then confirms or corrects it.
  const [useNew, setUseNew] = useState(state.useNewModel);
  const [rollout, setRollout] = useState(state.rolloutPercentage);
  useEffect(() => setUseNew(state.useNewModel), [state.useNewModel]);
  useEffect(() => setRollout(state.rolloutPercentage), [state.rolloutPercentage]);

  const toggle = (checked: boolean) => {
    setUseNew(checked);
    act({ action: checked ? "enable" : "disable" });
  };

  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={4}>Transition Manager</Title>
        <Group gap="xs">
          <Button variant="default" size="xs" leftSection={<IconRefresh size={14} />} onClick={onRefresh} loading={refreshing}>
            Refresh
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconHeartbeat size={14} />}
            onClick={() => act({ action: "check-health" })}
            loading={pendingAction === "check-health"}
          >
            Check Health
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} mb="md">
        <ModelPanel label="Legacy Model" model={models?.legacy} active={!useNew} />
        <ModelPanel label="New Model" model={models?.new} active={useNew} />
      </SimpleGrid>
      <Stack gap="lg">
        <Switch
          checked={useNew}
          onChange={(e) => toggle(e.currentTarget.checked)}
          label={useNew ? "New model enabled" : "Legacy model active"}
          description="Send embedding requests to the new model (subject to the rollout percentage)"
          size="md"
        />
        <div>
          <Group justify="space-between" mb={4}>
            <Text fw={500} id="rollout-label">
              Rollout percentage
            </Text>
            <Badge variant="light" data-testid="rollout-value">
              {rollout}%
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" mb="sm">
            Share of embedding requests routed to the new model while it is enabled.
          </Text>
          <Slider
            aria-labelledby="rollout-label"
            thumbLabel="Rollout percentage"
            min={ROLLOUT.min}
            max={ROLLOUT.max}
            step={ROLLOUT.step}
            value={rollout}
            onChange={setRollout}
            onChangeEnd={(value) => act({ action: "rollout", value })}
            marks={[0, 25, 50, 75, 100].map((v) => ({ value: v, label: `${v}%` }))}
            mb="lg"
          />
        </div>
        <Group gap="xs">
          <Text fw={500}>Auto-rollback:</Text>
          <Badge color={state.autoRollback ? "green" : "gray"} data-testid="auto-rollback">
            {state.autoRollback ? "Enabled" : "Disabled"}
          </Badge>
          <Text size="xs" c="dimmed">
            Falls back to the legacy model when a health check finds the new model unhealthy.
          </Text>
        </Group>
        <Divider />
        <div>
          <Text fw={500} mb="xs">
            History
          </Text>
          <TransitionHistory history={state.history} />
        </div>
      </Stack>
    </Card>
  );
}
