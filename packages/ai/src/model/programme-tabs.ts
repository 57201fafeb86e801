import type { PageFeatures } from "../features/page-features.js";
import { isNegativePage } from "../features/page-signals.js";
import { parentFolder, sitePath, withoutIndexFile } from "../features/url.js";

const normalTitle = (title: string) => title.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * A programme's tabs (issue #41, one opportunity per programme): pages under a page that carry its
 * very title ("Charter Fund" at /funding/, /funding/context/, /funding/key-criteria/), named apart
 * only by their address, are parts of the programme that page is, as its FAQ or criteria are. Each
 * tab, by key, with its parent's key. Neither the home page nor a news or blog index is a parent
 * here: where every page carries the site's name, every page would be their tab.
 */
export function programmeTabs(features: PageFeatures[]): Map<string, string> {
  const byPath = new Map(features.map((f) => [withoutIndexFile(sitePath(f.key)), f]));
  const tabs = new Map<string, string>();
  for (const f of features) {
    const folder = parentFolder(withoutIndexFile(sitePath(f.key)));
    const parent = folder === "/" ? undefined : byPath.get(folder);
    if (!parent || isNegativePage(parent)) continue;
    const title = normalTitle(f.title);
    if (title !== "" && title === normalTitle(parent.title)) tabs.set(f.key, parent.key);
  }
  return tabs;
}
