import { blankServedGrant } from "@grantscout/api/spec";
import type { Database, Kysely } from "@grantscout/db";

/** A small deterministic generator, so every run seeds the same portfolio. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const TOPICS = [
  "arts",
  "health",
  "education",
  "environment",
  "youth",
  "housing",
  "food security",
  "climate",
  "heritage",
  "science",
  "music",
  "literacy",
  "disability",
  "veterans",
  "water",
  "rural development",
];
const KINDS = ["Grant", "Fund", "Fellowship", "Award", "Programme", "Initiative", "Challenge", "Scholarship"];
const ADJECTIVES = ["Community", "Regional", "Innovation", "Capacity", "Small", "Emerging", "Strategic", "Resilience", "Access", "Pathways"];
const STATES = ["Virginia", "Ohio", "Texas", "California", "Kansas", "Oregon", "Maine", "Georgia", "Colorado", "Michigan"];
const SECTORS = [
  ["nonprofits"],
  ["universities"],
  ["individuals"],
  ["businesses"],
  ["government"],
  ["nonprofits", "community groups"],
  ["nonprofits", "universities"],
  [],
];
const FUNDERS = ["Foundation", "Trust", "Fund", "Endowment", "Charitable Trust"];
const SURNAMES = ["Tidewater", "Prairie", "Harbor", "Summit", "Redwood", "Lakeside", "Granite", "Meadow", "Riverbend", "Cedar", "Northstar", "Bluestem"];

type Pick = <T>(list: readonly T[]) => T;

function programme(origin: string, funder: string, i: number, crawl: number, pick: Pick, next: () => number) {
  const topic = pick(TOPICS);
  const title = `${pick(ADJECTIVES)} ${topic[0]!.toUpperCase()}${topic.slice(1)} ${pick(KINDS)}`;
  const url = `${origin}/grants/${i}-${topic.replace(/\s+/g, "-")}`;
  const sectors = pick(SECTORS);
  const state = next() < 0.5 ? pick(STATES) : null;
  const low = next() < 0.4 ? Math.round(next() * 20) * 1000 : null;
  const high = next() < 0.85 ? (low ?? 0) + Math.round(1 + next() * 99) * 1000 : null;
  // Later crawls move some deadlines and close some programmes, as funders do.
  const day = new Date(Date.UTC(2026, 11, 1) + Math.floor((next() * 500 + crawl * 7) * 86_400_000)).toISOString().slice(0, 10);
  const status = next() < 0.6 ? "open" : next() < 0.5 ? "closed" : "unknown";
  const who = sectors.length ? sectors.join(" and ") : "applicants";
  const eligibility = `Applicants must be ${who}${state ? ` located in ${state}` : " in the United States"}.`;
  const summary = `The ${title} of the ${funder} supports ${topic} projects that strengthen local communities, with a focus on ${pick(TOPICS)} and ${pick(TOPICS)}. Funded work should show measurable outcomes within two years.`;
  const record = {
    ...blankServedGrant(url, title),
    summary,
    status: { current: status, due_date: day, forecast_date: null, confidence: "medium" },
    fundingAmountLow: low,
    fundingAmountHigh: high,
    funder,
    eligibility,
    for: sectors,
    countries: ["United States"],
    states: state ? [state] : [],
    areaOfInterest: topic,
    keywords: [topic, pick(TOPICS)],
    relevance_score: 0.5 + next() / 2,
    evidence: {
      due_date: { sentence: `The deadline is ${day}.`, url },
      amount: high ? { sentence: `Awards of up to $${high.toLocaleString("en-US")}.`, url } : null,
      status: null,
      eligibility: { sentence: eligibility, url },
    },
  };
  return { url, title, status, due_date: day, relevance: record.relevance_score, url_cluster: "/grants/*", record: JSON.stringify(record) };
}

/** Completed crawls of `sites` funder sites, `crawls` each, `perSite` programmes a crawl (a few vanish or appear between crawls). */
export async function seedPortfolio(db: Kysely<Database>, sites: number, perSite: number, crawls: number) {
  const next = random(42);
  const pick: Pick = (list) => list[Math.floor(next() * list.length)]!;
  for (let crawl = 0; crawl < crawls; crawl++) {
    for (let first = 0; first < sites; first += 100) {
      const batch = Array.from({ length: Math.min(100, sites - first) }, (_, k) => first + k);
      const jobs = await db
        .insertInto("crawl_jobs")
        .values(
          batch.map((s) => ({
            url: `https://funder-${s}.example`,
            options: JSON.stringify({ maxDepth: 3, rateLimit: 5, respectRobotsTxt: true, saveHtmlContent: false, onlyGrantOpportunities: true, maxPages: 500 }),
            status: "completed" as const,
            completed_at: new Date(Date.now() - (crawls - crawl) * 7 * 86_400_000),
          })),
        )
        .returning(["id", "url"])
        .execute();
      const rows = jobs.flatMap((job, k) => {
        const funder = `${SURNAMES[(first + k) % SURNAMES.length]} ${FUNDERS[(first + k) % FUNDERS.length]} ${first + k}`;
        // One programme in 25 is replaced on each crawl: it vanishes and a new one appears.
        return Array.from({ length: perSite }, (_, i) => ({
          job_id: job.id,
          ...programme(job.url, funder, i === perSite - 1 ? perSite + crawl : i, crawl, pick, next),
        }));
      });
      for (let i = 0; i < rows.length; i += 500)
        await db
          .insertInto("opportunities")
          .values(rows.slice(i, i + 500))
          .execute();
      await db
        .updateTable("crawl_jobs")
        .set({ opportunities_count: perSite })
        .where(
          "id",
          "in",
          jobs.map((j) => j.id),
        )
        .execute();
    }
  }
}
