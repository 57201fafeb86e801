import { canRemoveStep } from "@grantscout/api/spec";
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";

interface Props {
  steps: string[];
  enabled: boolean;
  onChange: (steps: string[]) => void;
}

/** The editable list of custom analysis steps. */
export function StepsEditor({ steps, enabled, onChange }: Props) {
  const removable = canRemoveStep(enabled, steps.length);
  return (
    <Stack gap="xs">
      {steps.map((step, i) => (
        <Group key={i} gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" w={20}>
            {i + 1}.
          </Text>
          <TextInput
            style={{ flex: 1 }}
            value={step}
            disabled={!enabled}
            aria-label={`Step ${i + 1}`}
            onChange={(e) => onChange(steps.map((s, j) => (j === i ? e.currentTarget.value : s)))}
          />
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            disabled={!removable}
            onClick={() => onChange(steps.filter((_, j) => j !== i))}
          >
            Remove
          </Button>
        </Group>
      ))}
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} disabled={!enabled} onClick={() => onChange([...steps, ""])}>
          Add Step
        </Button>
      </Group>
    </Stack>
  );
}
