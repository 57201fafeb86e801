// Browser-safe: zod schemas of the spec's entities and the pure rules shared by server and web.

// First, before any schema is built (see the module).
import "./zod-in-browsers.js";

export * from "./analysis-differences.js";
export * from "./analysis-fields.js";
export * from "./analysis-steps.js";
export * from "./analysis-view.js";
export * from "./back-target.js";
export * from "./correction.js";
export * from "./crawl.js";
export * from "./csv-export.js";
export * from "./custom-prompt.js";
export * from "./deadline-feed.js";
export * from "./enrich.js";
export * from "./export-shape.js";
export * from "./format-currency.js";
export * from "./format-date.js";
export * from "./grant-table.js";
export * from "./ics-export.js";
export * from "./input-limits.js";
export * from "./job-status-style.js";
export * from "./opportunity-adapter.js";
export * from "./opportunity-search.js";
export * from "./progress.js";
export * from "./related-documents.js";
export * from "./relationship-order.js";
export * from "./relative-time.js";
export * from "./relevance-tier.js";
export * from "./response-stats.js";
export * from "./sanitize-rich-text.js";
export * from "./score-explanations.js";
export * from "./served-grant.js";
export * from "./shorten-url.js";
export * from "./showcase-status.js";
export * from "./stage-title.js";
export * from "./status-basis.js";
export * from "./status-sections.js";
export * from "./test-summary.js";
export * from "./transition.js";
export * from "./transition-facts.js";
export * from "./url-pattern-groups.js";
export * from "./url-validation.js";
export * from "./watch.js";
