import { type GrantView, grantView, readGrant, type ServedGrant } from "@grantscout/api/spec";

/** A grant as the screens hold it: the flat view they show and the record "View JSON" prints. */
export interface GrantItem {
  view: GrantView;
  raw: unknown;
}

/** A grant the server served: typed field by field, no alias spellings. */
export const servedItem = (grant: ServedGrant): GrantItem => ({ view: grantView(grant), raw: grant });

/** The showcase's sample records, read in any spelling of spec section 3 as the adapter does. */
export const sampleItem = (raw: unknown): GrantItem => ({ view: readGrant(raw), raw });
