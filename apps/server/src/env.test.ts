import { describe, expect, it } from "vitest";
import { readEnv } from "./env.js";

describe("configuration", () => {
  it("has working defaults", () => {
    const env = readEnv({});
    expect(env).toMatchObject({ PORT: 3000, CRAWL_ALLOW_PRIVATE_NETWORKS: false, AI_MODEL: "gpt-4o" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/\.data$/);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ CRAWL_ALLOW_PRIVATE_NETWORKS: "yes" }, "CRAWL_ALLOW_PRIVATE_NETWORKS"],
    [{ OPENAI_BASE_URL: "not a url" }, "OPENAI_BASE_URL"],
  ])("names the variable that is wrong (%o)", (source, name) => {
    expect(() => readEnv(source)).toThrow(new RegExp(`${name}: `));
  });

  it("reads the flags and the OpenAI settings", () => {
    const env = readEnv({ CRAWL_ALLOW_PRIVATE_NETWORKS: "1", OPENAI_API_KEY: "k", OPENAI_BASE_URL: "http://127.0.0.1:9/v1" });
    expect(env).toMatchObject({ CRAWL_ALLOW_PRIVATE_NETWORKS: true, OPENAI_API_KEY: "k", OPENAI_BASE_URL: "http://127.0.0.1:9/v1" });
  });
});
