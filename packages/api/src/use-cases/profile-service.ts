import { putProfile } from "@grantscout/db";
import { type Profile, profileSchema } from "../spec/index.js";
import type { AppServices } from "./app-services.js";
import { recomputeFits, storedProfile } from "./programme-service.js";

/** GET /api/profile: the organisation profile; every field empty until one is saved. */
export async function getProfileView(services: AppServices) {
  const profile = (await storedProfile(services)) ?? profileSchema.parse({});
  return profile;
}

/** PUT /api/profile: saves the profile and computes every programme's fit for it again. */
export async function saveProfile(services: AppServices, profile: Profile) {
  await putProfile(services.db, profile);
  await recomputeFits(services, profile);
  return profile;
}
