type Link = { url: string; text: string };

/**
 * One copy of each link address and anchor text of a site. A page's links are kept twice (the
 * crawler's list and its structure's content links) for every page, and most of them are the menus
 * and the listings the site repeats: a generated site of 4,000 pages held 97,000 of each, of a few
 * thousand distinct. The first copy is detached from the page's HTML, which a slice would keep whole.
 */
export class SharedLinks {
  private readonly pool = new Map<string, string>();

  of(links: Link[]): Link[] {
    return links.map((l) => ({ url: this.one(l.url), text: this.one(l.text) }));
  }

  private one(s: string): string {
    let kept = this.pool.get(s);
    if (kept === undefined) this.pool.set((kept = structuredClone(s)), kept);
    return kept;
  }
}
