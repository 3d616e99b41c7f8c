// Trims libphonenumber-js's smallest metadata for the embed budget (docs/decisions/0007).
// Every country keeps what parsing, validation and country detection need; only the
// as-you-type display formats go, except for the countries our visitors mostly type.

/** Countries whose numbers are still formatted as they are typed ('+55 11 98765-4321'). */
export const FORMATTED_COUNTRIES = ['BR', 'PT', 'US'];

// In the compact metadata a country is an array; index 4 holds its formats, 0 marks "none".
const FORMATS_INDEX = 4;

export interface CompactMetadata {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown[]>;
  nonGeographic?: Record<string, unknown[]>;
}

export function trimPhoneMetadata(full: CompactMetadata, keep: readonly string[] = FORMATTED_COUNTRIES) {
  const countries: Record<string, unknown[]> = {};
  for (const [country, entry] of Object.entries(full.countries)) {
    countries[country] = keep.includes(country) ? entry : entry.map((v, i) => (i === FORMATS_INDEX ? 0 : v));
  }
  // Non-geographic codes (+800, +979…) have no country in the list, so no visitor can pick them.
  return { version: full.version, country_calling_codes: full.country_calling_codes, countries };
}
