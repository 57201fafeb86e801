import { Card, Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";

export function NotFound() {
  return (
    <Center py="xl">
      <Card withBorder shadow="sm" padding="xl" maw={480} w="100%">
        <Stack align="center" gap="sm">
          <ThemeIcon color="red" variant="light" size={56} radius="xl">
            <IconAlertCircle size={32} />
          </ThemeIcon>
          <Title order={2}>404 Page Not Found</Title>
          <Text c="dimmed">Did you forget to add the page to the router?</Text>
        </Stack>
      </Card>
    </Center>
  );
}
