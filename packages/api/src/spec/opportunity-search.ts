import { z } from "zod";

/** The organisation types a profile names and a programme's eligibility is read into (issue #42). */
export const ORG_TYPES = ["nonprofit", "university", "individual", "company", "public body"] as const;
export type OrgType = (typeof ORG_TYPES)[number];
export const orgTypeSchema = z.enum(ORG_TYPES, { error: "orgType must be nonprofit, university, individual, company or public body" });

const amount = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .nonnegative(`${name} must be zero or more`)
    .max(1e12, `${name} is too large`);
const shortText = (name: string, max = 200) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, `${name} is too long (at most ${max} characters)`);

/** GET/PUT /api/profile: who is looking for money, for the fit of every programme. */
export const profileSchema = z
  .object({
    orgType: orgTypeSchema.nullable().default(null),
    country: shortText("country", 100).nullable().default(null),
    region: shortText("region", 100).nullable().default(null),
    areas: z.array(shortText("areas", 100), { error: "areas must be a list of words" }).max(50, "at most 50 areas").default([]),
    mission: shortText("mission", 5000).nullable().default(null),
    amountMin: amount("amountMin").nullable().default(null),
    amountMax: amount("amountMax").nullable().default(null),
  })
  .refine((p) => p.amountMin === null || p.amountMax === null || p.amountMin <= p.amountMax, {
    error: "amountMin must not be more than amountMax",
  });
export type Profile = z.output<typeof profileSchema>;

export const OPPORTUNITY_SORTS = ["fit", "due", "amount", "firstSeen", "title"] as const;
export const OPPORTUNITY_STATUSES = ["open", "closed", "unknown", "upcoming", "forecasted"] as const;

/** Query strings say "true"/"1"; JSON says true. */
const flag = (name: string) =>
  z.preprocess(
    (v) => (v === "true" || v === "1" ? true : v === "false" || v === "0" || v === "" ? false : v),
    z.boolean({ error: `${name} must be true or false` }),
  );
const optionalText = (name: string) => z.preprocess((v) => (v === "" ? undefined : v), shortText(name).optional());
const optionalNumber = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());

/** The filters of the Opportunities page, the ones a saved search keeps. */
export const opportunityFiltersSchema = z.object({
  q: optionalText("q"),
  status: optionalNumber(z.enum(OPPORTUNITY_STATUSES, { error: "status must be open, closed, unknown, upcoming or forecasted" })),
  dueWithin: optionalNumber(
    z.coerce
      .number({ error: "dueWithin must be a number of days" })
      .int("dueWithin must be whole days")
      .min(0, "dueWithin must be zero or more")
      .max(3650, "dueWithin is at most 3650 days"),
  ),
  minAmount: optionalNumber(amount("minAmount")),
  maxAmount: optionalNumber(amount("maxAmount")),
  area: optionalText("area"),
  region: optionalText("region"),
  orgType: optionalNumber(orgTypeSchema),
  site: optionalText("site"),
  minFit: optionalNumber(
    z.coerce
      .number({ error: "minFit must be a number from 0 to 100" })
      .int("minFit must be a whole number")
      .min(0, "minFit must be from 0 to 100")
      .max(100, "minFit must be from 0 to 100"),
  ),
  sort: optionalNumber(z.enum(OPPORTUNITY_SORTS, { error: "sort must be fit, due, amount, firstSeen or title" })),
  /** Programmes no longer on their site's latest crawl. */
  vanished: optionalNumber(flag("vanished")),
  /** Programmes a person said are not opportunities. */
  dismissed: optionalNumber(flag("dismissed")),
});
export type OpportunityFilters = z.output<typeof opportunityFiltersSchema>;

/** GET /api/opportunities */
export const opportunitySearchSchema = opportunityFiltersSchema
  .extend({
    cursor: optionalText("cursor"),
    limit: optionalNumber(
      z.coerce.number({ error: "limit must be a number" }).int().min(1, "limit must be from 1 to 100").max(100, "limit must be from 1 to 100"),
    ),
  })
  .refine((f) => f.minAmount === undefined || f.maxAmount === undefined || f.minAmount <= f.maxAmount, {
    error: "minAmount must not be more than maxAmount",
  });

const searchIdSchema = z.coerce
  .number({ error: "The search ID must be an integer" })
  .int("The search ID must be an integer")
  .positive("The search ID must be a positive integer")
  .max(2_147_483_647, "The search ID is out of range");
export const searchIdInput = z.object({ id: searchIdSchema });

const webhookUrl = z
  .url({ protocol: /^https?$/, error: "webhookUrl must be an http(s) URL" })
  .max(2000, "webhookUrl is too long (at most 2,000 characters)")
  .nullable()
  .optional();
const searchName = z.string({ error: "name must be text" }).trim().min(1, "Give the search a name").max(120, "name is too long (at most 120 characters)");

/** POST /api/searches */
export const savedSearchCreateSchema = z.object({ name: searchName, query: opportunityFiltersSchema.default({}), webhookUrl });

/** PATCH /api/searches/:id */
export const savedSearchUpdateSchema = searchIdInput
  .extend({ name: searchName.optional(), query: opportunityFiltersSchema.optional(), webhookUrl })
  .refine((v) => v.name !== undefined || v.query !== undefined || v.webhookUrl !== undefined, { error: "Send a name, query or webhookUrl to change" });

/** Why a programme fits the profile or not: one line per rule, with the sentence of the page behind it. */
export interface FitReason {
  rule: "eligibility" | "region" | "amount" | "area" | "mission";
  text: string;
  /** true ✓, false ✗, null a figure that neither helps nor hurts by itself (mission similarity). */
  ok: boolean | null;
  evidence: { sentence: string; url: string } | null;
}

/** Days from today to a due date (negative once past); null without one. */
export function daysLeft(dueDate: string | null, today: string): number | null {
  if (!dueDate || !/^\d{4}-\d{2}-\d{2}$/.test(dueDate)) return null;
  return Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today.slice(0, 10)}T00:00:00Z`)) / 86_400_000);
}
