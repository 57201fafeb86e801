import sanitizeHtml from "sanitize-html";

/**
 * The rich-text sanitiser of spec section 5: a short list of tags survives, every other tag is
 * replaced by its text (script and style bodies are dropped, not shown as text), links keep only
 * http:, https: or site-relative targets, and absolute links open in a new tab.
 */
export const RICH_TEXT_TAGS = ["ul", "ol", "li", "p", "div", "span", "strong", "em", "b", "i", "br", "a"];

// No scheme, and not "//host" or "/\\host" (which browsers read as another host): relative to the page.
const RELATIVE = /^(?![a-z][a-z0-9+.-]*:|\/[/\\])/i;

function resolved(href: string, baseUrl: string | undefined): string {
  if (!baseUrl || !href || href.startsWith("#") || !RELATIVE.test(href)) return href;
  try {
    return new URL(href, baseUrl).href;
  } catch {
    return href;
  }
}

function safeLink(baseUrl: string | undefined) {
  return (_tag: string, attribs: sanitizeHtml.Attributes) => {
    const href = resolved((attribs.href ?? "").trim(), baseUrl);
    // "/" means site-relative: "//host" and "/\host" are read by browsers as another host.
    const allowed = /^(https?:|\/(?![/\\]))/i.test(href);
    const out: sanitizeHtml.Attributes = { ...attribs, href: allowed ? href : "#" };
    delete out.target;
    delete out.rel;
    if (/^https?:/i.test(href)) {
      out.target = "_blank";
      out.rel = "noopener noreferrer";
    }
    return { tagName: "a", attribs: out };
  };
}

/** `baseUrl`: the crawled page's own address, so its relative links lead where they did on the page. */
export function sanitizeRichText(html: string | null | undefined, baseUrl?: string): string {
  if (!html) return "";
  return sanitizeHtml(html, {
    allowedTags: RICH_TEXT_TAGS,
    allowedAttributes: { "*": ["class", "id"], a: ["href", "target", "rel", "class", "id"] },
    allowedSchemes: ["http", "https"],
    allowedSchemesAppliedToAttributes: ["href"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    nonTextTags: ["script", "style"],
    transformTags: { a: safeLink(baseUrl) },
  });
}

/** Plain text gets its line breaks kept; HTML is sanitised as it is. */
export function richTextFromPlain(text: string | null | undefined): string {
  if (!text) return "";
  const looksHtml = /<\/?[a-z][\s\S]*>/i.test(text);
  return sanitizeRichText(looksHtml ? text : text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/\n/g, "<br>"));
}
