import { describe, expect, it } from "vitest";
import { formatCurrency, formatFundingRange } from "./format-currency.js";

describe("formatCurrency", () => {
  it("en-US, no decimals, known symbols", () => {
    expect(formatCurrency(15000)).toBe("$15,000");
    expect(formatCurrency(1234.56, "usd")).toBe("$1,235");
    expect(formatCurrency(5000, "EUR")).toBe("€5,000");
    expect(formatCurrency(5000, "gbp")).toBe("£5,000");
    expect(formatCurrency(5000, "JPY")).toBe("¥5,000");
  });
  it("other currencies get no symbol", () => {
    expect(formatCurrency(5000, "CAD")).toBe("5,000");
  });
  it("N/A when empty", () => {
    expect(formatCurrency(null)).toBe("N/A");
    expect(formatCurrency(undefined)).toBe("N/A");
    expect(formatCurrency("  ")).toBe("N/A");
  });
  it("numeric strings are read; other text is shown as it is", () => {
    expect(formatCurrency("$2,500")).toBe("$2,500");
    expect(formatCurrency("varies")).toBe("varies");
  });
  it("ranges", () => {
    expect(formatFundingRange(1000, 5000, "USD")).toBe("$1,000 – $5,000");
    expect(formatFundingRange(null, 5000, "USD")).toBe("Up to $5,000");
    expect(formatFundingRange(1000, null, "USD")).toBe("From $1,000");
    expect(formatFundingRange(null, null, "USD")).toBe("N/A");
  });
});
