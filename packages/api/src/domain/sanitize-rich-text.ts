import sanitizeHtml from "sanitize-html";

/**
 * The rich-text sanitiser of spec section 5: a short list of tags survives, every other tag is
 * replaced by its text (script and style bodies are dropped, not shown as text), links keep only
 * http:, https: or site-relative targets, and absolute links open in a new tab.
 */
export const RICH_TEXT_TAGS = ["ul", "ol", "li", "p", "div", "span", "strong", "em", "b", "i", "br", "a"];

function safeLink(_tag: string, attribs: sanitizeHtml.Attributes) {
  const href = (attribs.href ?? "").trim();
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
}

export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeHtml(html, {
    allowedTags: RICH_TEXT_TAGS,
    allowedAttributes: { "*": ["class", "id"], a: ["href", "target", "rel", "class", "id"] },
    allowedSchemes: ["http", "https"],
    allowedSchemesAppliedToAttributes: ["href"],
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    nonTextTags: ["script", "style"],
    transformTags: { a: safeLink },
  });
}

/** Plain text gets its line breaks kept; HTML is sanitised as it is. */
export function richTextFromPlain(text: string | null | undefined): string {
  if (!text) return "";
  const looksHtml = /<\/?[a-z][\s\S]*>/i.test(text);
  return sanitizeRichText(looksHtml ? text : text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/\n/g, "<br>"));
}
