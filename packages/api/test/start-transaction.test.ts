import { listJobs, sql } from "@grantscout/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "../src/root.js";
import { crawlStartSchema } from "../src/spec/crawl.js";
import { createContext } from "../src/trpc.js";
import { startCrawl } from "../src/use-cases/crawl-service.js";
import { startTestServices } from "./test-services.js";

let env: Awaited<ReturnType<typeof startTestServices>>;
beforeAll(async () => {
  env = await startTestServices();
});
afterAll(async () => env.stop());

const input = crawlStartSchema.parse({ url: "http://127.0.0.1:9/" });
const queued = async () => Number((await sql<{ n: string }>`select count(*) as n from pgboss.job where name = 'crawl'`.execute(env.services.db)).rows[0]!.n);

describe("starting a crawl", () => {
  it("writes the job and its queue message together", async () => {
    const { id } = await startCrawl(env.services, input);
    expect((await listJobs(env.services.db)).map((j) => j.id)).toContain(id);
    expect(await queued()).toBe(1);
  });

  it("leaves no job behind when the queue cannot take the message", async () => {
    const before = (await listJobs(env.services.db)).length;
    // The queue fails mid-send (a lost connection, a full disk): injected, the database is real.
    const failing = Object.create(env.services.queue!, { send: { value: async () => Promise.reject(new Error("queue connection lost")) } });
    await expect(startCrawl({ ...env.services, queue: failing }, input)).rejects.toThrow(/queue connection lost/);
    expect(await listJobs(env.services.db)).toHaveLength(before);
    expect(await queued()).toBe(1);
  });
});

describe("refusals, as both doors see them", () => {
  const caller = (services = env.services) => createCaller(createContext(services));

  it("a missing job is NOT_FOUND with the service's sentence", async () => {
    await expect(caller().crawl.status({ jobId: 987654 })).rejects.toMatchObject({ code: "NOT_FOUND", message: "Crawl job 987654 was not found" });
  });

  it("no running queue is SERVICE_UNAVAILABLE, and no job is created", async () => {
    const before = (await listJobs(env.services.db)).length;
    await expect(caller({ ...env.services, queue: null }).crawl.start({ url: "http://127.0.0.1:9/" })).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      message: "The crawl queue is not running; try again shortly",
    });
    expect(await listJobs(env.services.db)).toHaveLength(before);
  });
});
