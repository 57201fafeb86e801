import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The folders run one way: features/, extract/ and text/ (page features and language knowledge) → model/ (learn, apply) → pipeline/ (prepare, score, extract, relate).

const SRC = import.meta.dirname;
// Tests are left out: a model's test may build its input with the pipeline.
const files = readdirSync(SRC, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));

/** The package's files each file imports, as paths under src/ ("model/apply.ts"). */
const imports = new Map(
  files.map((f) => {
    const specifiers = [...readFileSync(join(SRC, f), "utf8").matchAll(/(?:from|import)\s*\(?\s*"(\.\.?\/[^"]+)"/g)].map((m) => m[1]!);
    return [f, specifiers.map((s) => relative(SRC, resolve(SRC, dirname(f), s)).replace(/\.js$/, ".ts"))];
  }),
);

/** Every file a folder's files lead to, directly or through others: a dependency through extract/ or text/ counts too. */
function reached(folder: string): string[] {
  const seen = new Set<string>();
  const visit = (f: string) => {
    for (const next of imports.get(f) ?? [])
      if (!seen.has(next)) {
        seen.add(next);
        visit(next);
      }
  };
  for (const f of files) if (f.startsWith(`${folder}/`)) visit(f);
  return [...seen];
}
const inside = (paths: string[], folders: string[]) => paths.filter((p) => folders.some((d) => p.startsWith(`${d}/`)));

describe("the package's layers", () => {
  it("reads its own files", () => {
    expect(inside(files, ["features"]).length).toBeGreaterThan(10);
    expect(imports.get("model/apply.ts")).toContain("features/prepared-site.ts");
  });

  it("features and language knowledge lead to no model, pipeline or provider", () => {
    for (const folder of ["features", "extract", "text"]) expect(inside(reached(folder), ["model", "pipeline", "providers"])).toEqual([]);
  });

  it("models lead to no pipeline or provider", () => {
    expect(inside(reached("model"), ["pipeline", "providers"])).toEqual([]);
  });
});
