import { quote, withoutMarkdownLinks } from "../text/sentences.js";

const LABEL_LINE = /^[^.!?]{2,40}:\s/;

/**
 * A row of buttons or menu items read as one line ("Call for Applications How to Apply Past Projects"):
 * no sentence ends in it and its words of more than three letters are all capitalised.
 */
function isMenuRow(p: string): boolean {
  if (/[.!?]/.test(p)) return false;
  const words = p.split(" ").filter((w) => /^\p{L}{4,}/u.test(w));
  return words.length > 0 && words.every((w) => /^\p{Lu}/u.test(w));
}

/**
 * The first real paragraph: long enough to say something, not a label line, menu, heading, photo
 * caption or the value of one of the page's fields (`notProse`: captions and field values), which
 * the card shows under its own name.
 */
export function findSummary(text: string, title: string, notProse: string[] = []): string | null {
  const paragraphs = text.split(/\n\s*\n|\n/).map((p) => p.replace(/\s+/g, " ").trim());
  const fromElsewhere = new Set(notProse.map((p) => p.replace(/\s+/g, " ").trim()));
  const first = paragraphs.find(
    (p) => p.length >= 60 && p.split(" ").length >= 8 && !LABEL_LINE.test(p) && p !== title && !p.includes(" | ") && !fromElsewhere.has(p) && !isMenuRow(p),
  );
  return first ? quote(withoutMarkdownLinks(first), 400) : null;
}
