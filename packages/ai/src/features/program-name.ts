/** Words that do not tell one programme from another on the same site. */
const GENERIC = new Set(
  (
    "the a an and of for in on to our your with grant grants fund funds funding program programme programs programmes " +
    "award awards call calls proposals applications application open round scheme initiative foundation trust " +
    "community new annual 2024 2025 2026 2027 2028 apply now details overview"
  ).split(" "),
);

/** The distinctive words of a programme's name: "Arts Access Grant 2027" → ["arts", "access"]. */
export function programNameTokens(title: string): string[] {
  const name = title.split(/\s+[|–—-]\s+/)[0] ?? title;
  return [...new Set(name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].filter((w) => w.length > 2 && !GENERIC.has(w));
}

/** The words of a text, lower-cased, as sharedName compares them. */
export function nameWords(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
}

/** The programme's distinctive words when all of them (at least one) appear in the text (or its nameWords), else null. */
export function sharedName(tokens: string[], text: string | Set<string>): string | null {
  if (!tokens.length) return null;
  const words = typeof text === "string" ? nameWords(text) : text;
  return tokens.every((t) => words.has(t)) ? tokens.join(" ") : null;
}
