import type { PageInput } from "../record.js";
import type { Boilerplate } from "./boilerplate.js";
import type { PageFeatures } from "./page-features.js";
import type { SiteContext } from "./site-context.js";
import type { UrlTree } from "./url.js";

/**
 * A crawled site read once: its own content without chrome, each page's features and rule relevance.
 * The models read it; the pipeline makes it (pipeline/prepare-site.ts).
 */
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
