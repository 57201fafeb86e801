import { displayScore, type FileIconKey, fileIconKey, type RelatedDoc, relationshipColor, relationshipLabel, sortRelatedDocuments } from "@grantscout/api/spec";
import { Anchor, Badge, Group, ScrollArea, Stack, Text } from "@mantine/core";
import { IconFile, IconFileSpreadsheet, IconFileText, IconFileTypePdf, IconWorld } from "@tabler/icons-react";

const ICONS: Record<FileIconKey, typeof IconFile> = { pdf: IconFileTypePdf, doc: IconFileText, xls: IconFileSpreadsheet, html: IconWorld, file: IconFile };

function FileIcon({ doc }: { doc: Pick<RelatedDoc, "fileType" | "url"> }) {
  const key = fileIconKey(doc.fileType, doc.url);
  const Icon = ICONS[key];
  return <Icon size={16} aria-label={`${key} file`} style={{ flexShrink: 0 }} />;
}

/** Related documents in relationship order with file-type icons; the list scrolls past 300 px. */
export function RelatedDocumentsList({ docs, maxHeight = 300 }: { docs: RelatedDoc[]; maxHeight?: number }) {
  if (!docs.length)
    return (
      <Text size="sm" c="dimmed">
        No related documents.
      </Text>
    );
  return (
    <ScrollArea.Autosize mah={maxHeight} type="auto">
      <Stack gap={6} data-testid="related-documents">
        {sortRelatedDocuments(docs).map((doc) => (
          <Group key={doc.url} gap="xs" wrap="nowrap" align="flex-start" data-testid="related-document">
            <FileIcon doc={doc} />
            <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
              <Group gap={6} wrap="wrap">
                <Anchor href={doc.url} target="_blank" rel="noopener noreferrer" size="sm" style={{ wordBreak: "break-word" }}>
                  {doc.title}
                </Anchor>
                <Badge size="xs" variant="light" color={relationshipColor(doc.relationship)} tt="none">
                  {relationshipLabel(doc.relationship)}
                </Badge>
                {doc.relevanceScore !== null && (
                  <Text size="xs" c="dimmed">
                    {displayScore(doc.relevanceScore)}% match
                  </Text>
                )}
                {doc.placeholder && (
                  <Badge size="xs" color="orange" variant="outline">
                    Test document
                  </Badge>
                )}
              </Group>
              {doc.matchReason && (
                <Text size="xs" c="dimmed">
                  {doc.matchReason}
                </Text>
              )}
            </Stack>
          </Group>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
