// The database's data alone (@grantscout/db/data): connecting, the tables and their repositories.
// What a worker thread that reads and writes rows needs, without the queue, the migrations and the
// embedded server it never uses (pg-boss alone brings 98 modules to load at the thread's start).
export { type Kysely, sql } from "kysely";
export { createDb, isDatabaseReachable } from "./connect.js";
export { correctionKey, correctionSite } from "./correction-key.js";
export * from "./repos/corrections.js";
export * from "./repos/host-slots.js";
export * from "./repos/jobs.js";
export * from "./repos/log.js";
export * from "./repos/notifications.js";
export * from "./repos/opportunities.js";
export * from "./repos/pages.js";
export * from "./repos/programme-changes.js";
export * from "./repos/programme-search.js";
export * from "./repos/programmes.js";
export * from "./repos/saved-searches.js";
export * from "./repos/transition.js";
export * from "./repos/watched-sites.js";
export * from "./schema.js";
