/** Lines and sentences of page text: the unit a piece of evidence quotes. */

const ABBREVIATIONS = /\b(?:e\.g|i\.e|etc|Inc|Ltd|Co|No|St|Dr|Mr|Mrs|Ms|approx|vs|U\.S|U\.K|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.$|\b[ap]\.m\.$/i;

/** Splits one line into sentences; keeps amounts like "$1.5 million" and "U.S." whole. */
function splitLine(line: string): string[] {
  const parts = line.split(/(?<=[.!?])\s+(?=["“(*_]*[A-Z0-9$€£])/);
  const out: string[] = [];
  for (const part of parts) {
    const prev = out.at(-1);
    if (prev !== undefined && ABBREVIATIONS.test(prev)) out[out.length - 1] = `${prev} ${part}`;
    else out.push(part);
  }
  return out;
}

export function sentences(text: string): string[] {
  return text
    .split(/\n+/)
    .map((l) => l.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .flatMap(splitLine)
    .map((s) => s.trim())
    .filter((s) => s.length > 1);
}

/** Evidence sentences are quoted, not whole paragraphs: long ones are cut at a word boundary. */
export function quote(sentence: string, max = 300): string {
  if (sentence.length <= max) return sentence;
  return `${sentence.slice(0, max).replace(/\s+\S*$/, "")}…`;
}

export const normalise = (s: string): string => s.replace(/\s+/g, " ").trim();

/**
 * "[text](https://…)" as "text": Markdown a site's generator left unrendered (a Markdown link
 * inside an HTML block) shows on the page as written, and a field shown to a person reads better
 * without the syntax. Only inline links to a URL or a path are rewritten; other brackets stay.
 */
export function withoutMarkdownLinks(text: string): string {
  return text.replace(/\[([^\]\n]+)\]\((?:https?:\/\/|\/|\.\.?\/)[^)\s]*\)/g, "$1");
}
