export * from "./types.js";
export { runCrawl } from "./run-crawl.js";
export { fetchSinglePage } from "./fetch-single-page.js";
export { assertPublicUrl, checkUrlTarget, isPrivateAddress } from "./net/address.js";
export { UnsafeUrlError, PageError, RetryLaterError } from "./errors.js";
export { normaliseUrl } from "./url/normalise.js";
export { DEFAULT_MAX_PAGES, USER_AGENT } from "./constants.js";
