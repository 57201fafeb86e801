import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "../src/data.js";
import { appendLog, onLogWrite } from "../src/repos/log.js";
import { LISTENER_NAME, listenForNotifications, type NotificationListener } from "../src/repos/notifications.js";
import { onProgrammeChange } from "../src/repos/programme-changes.js";
import { startTestDatabase } from "./test-database.js";

let database: Awaited<ReturnType<typeof startTestDatabase>>;
let listener: NotificationListener;
const logWrites: (number | null)[] = [];
let programmeChanges = 0;

beforeAll(async () => {
  database = await startTestDatabase();
  listener = await listenForNotifications(database.url);
  await onLogWrite(listener, (jobId) => logWrites.push(jobId));
  await onProgrammeChange(listener, () => programmeChanges++);
});
afterAll(async () => {
  await listener?.close();
  await database?.stop();
});

const saveProfile = (mission: string) =>
  sql`insert into profile (id, data) values (1, ${JSON.stringify({ mission })}) on conflict (id) do update set data = excluded.data`.execute(database.db);

async function newJob() {
  const row = await sql<{ id: number }>`insert into crawl_jobs (url, options, status) values ('https://funder.example/', '{}', 'running') returning id`.execute(
    database.db,
  );
  return row.rows[0]!.id;
}

describe("one listening connection for the log and the programmes", () => {
  it("delivers every channel's notifications committed before a sync", async () => {
    const jobId = await newJob();
    const changesBefore = programmeChanges;
    await appendLog(database.db, jobId, "info", "Fetched a page");
    await saveProfile("Rivers");
    await listener.sync();
    expect(logWrites.at(-1)).toBe(jobId);
    expect(programmeChanges).toBeGreaterThan(changesBefore);
    const connections = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where application_name = ${LISTENER_NAME}`.execute(
      database.db,
    );
    expect(connections.rows[0]!.n).toBe(1);
  });

  it("replaces a lost connection, tells every follower, and listens on every channel again", { timeout: 20_000 }, async () => {
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_NAME}`.execute(database.db);
    await expect(listener.sync()).rejects.toThrow();
    // Back within a few seconds; both followers hear that anything may have happened meanwhile.
    await expect
      .poll(
        () =>
          listener.sync().then(
            () => true,
            () => false,
          ),
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(logWrites.at(-1)).toBeNull();
    const changesBefore = programmeChanges;
    const jobId = await newJob();
    await appendLog(database.db, jobId, "info", "Fetched another page");
    await saveProfile("Lakes");
    await listener.sync();
    expect(logWrites.at(-1)).toBe(jobId);
    expect(programmeChanges).toBeGreaterThan(changesBefore);
  });
});
