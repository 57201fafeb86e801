import { Anchor, Button, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconWand } from "@tabler/icons-react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { StatusBadge } from "../opportunity/status-badge";
import { useRecentOpportunities } from "./recent-opportunities";

/** What was typed as a full http(s) address: a bare "funder.org/grants/x" gets https://; null when it is not one. */
export function opportunityUrl(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".") ? url.href : null;
  } catch {
    return null;
  }
}

const hostOf = (url: string) => new URL(url).host;

/** Under the "No opportunity URL provided" message: a page address to start from, and the last ones opened here. */
export function ProcessStartForm() {
  const navigate = useNavigate();
  const recent = useRecentOpportunities();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const url = opportunityUrl(value);
    if (!url) {
      setError("Enter the opportunity page's web address, for example https://funder.org/grants/arts");
      return;
    }
    void navigate({ to: "/process-opportunity", search: { url } });
  };
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <form onSubmit={submit}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Opportunity URL"
              description="The page of one grant programme or call; it is read now, or the crawl's record is used if a crawl found it."
              placeholder="https://funder.org/grants/arts"
              value={value}
              onChange={(e) => {
                setValue(e.currentTarget.value);
                setError(null);
              }}
              error={error}
              style={{ flex: 1 }}
            />
            <Button type="submit" leftSection={<IconWand size={16} />}>
              Process
            </Button>
          </Group>
        </form>
        {recent.list.length > 0 && (
          <Stack gap={6} data-testid="recent-opportunities">
            <Group justify="space-between">
              <Title order={5}>Recently processed</Title>
              <Button size="compact-xs" variant="subtle" color="gray" onClick={recent.clear}>
                Clear
              </Button>
            </Group>
            {recent.list.map((r) => (
              <Group key={r.url} gap="sm" wrap="nowrap" data-testid="recent-opportunity">
                <StatusBadge status={r.status} size="sm" />
                <Anchor renderRoot={(props) => <Link {...props} to="/process-opportunity" search={{ url: r.url }} />} lineClamp={1}>
                  {r.title || r.url}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                  {hostOf(r.url)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
