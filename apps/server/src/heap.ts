import { setFlagsFromString } from "node:v8";

/**
 * V8 grows a heap to several times what survived its last full collection: in bench:job's 2,000-page
 * job the crawl's analysis thread committed ~500 MB for ~250 MB live and the main thread ~280 MB for
 * under 100 MB, most of the server's RSS. Grown by a quarter, the analysis of that site peaked at
 * 605 MB RSS instead of 904 MB, for ~8% more CPU (--optimize-for-size: 443 MB, but 65% more CPU).
 * Imported first by the entry points, so every analysis thread, started later, has it too.
 */
setFlagsFromString("--heap-growing-percent=25");
/**
 * V8 sizes the young generation by the machine's memory: 64 MB semi-spaces on a 24 GB machine, whose
 * new space kept ~100 MB resident in an idle server (RSS 270-290 MB; 16 MB semi-spaces: ~195 MB). Set
 * here for the analysis threads; the main thread's heap exists before this runs, so the entry
 * points' command lines (package.json start and worker, test/processes.ts) pass it too.
 */
setFlagsFromString("--max-semi-space-size=16");
