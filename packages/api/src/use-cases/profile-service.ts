import { fitsRecomputing, putProfile } from "@grantscout/db";
import { type Profile, profileSchema } from "../spec/index.js";
import type { AppServices } from "./app-services.js";
import { recomputeFits, storedProfile } from "./programme-service.js";

/** GET /api/profile: the organisation profile (every field empty until one is saved) and whether fits are being recomputed for it. */
export async function getProfileView(services: AppServices) {
  const profile = (await storedProfile(services)) ?? profileSchema.parse({});
  return { ...profile, fitsRecomputing: await fitsRecomputing(services.db) };
}

/**
 * PUT /api/profile: saves the profile and answers at once; every programme's fit is computed again
 * in the background (tens of seconds at 50,000 programmes), the page saying so until it is done.
 */
export async function saveProfile(services: AppServices, profile: Profile) {
  const version = await putProfile(services.db, profile);
  void recomputeFits(services, profile, version).catch((error: Error) => console.error("[fits]", error.message));
  return { ...profile, fitsRecomputing: true };
}
