import { describe, expect, it } from "vitest";
import { pageInput } from "../../fixtures/page-input.js";
import { findAmounts } from "../extract/funding-amount.js";
import { findSummary } from "../extract/summary.js";
import { amountColumns, pageStructure } from "./page-structure.js";

const html = `<html><body><h1>Travel grants</h1>
<p>There are several sizes of travel grant. Data grants are expected not to exceed 40€.</p>
<table><thead><tr><th>Grant size</th><th>Likely used for</th></tr></thead>
<tbody><tr><td>150 €</td><td>Applicants from nearby countries</td></tr><tr><td>600 €</td><td>Applicants from the region</td></tr>
<tr><td>1,100 €</td><td>Applicants from other continents</td></tr></tbody></table></body></html>`;

describe("a table of award sizes", () => {
  it("reads the column its header names as the sizes of the tiers", () => {
    expect(
      amountColumns(
        ["Grant size", "Likely used for"],
        [
          ["150 €", "x"],
          ["600 €", "y"],
        ],
      ),
    ).toEqual([{ label: "Grant size", value: "150 €; 600 €" }]);
    expect(
      amountColumns(
        ["Name", "Country"],
        [
          ["a", "b"],
          ["c", "d"],
        ],
      ),
    ).toEqual([]);
    expect(amountColumns(["Amount"], [["$5"]])).toEqual([]); // one row is not a set of tiers
    const bounds = amountColumns(
      ["Region", "Minimum Award Amount", "Maximum Award Amount"],
      [
        ["North", "$25,000", "$75,000"],
        ["South", "$25,000", "$75,000"],
      ],
    );
    const read = findAmounts({ sentences: [], fields: bounds });
    expect([read.low, read.high]).toEqual([25_000, 75_000]);
  });
  it("spans the tiers, over a smaller cap stated in prose for another kind of grant", () => {
    const page = pageInput({
      url: "https://f.org/travel",
      title: "Travel grants",
      text: "",
      html,
    });
    const structure = pageStructure(page);
    const amounts = findAmounts({ sentences: ["Data grants are expected not to exceed 40€."], fields: structure.fields });
    expect([amounts.low, amounts.high, amounts.currency]).toEqual([150, 1100, "EUR"]);
  });
});

const page = (body: string, head = "") =>
  pageInput({
    url: "https://funder.example/grants/arts",
    title: "Arts grants",
    text: "",
    html: `<html><head>${head}</head><body>${body}</body></html>`,
  });

