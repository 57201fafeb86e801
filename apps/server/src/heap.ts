import { setFlagsFromString } from "node:v8";

/**
 * V8 grows a heap to several times what survived its last full collection: in bench:job's 2,000-page
 * job the crawl's analysis thread committed ~500 MB for ~250 MB live and the main thread ~280 MB for
 * under 100 MB, most of the server's RSS. Grown by a quarter, the analysis of that site peaked at
 * 605 MB RSS instead of 904 MB, for ~8% more CPU (--optimize-for-size: 443 MB, but 65% more CPU).
 * Imported first by the entry points, so every analysis thread, started later, has it too.
 */
setFlagsFromString("--heap-growing-percent=25");
