// Browser-safe: zod schemas of the spec's entities and the pure rules shared by server and web.
export * from "./url-validation.js";
export * from "./crawl.js";
export * from "./correction.js";
export * from "./transition.js";
export * from "./enrich.js";