describe("the structure of a page", () => {
  const structure = pageStructure(
    page(
      `<header><a href="/">Home</a><nav><a href="/grants">Grants</a></nav></header>
       <div role="navigation"><a href="/about">About</a></div>
       <main><h1>Arts grants</h1><h2>Who can apply</h2>
         <p><strong>Deadline</strong>: 1 March 2027</p><p>Plain text, not a label.</p>
         <dl><dt>Award</dt><dd>Up to $5,000</dd></dl>
         <table><tr><td>Region</td><td>Anywhere</td></tr></table>
         <a href="/grants/arts/faq">FAQ</a><a href="mailto:grants@funder.example">Email us</a><a href="/grants/arts/faq">FAQ again</a>
       </main>
       <footer><a href="/privacy">Privacy</a> © 2026 Example Arts Foundation. All rights reserved.</footer>`,
      `<meta property="og:site_name" content="Example Arts Foundation">`,
    ),
  );

  it("keeps the links of the content, once each, and leaves out the chrome's and mail links", () => {
    expect(structure.contentLinks).toEqual([{ url: "https://funder.example/grants/arts/faq", text: "FAQ" }]);
  });

  it("names a link by the first of its anchors that has words: a card links its image, then its headline", () => {
    const card = pageStructure(page(`<main><a href="/news/call"><img src="x.png"></a><p><a href="/news/call">Applications open through 3/12</a></p></main>`));
    expect(card.contentLinks).toEqual([{ url: "https://funder.example/news/call", text: "Applications open through 3/12" }]);
  });

  it("reads labelled values, headings, the site name and the copyright holder", () => {
    expect(structure.fields).toEqual([
      { label: "Award", value: "Up to $5,000" },
      { label: "Region", value: "Anywhere" },
      { label: "Deadline", value: "1 March 2027" },
    ]);
    expect(structure.h1).toBe("Arts grants");
    const marked = pageStructure(
      page(
        `<h1>Introduction<a class="anchor" href="#introduction">🔗</a></h1><h2>Eligibility<a href="#eligibility">¶</a></h2><h2>Dates <a href="#dates">#</a></h2><h2>Grants for C#</h2>`,
      ),
    );
    expect([marked.h1, ...marked.headings]).toEqual(["Introduction", "Introduction", "Eligibility", "Dates", "Grants for C#"]);
    const post = {
      ...page(`<h1><a href="..">Announcements</a></h1><h2>PLMW 2026: Funding Call</h2><p>Apply by June 30.</p>`),
      url: "https://example.org/announce/2026-05-29-plmw/",
    };
    expect(pageStructure(post).h1).toBeNull();
    const linked = { ...page(`<h1><a href="/grants/arts/">Arts grants</a></h1>`), url: "https://example.org/news/arts-grants-open/" };
    expect(pageStructure(linked).h1).toBe("Arts grants");
    expect(structure.headings).toEqual(["Arts grants", "Who can apply"]);
    expect(structure.siteName).toBe("Example Arts Foundation");
    expect(structure.copyrightHolder).toBe("Example Arts Foundation");
    expect(structure.isArticle).toBe(false);
  });

  it("reads a list item written 'Label: value' as a labelled value", () => {
    const list = { ...page("<ul><li>Submission deadline: March 9, 2018</li></ul>"), text: "- Travel grant application deadline: March 27, 2018" };
    expect(pageStructure(list).fields).toContainEqual({ label: "Travel grant application deadline", value: "March 27, 2018" });
  });

  it("tells a dated post by its byline, a time in an article or og:type", () => {
    expect(pageStructure(page(`<p class="meta byline">By the team</p>`)).isArticle).toBe(true);
    expect(pageStructure(page(`<article><time>1 May</time><p>News</p></article>`)).isArticle).toBe(true);
    expect(pageStructure(page(`<time>1 May</time>`)).isArticle).toBe(false);
    expect(pageStructure(page(`<p>x</p>`, `<meta property="og:type" content="article">`)).isArticle).toBe(true);
    expect(pageStructure(page(`<main><p>Posted on 1 May 2026 by the team</p></main>`)).isArticle).toBe(true);
  });
});

describe("summary", () => {
  it("skips the caption under a photo for the first paragraph about the programme", () => {
    const caption = "The joyful crowd at the community media party in Buenos Aires. (photo/A. Photographer)";
    const body = "To help defray the cost of attending conferences and other technical events, we offer ticket and travel scholarships.";
    const photo = page(`<article><p><img src="/crowd.jpg"></p><p class="caption">${caption}</p><h2>Travel scholarships</h2><p>${body}</p></article>`);
    const structure = pageStructure(photo);
    expect(structure.captions).toEqual([caption]);
    expect(findSummary(`${caption}\n\nTravel scholarships\n\n${body}`, "Travel scholarships", structure.captions)).toBe(body);
  });

  it("is not a row of buttons to the page's sections", () => {
    const body = "The fellowship funds one faculty member a year to build a digital project with the library's staff.";
    expect(
      findSummary(`Digital Fellowship\nJump to Call for Proposals Eligibility Requirements Selection Process Previous Fellows\n${body}`, "Digital Fellowship"),
    ).toBe(body);
  });

  it("shows an unrendered Markdown link as its text", () => {
    const body = "[The Student Research Competition](https://example.org/src/) invites undergraduate and graduate students to present their research.";
    expect(findSummary(body, "Student Research Competition")).toBe(
      "The Student Research Competition invites undergraduate and graduate students to present their research.",
    );
  });
});
