import { parse } from "csv-parse/sync";

/** One row of an import, as written (validated by the import itself). */
export interface ImportRow {
  /** The line in the pasted text or file, so a person can find it. */
  line: number;
  url: string;
  name: string | null;
  schedule: string | null;
}

/**
 * "Import sites": one URL per line, or a CSV whose header names a `url` column (`name` and
 * `schedule` optional). Blank lines and lines starting with # are skipped.
 */
export function importRows(text: string): ImportRow[] {
  const lines = text.split(/\r?\n/);
  const first = lines.find((l) => l.trim() && !l.trim().startsWith("#")) ?? "";
  const header = first.includes(",") ? first.split(",").map((h) => h.trim().toLowerCase()) : [];
  if (!header.includes("url"))
    return lines.flatMap((raw, i) => {
      const url = raw.trim();
      return url && !url.startsWith("#") ? [{ line: i + 1, url, name: null, schedule: null }] : [];
    });
  const records = parse(text, {
    columns: (h: string[]) => h.map((c) => c.trim().toLowerCase()),
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    bom: true,
    info: true,
    comment: "#",
  }) as Array<{
    record: Record<string, string | undefined>;
    info: { lines: number };
  }>;
  return records.map(({ record, info }) => ({ line: info.lines, url: record.url ?? "", name: record.name || null, schedule: record.schedule || null }));
}
