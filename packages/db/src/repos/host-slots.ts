import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.js";

/**
 * Books the next request slot of a host for every worker on this database: the slot is the later of
 * now and the host's next free time, which moves one interval on. Returns how long to wait for it.
 * One statement, so two workers booking at once get two different slots.
 */
export async function bookHostSlot(db: Kysely<Database>, host: string, intervalMs: number): Promise<number> {
  const interval = sql`make_interval(secs => ${intervalMs / 1000})`;
  const { rows } = await sql<{ wait_ms: number }>`
    insert into host_slots as h (host, next_at) values (${host}, clock_timestamp() + ${interval})
    on conflict (host) do update set next_at = greatest(h.next_at, clock_timestamp()) + ${interval}
    returning greatest(0, extract(epoch from (h.next_at - clock_timestamp())) * 1000 - ${intervalMs})::float8 as wait_ms`.execute(db);
  return rows[0]!.wait_ms;
}
