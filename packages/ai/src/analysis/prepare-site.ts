import type { AnalyserModels } from "../model/models.js";
import type { PageInput } from "../record.js";
import { mapYielding } from "../text/yield.js";
import { type Boilerplate, findBoilerplate, structureWithoutBoilerplate, withoutBoilerplate } from "./boilerplate.js";
import { type PageFeatures, pageFeatures } from "./page-features.js";
import { pageStructure } from "./page-structure.js";
import { relevanceScore } from "./relevance.js";
import { buildSiteContext, type SiteContext } from "./site-context.js";
import { canonicalUrl, type UrlTree, urlTree } from "./url.js";

/** A crawled site read once: its own content without chrome, each page's features and rule relevance. */
export interface PreparedSite {
  /** Pages with text, one per canonical URL, chrome removed. */
  pages: PageInput[];
  boilerplate: Boilerplate;
  site: SiteContext;
  features: PageFeatures[];
  /** Rule relevance 0–1 by canonical URL. */
  relevance: Map<string, number>;
  /** Where the pages sit in the site's URL tree (shared by the page and related-document models). */
  tree: UrlTree;
}

export async function prepareSite(pages: PageInput[], today: Date, models?: AnalyserModels): Promise<PreparedSite> {
  const crawled = [...new Map(pages.filter((p) => p.text.trim() && (p.statusCode ?? 200) < 400).map((p) => [canonicalUrl(p.url), p])).values()];
  const rawStructures = new Map(await mapYielding(crawled, (p) => [canonicalUrl(p.url), pageStructure(p)] as const));
  // Menus, sidebars and footers repeated across the site are not any page's own content.
  const boilerplate = findBoilerplate(crawled, rawStructures);
  const usable = crawled.map((p) => withoutBoilerplate(p, boilerplate));
  const structures = new Map([...rawStructures].map(([k, s]) => [k, structureWithoutBoilerplate(s, boilerplate)]));
  const site: SiteContext = { ...buildSiteContext(usable, today, structures), models };
  const features = await mapYielding(usable, (p) => pageFeatures(p, site, structures.get(canonicalUrl(p.url))));
  const relevance = new Map(features.map((f) => [f.key, relevanceScore(f, site.inboundAnchors[f.key] ?? [])]));
  return { pages: usable, boilerplate, site, features, relevance, tree: urlTree(features.map((f) => f.key)) };
}
