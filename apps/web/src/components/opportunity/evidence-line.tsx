import type { Evidence } from "@grantscout/api/spec";
import { Anchor, Text } from "@mantine/core";
import { IconQuote } from "@tabler/icons-react";

/** The sentence a value was read from, with a link to its page, so a person can check it. */
export function EvidenceLine({ evidence, label }: { evidence: Evidence | null; label: string }) {
  if (!evidence) return null;
  return (
    <Text size="xs" c="dimmed" fs="italic" data-testid={`evidence-${label}`}>
      <IconQuote size={12} style={{ verticalAlign: "middle", marginRight: 4 }} />“{evidence.sentence}”
      {evidence.url && (
        <>
          {" "}
          <Anchor href={evidence.url} target="_blank" rel="noopener noreferrer" size="xs">
            source
          </Anchor>
        </>
      )}
    </Text>
  );
}
