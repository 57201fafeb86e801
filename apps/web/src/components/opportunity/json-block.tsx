import { Button, Code, CopyButton, Group, ScrollArea } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";

/** Pretty JSON in a scroll area with a Copy button. */
export function JsonBlock({ value, height = 300, testId }: { value: unknown; height?: number; testId?: string }) {
  const text = JSON.stringify(value, null, 2);
  return (
    <div>
      <Group justify="flex-end" mb={4}>
        <CopyButton value={text} timeout={2000}>
          {({ copied, copy }) => (
            <Button size="compact-xs" variant="subtle" leftSection={copied ? <IconCheck size={12} /> : <IconCopy size={12} />} onClick={copy}>
              {copied ? "Copied!" : "Copy"}
            </Button>
          )}
        </CopyButton>
      </Group>
      <ScrollArea.Autosize mah={height} type="auto">
        <Code block data-testid={testId} style={{ whiteSpace: "pre", fontSize: 12 }}>
          {text}
        </Code>
      </ScrollArea.Autosize>
    </div>
  );
}
