import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconArrowRight, IconFileSearch } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import classes from "./home.module.css";

/** Below the tabs: points to the single-opportunity analysis tool. */
export function ProcessPromo() {
  return (
    <Paper p="lg" radius="md" className={classes.promo} data-testid="process-promo">
      <Group justify="space-between" wrap="wrap" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: "1 1 320px" }}>
          <ThemeIcon size={44} radius="md" variant="light">
            <IconFileSearch size={24} />
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={4}>Analyse a single opportunity…</Title>
            <Text size="sm" c="dimmed">
              Already have a grant page? Process Opportunity structures its funding, dates, eligibility, geography, funder and related documents with AI.
            </Text>
          </Stack>
        </Group>
        <Button component={Link} to="/process-opportunity" variant="light" rightSection={<IconArrowRight size={16} />}>
          Open Process Opportunity
        </Button>
      </Group>
    </Paper>
  );
}
