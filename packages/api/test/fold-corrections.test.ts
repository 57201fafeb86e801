import type { SiteLabels } from "@grantscout/ai";
import { describe, expect, it } from "vitest";
import { corpusSiteOf, correctionArgs, foldCorrections } from "../quality/fold-corrections.js";

const labels: SiteLabels = {
  opportunities: [
    { path: "/grants/arts/", status: "open", due_date: null, fundingAmountLow: null, fundingAmountHigh: 5000, related: ["/grants/arts/faq"] },
    { path: "/grants/old", status: "closed", due_date: null, fundingAmountLow: null, fundingAmountHigh: null, related: [] },
  ],
  nonOpportunities: ["/news"],
  acceptableExtra: ["/news/call-2026"],
};
const at = (path: string, label: "opportunity" | "not_opportunity" | "open" | "closed" | "unknown") => ({
  site: "example.org",
  url: `https://example.org${path}`,
  label,
});

describe("folding people's corrections into a corpus site's labels", () => {
  it("adds marked pages as opportunities and takes dismissed ones off; the latest decision per page wins", () => {
    const folded = foldCorrections(
      labels,
      // Newest first.
      [
        at("/support/", "opportunity"),
        at("/support", "open"),
        at("/grants/old", "not_opportunity"),
        at("/news/call-2026", "opportunity"),
        at("/grants/old", "opportunity"),
      ],
      ["/", "/support", "/grants/old"],
    );
    expect(folded.positives).toBe(2);
    expect(folded.negatives).toBe(1);
    expect(folded.labels.opportunities.map((o) => o.path)).toEqual(["/grants/arts/", "/support", "/news/call-2026"]);
    expect(folded.labels.opportunities[1]).toMatchObject({
      status: "open",
      statusBasis: "explicit",
      related: [],
      relatedOptional: ["/", "/support", "/grants/old"],
    });
    expect(folded.labels.opportunities[2]).toMatchObject({ status: "unknown", statusBasis: "none" });
    expect(folded.labels.acceptableExtra).toEqual([]);
    expect(folded.labels.nonOpportunities).toEqual(["/news", "/grants/old"]);
    // The labels passed in are left as they were.
    expect(labels.opportunities).toHaveLength(2);
  });

  it("changes nothing for a page already labelled the same way", () => {
    const folded = foldCorrections(labels, [at("/grants/arts", "opportunity"), at("/about", "not_opportunity")], []);
    expect(folded).toMatchObject({ positives: 0, negatives: 0 });
    expect(folded.labels.opportunities).toEqual(labels.opportunities);
  });
});

describe("which corpus site a correction is about", () => {
  const names = new Set(["numfocus", "ach"]);
  it("is the host named on the command line, NAME.corpus.test, or the host's first label", () => {
    expect(corpusSiteOf("numfocus.org", names, new Map())).toBe("numfocus");
    expect(corpusSiteOf("ach.corpus.test", names, new Map())).toBe("ach");
    expect(corpusSiteOf("127.0.0.1:4100", names, new Map([["127.0.0.1", "ach"]]))).toBe("ach");
    expect(corpusSiteOf("elsewhere.example", names, new Map())).toBeNull();
  });
  it("reads --corrections FILE and --site host=name", () => {
    expect(correctionArgs(["--", "--corrections", "c.json", "--site", "Fund.org=ach"])).toEqual({ file: "c.json", map: new Map([["fund.org", "ach"]]) });
    expect(correctionArgs([]).file).toBeNull();
  });
});
