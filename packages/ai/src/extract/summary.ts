import { quote, withoutMarkdownLinks } from "../text/sentences.js";

const LABEL_LINE = /^[^.!?]{2,40}:\s/;

/** The first real paragraph: long enough to say something, not a label line, menu, heading or photo caption. */
export function findSummary(text: string, title: string, captions: string[] = []): string | null {
  const paragraphs = text.split(/\n\s*\n|\n/).map((p) => p.replace(/\s+/g, " ").trim());
  const caption = new Set(captions);
  const first = paragraphs.find(
    (p) => p.length >= 60 && p.split(" ").length >= 8 && !LABEL_LINE.test(p) && p !== title && !p.includes(" | ") && !caption.has(p),
  );
  return first ? quote(withoutMarkdownLinks(first), 400) : null;
}
