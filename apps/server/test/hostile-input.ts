import fc from "fast-check";

/**
 * Generators of hostile JSON text, shared by the REST and tRPC fuzz tests: what a careless or
 * malicious client sends. Each yields the text itself, so that it can be spliced into a body at
 * any field (and so that what JSON.stringify would refuse, like a lone surrogate, can be sent).
 */

/** Nested far past the 64-level limit, as arrays or as objects. */
const deepJson = fc
  .record({ levels: fc.integer({ min: 60, max: 20_000 }), kind: fc.constantFrom("array", "object") })
  .map(({ levels, kind }) => (kind === "array" ? "[".repeat(levels) + "]".repeat(levels) : `${'{"a":'.repeat(levels)}null${"}".repeat(levels)}`));

/** Around and far over the 10,000-entry limit. */
const hugeArray = fc.integer({ min: 9_990, max: 300_000 }).map((n) => `[${"0,".repeat(n - 1)}0]`);
const wideObject = fc.integer({ min: 9_990, max: 30_000 }).map((n) => `{${Array.from({ length: n }, (_, i) => `"k${i}":0`).join(",")}}`);

/** Up to past the 5 MB body limit. */
const longString = fc.integer({ min: 10_000, max: 6_000_000 }).map((n) => `"${"a".repeat(n)}"`);

const pollutingJson = fc.constantFrom(
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"__proto__":null}',
  '[{"__proto__":{"polluted":"yes"}}]',
  '{"a":{"__proto__":{"toString":"x","polluted":"yes"}}}',
  '{"prototype":{"polluted":"yes"},"toString":1,"valueOf":{},"hasOwnProperty":"x"}',
);

/** Lone surrogates, NUL, bidi overrides, BOMs, combining marks, astral characters, escaped or raw. */
const oddUnicode = fc.oneof(
  fc.string({ unit: "binary", maxLength: 200 }).map((s) => JSON.stringify(s)),
  // Raw in the JSON text (only what JSON forbids unescaped is left out).
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is removed
  fc.string({ unit: "binary", maxLength: 50 }).map((s) => `"${s.replace(/["\\\u0000-\u001f]/g, "")}"`),
  fc.constantFrom('"\\ud800"', '"\\udfff x"', '"\\u0000"', '"\u202e\u2066evil"', '"\ufeff"', '"e\u0301\u0301\u0301"', '"😀"', '"\\uffff"', '"\u0085\u2028"'),
);

/** Valid JSON of the wrong type or an awkward value. */
const wrongTypes = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.constantFrom("true", "-0", "1e309", "-1e309", "9007199254740993", "[]", "{}", '""', '"1"', "null", "0.1e-400", '"NaN"', '"2147483648"'),
);

/** One hostile JSON value as text; the big ones are rarer, to keep the run short. */
export const hostileJson: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: wrongTypes, weight: 6 },
  { arbitrary: oddUnicode, weight: 4 },
  { arbitrary: pollutingJson, weight: 3 },
  { arbitrary: deepJson, weight: 3 },
  { arbitrary: hugeArray, weight: 1 },
  { arbitrary: wideObject, weight: 1 },
  { arbitrary: longString, weight: 1 },
);

/** A JSON object whose named fields (any of them left out) hold hostile values, as text. */
export function hostileObject(fields: string[], value: fc.Arbitrary<string> = hostileJson): fc.Arbitrary<string> {
  return fc
    .subarray(fields)
    .chain((chosen) => fc.tuple(...chosen.map((key) => value.map((v) => `${JSON.stringify(key)}:${v}`))))
    .map((pairs) => `{${pairs.join(",")}}`);
}

/** Not JSON at all, or cut short. */
const broken = fc.oneof(fc.string(), fc.constantFrom("{", "[1,2", '{"url":', "\u0000", '{"a":1}}', "[".repeat(100_000)));

/** The fields that some procedure reads, so that hostile values reach past the first check. */
export const KNOWN_FIELDS = [
  "url",
  "jobId",
  "siteId",
  "grantUrl",
  "newStatus",
  "prevStatus",
  "feedback",
  "dismissed",
  "opportunity",
  "options",
  "customPrompt",
  "maxDepth",
  "rateLimit",
  "action",
  "value",
  "schedule",
  "paused",
  "webhookUrl",
  "text",
  "since",
  "site",
];

/** A request body: a hostile value, an object of hostile fields, or text that is not JSON. */
export const hostileBody: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: hostileObject(KNOWN_FIELDS), weight: 4 },
  { arbitrary: hostileJson, weight: 3 },
  { arbitrary: broken, weight: 1 },
);

/**
 * An enrich request that gets past the URL check to the analyser with every option off, so that
 * the analyser keeps the opportunity's own values and the server stores and answers them: where
 * a 10,000-level opportunity once overflowed the stack (a 500).
 */
export function hostileEnrichBody(pageUrl: string): fc.Arbitrary<string> {
  const off = '{"enrichFunding":false,"enrichDates":false,"enrichEligibility":false,"analyzeSupportingDocuments":false,"includeContactDetails":false}';
  const opportunity = hostileObject(["relatedDocuments", "eligibility", "fundingAmountLow", "contactInformation", "status", "evidence", "title"]);
  return opportunity.map((o) => `{"url":${JSON.stringify(pageUrl)},"options":${off},"opportunity":${o}}`);
}

/** After the run: no request managed to add a property to every object. */
export function prototypesUntouched(): boolean {
  return (
    !Object.hasOwn(Object.prototype, "polluted") && ({} as Record<string, unknown>).polluted === undefined && Object.prototype.toString.name === "toString"
  );
}
