import { describe, expect, it } from "vitest";
import { FORBIDDEN_KEY, inputProblem, MAX_INPUT_DEPTH, MAX_INPUT_ITEMS, TOO_DEEP, TOO_MANY_ITEMS, UNSTORABLE_TEXT } from "./input-limits.js";

/** A body of `levels` nested objects, the outermost counted as the first level. */
const nested = (levels: number) => JSON.parse(`${'{"a":'.repeat(levels - 1)}{}${"}".repeat(levels - 1)}`);

describe("inputProblem", () => {
  it("takes ordinary input", () => {
    expect(inputProblem({ url: "https://example.org", opportunity: { relatedDocuments: [{ url: "x", title: "é😀" }] } })).toBeNull();
    expect(inputProblem(undefined)).toBeNull();
    expect(inputProblem("text")).toBeNull();
  });

  it(`takes ${MAX_INPUT_DEPTH} levels and refuses one more`, () => {
    expect(inputProblem(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(inputProblem(nested(MAX_INPUT_DEPTH + 1))).toBe(TOO_DEEP);
    expect(TOO_DEEP).toBe("The request body is nested too deeply (over 64 levels).");
  });

  it("refuses 100,000 levels without recursing", () => {
    expect(inputProblem(JSON.parse("[".repeat(100_000) + "]".repeat(100_000)))).toBe(TOO_DEEP);
  });

  it(`takes ${MAX_INPUT_ITEMS} entries in a list or object and refuses one more`, () => {
    expect(inputProblem(new Array(MAX_INPUT_ITEMS).fill(0))).toBeNull();
    expect(inputProblem({ list: new Array(MAX_INPUT_ITEMS + 1).fill(0) })).toBe(TOO_MANY_ITEMS);
    expect(inputProblem(Object.fromEntries(Array.from({ length: MAX_INPUT_ITEMS + 1 }, (_, i) => [`k${i}`, i])))).toBe(TOO_MANY_ITEMS);
  });

  it("refuses a __proto__ key as JSON.parse makes it", () => {
    expect(inputProblem(JSON.parse('{"a":[{"__proto__":{"polluted":1}}]}'))).toBe(FORBIDDEN_KEY);
    expect(inputProblem({ constructor: { prototype: 1 } })).toBeNull();
  });

  it("refuses NUL characters and lone surrogates in keys and values", () => {
    expect(inputProblem({ a: ["x\u0000"] })).toBe(UNSTORABLE_TEXT);
    expect(inputProblem({ "\ud800": 1 })).toBe(UNSTORABLE_TEXT);
  });
});
