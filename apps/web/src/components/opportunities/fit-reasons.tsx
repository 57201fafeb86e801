import type { FitReason } from "@grantscout/api/spec";
import { Badge, List, Text, Tooltip } from "@mantine/core";

const colour = (ok: boolean | null) => (ok === true ? "green" : ok === false ? "red" : "gray");

/** The fit badge: red when the programme's eligibility excludes the organisation. */
export function FitBadge({ fit, excluded }: { fit: number | null; excluded: boolean }) {
  if (fit === null)
    return (
      <Text size="xs" c="dimmed">
        Set a profile
      </Text>
    );
  return (
    <Badge color={excluded ? "red" : fit >= 70 ? "green" : fit >= 40 ? "yellow" : "gray"} variant="light" data-testid="fit">
      {fit}
    </Badge>
  );
}

/** One line per rule, each backed by the sentence of the programme's page it rests on. */
export function FitReasons({ reasons, excluded }: { reasons: FitReason[]; excluded: boolean }) {
  if (!reasons.length) return null;
  return (
    <List size="xs" spacing={2} data-testid="fit-reasons">
      {excluded && (
        <List.Item>
          <Text size="xs" c="red" fw={600}>
            Its eligibility excludes your organisation
          </Text>
        </List.Item>
      )}
      {reasons.map((r) => (
        <List.Item key={r.rule}>
          <Tooltip label={r.evidence ? `“${r.evidence.sentence}”` : "No sentence on the page"} multiline w={360} withArrow>
            <Text size="xs" c={colour(r.ok)} span>
              {r.text}
            </Text>
          </Tooltip>
        </List.Item>
      ))}
    </List>
  );
}
