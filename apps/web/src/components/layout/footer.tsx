import { Anchor, Group, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";

export function Footer() {
  return (
    <footer
      style={{ padding: "var(--mantine-spacing-lg)", borderTop: "1px solid var(--mantine-color-default-border)", marginTop: "var(--mantine-spacing-xl)" }}
    >
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          GrantScout — collected data is processed locally in your browser and on your own server; nothing is sent to third parties unless you configure an AI
          provider.
        </Text>
        <Group gap="md">
          <Anchor component={Link} to="/adapter-test" size="sm">
            Data Adapter Test
          </Anchor>
          <Anchor component={Link} to="/modal-test" size="sm">
            Modal Test
          </Anchor>
        </Group>
      </Group>
    </footer>
  );
}
