export { DEFAULT_MAX_PAGES, USER_AGENT } from "./constants.js";
export { PageError, RetryLaterError, UnsafeUrlError } from "./errors.js";
export { pageText } from "./extract/html.js";
export { fetchSinglePage } from "./fetch-single-page.js";
export { assertPublicUrl, checkUrlTarget, isPrivateAddress } from "./net/address.js";
export { postJson } from "./net/post-json.js";
export { runCrawl } from "./run-crawl.js";
export * from "./types.js";
export { normaliseUrl } from "./url/normalise.js";
