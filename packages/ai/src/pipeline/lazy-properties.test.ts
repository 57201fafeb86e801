import { describe, expect, it } from "vitest";
import { withLazyProperties } from "./lazy-properties.js";

describe("withLazyProperties", () => {
  it("computes each property on every read, per object", () => {
    let reads = 0;
    const make = (text: string) =>
      withLazyProperties(
        { url: `/${text}` },
        {
          text: () => {
            reads++;
            return text;
          },
        },
      );
    const [a, b] = [make("a"), make("b")];
    expect([a.text, b.text, a.text]).toEqual(["a", "b", "a"]);
    expect(reads).toBe(3);
  });

  it("spreads and serialises as plain data: the computed values, not the functions behind them", () => {
    const page = withLazyProperties({ url: "/x" }, { text: () => "body", words: () => 1 });
    expect({ ...page }).toEqual({ url: "/x", text: "body", words: 1 });
    expect(Object.getOwnPropertySymbols({ ...page })).toEqual([]);
    expect(JSON.parse(JSON.stringify(page))).toEqual({ url: "/x", text: "body", words: 1 });
  });
});
