import { readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { PackedTexts } from "./packed-texts.js";

const page = (n: number) => `Page ${n}\n${"Applications are due on 1 March. ".repeat(50 + n)}`;

describe("PackedTexts", () => {
  it("reads back every text, those past its memory budget from its file", () => {
    const texts = new PackedTexts(2000);
    // A lone surrogate, which UTF-8 would not carry, and an empty text among them.
    const written = [...Array.from({ length: 40 }, (_, n) => page(n)), "A broken \uD800 character", ""];
    const readers = written.map((t) => texts.pack(t));
    expect(readers.map((read) => read())).toEqual(written);
    // Read again in reverse, past the texts remembered last.
    expect(readers.toReversed().map((read) => read())).toEqual(written.toReversed());
  });

  it("leaves no file behind in the temporary folder", () => {
    const before = readdirSync(tmpdir()).filter((f) => f.startsWith("grantscout-texts-")).length;
    const texts = new PackedTexts(0);
    expect(texts.pack(page(1))()).toBe(page(1));
    expect(readdirSync(tmpdir()).filter((f) => f.startsWith("grantscout-texts-")).length).toBe(before);
  });
});
