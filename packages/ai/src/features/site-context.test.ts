import { describe, expect, it } from "vitest";
import { pageInput } from "../../fixtures/page-input.js";
import type { PageInput } from "../record.js";
import { pageFeatures } from "./page-features.js";
import { pageStructure } from "./page-structure.js";
import { buildSiteContext, cleanTitle, withoutStatusPhrase } from "./site-context.js";

const page = (path: string, title: string, h2: string): PageInput =>
  pageInput({
    url: `https://found.example${path}`,
    title: `${title} | Example Foundation`,
    text: `Example Foundation\n${h2}\nSome text.`,
    html: `<html><head><title>${title} | Example Foundation</title></head><body><header><h1>Example Foundation</h1></header><main><h2>${h2}</h2><p>Some text.</p></main></body></html>`,
  });

describe("a page's own name", () => {
  it("is not the site banner that every page marks up as h1", () => {
    const pages = ["Community Grants", "About us", "News", "Contact", "Open Research Fund"].map((t, i) => page(`/p${i}`, t, t));
    const site = buildSiteContext(pages, new Date("2026-11-23"));
    expect(pageFeatures(pages[4]!, site).title).toBe("Open Research Fund");
  });

  it("is the page's first heading of its own when its title is only the site's name", () => {
    const named = (path: string, h2: string): PageInput => ({
      ...page(path, "", h2),
      title: "Example Network",
      html: page(path, "", h2)
        .html!.replace(/<title>.*<\/title>/, "<title>Example Network</title>")
        .replace(/<header>.*<\/header>/, "<aside><h3>Recent posts</h3></aside>"),
    });
    const pages = ["Community Grants", "About us", "News", "Travel Grants 2025"].map((t, i) => named(`/p${i}`, t));
    const site = buildSiteContext(pages, new Date("2026-11-23"));
    expect(pageFeatures(pages[3]!, site).title).toBe("Travel Grants 2025");
  });
});

/** A page whose <title> is `title` and nothing else: what the funder's name is read from. */
const titled = (path: string, title: string): PageInput => ({
  ...page(path, title, title),
  title,
  html: `<html><head><title>${title}</title></head><body><p>x</p></body></html>`,
});

describe("the funder's name from page titles", () => {
  it("is the whole suffix most titles share, even when the site's name holds a separator", () => {
    const suffix = "Mapping Summit 2024 – Lisbon, Portugal";
    const pages = [titled("/", suffix), ...["Programme", "Venue", "Travel Grants", "Call for Talks"].map((t, i) => titled(`/p${i}`, `${t} - ${suffix}`))];
    const site = buildSiteContext(pages, new Date("2026-11-23"));
    expect(site.funder).toBe(suffix);
    expect(pageFeatures(pages[3]!, site).title).toBe("Travel Grants");
  });

  it("is not a section's name that a third of the titles carry too", () => {
    const posts = ["Spring news", "New trustees", "Annual report"].map((t, i) => titled(`/blog/${i}`, `${t} | Blog | Example Trust`));
    const others = ["Grants", "About", "Contact", "Apply", "Home", "Team"].map((t, i) => titled(`/p${i}`, `${t} | Example Trust`));
    expect(buildSiteContext([...posts, ...others], new Date("2026-11-23")).funder).toBe("Example Trust");
  });
});

describe("the funder's name from page titles that begin with it", () => {
  it("is the prefix the distinct titles share, not the page name many pages repeat", () => {
    const repeated = Array.from({ length: 20 }, (_, i) => titled(`/notice/${i}`, "Example Trust | General Overview"));
    const others = ["Home", "Funding Opportunities", "News", "Search"].map((t, i) => titled(`/p${i}`, `Example Trust | ${t}`));
    const site = buildSiteContext([...repeated, ...others], new Date("2026-11-23"));
    expect(site.funder).toBe("Example Trust");
    expect(pageFeatures(others[1]!, site).title).toBe("Funding Opportunities");
  });
});

describe("the funder's name from the footer", () => {
  const withFooter = (footer: string): PageInput => ({
    ...page("/x", "Grants", "Grants"),
    title: "Grants",
    html: `<html><body><main><h1>Grants</h1></main><footer>${footer}</footer></body></html>`,
  });
  it("is the © holder, not the words after a 'Copyright Policy' link", () => {
    expect(buildSiteContext([withFooter('<a href="/copyright">Copyright Policy</a>')], new Date("2026-11-23")).funder).toBeNull();
    expect(buildSiteContext([withFooter("© 2024 Example Trust. All rights reserved.")], new Date("2026-11-23")).funder).toBe("Example Trust");
  });
});

describe("a status said in a page's name", () => {
  it("is cut from the name, which keeps what names the programme", () => {
    expect(withoutStatusPhrase("Green Grants RFP - This RFP is currently closed")).toBe("Green Grants RFP");
    expect(withoutStatusPhrase("[CLOSED] Arts Fund")).toBe("Arts Fund");
    expect(withoutStatusPhrase("Travel Awards (applications open)")).toBe("Travel Awards");
    expect(withoutStatusPhrase("Closed: Community Grants 2025")).toBe("Community Grants 2025");
    expect(withoutStatusPhrase("Fellowship – now accepting applications!")).toBe("Fellowship");
  });
  it("is cut from a page's h1 as from its title", () => {
    const rfp: PageInput = {
      ...page("/rfp", "Green Grants RFP - This RFP is currently closed", "Scope"),
      html: "<html><body><main><h1>Green Grants RFP - This RFP is currently closed</h1><p>Some text.</p></main></body></html>",
    };
    expect(cleanTitle(rfp, pageStructure(rfp), { funder: "Example Foundation" })).toBe("Green Grants RFP");
  });
  it("leaves names that only contain such words alone", () => {
    expect(withoutStatusPhrase("Open Research Fund")).toBe("Open Research Fund");
    expect(withoutStatusPhrase("Open Call for Artists")).toBe("Open Call for Artists");
    expect(withoutStatusPhrase("Closed")).toBe("Closed");
    expect(withoutStatusPhrase("Why we closed the Legacy Fund")).toBe("Why we closed the Legacy Fund");
  });
});
