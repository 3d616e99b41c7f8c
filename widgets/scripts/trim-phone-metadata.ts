// Trims libphonenumber-js's metadata for the embed budget (docs/decisions/0007).
// Brazil keeps its full entry: its number types tell a real area code and subscriber number from
// an invented one, so the form refuses exactly what the server (full metadata) refuses.
// Portugal and the USA keep their smallest ('min') entry, as-you-type formats included.
// Every other country keeps what parsing and country detection need, and is checked in the
// browser by the lengths its numbers may have; the server checks it against the whole plan.

/** Countries whose numbers are still formatted as they are typed ('+55 11 98765-4321'). */
export const FORMATTED_COUNTRIES = ['BR', 'PT', 'US'];
/** Countries validated on their whole numbering plan, as the server does, rather than its outline. */
export const STRICT_COUNTRIES = ['BR'];

// In the compact metadata a country is an array: index 2 holds the pattern of its national numbers,
// 3 their possible lengths, 4 its formats (0 marks "none").
const PATTERN_INDEX = 2;
const LENGTHS_INDEX = 3;
const FORMATS_INDEX = 4;

/** A national number of one of the lengths the country's numbers have: \d{9}, \d{7,10}. */
function lengthPattern(lengths: unknown): string | undefined {
  if (!Array.isArray(lengths) || lengths.length === 0) return undefined;
  const shortest = Math.min(...lengths);
  const longest = Math.max(...lengths);
  return shortest === longest ? `\\d{${shortest}}` : `\\d{${shortest},${longest}}`;
}

function outline(entry: unknown[]): unknown[] {
  const pattern = lengthPattern(entry[LENGTHS_INDEX]);
  return entry.map((value, index) => {
    if (index === FORMATS_INDEX) return 0;
    if (index === PATTERN_INDEX && pattern) return pattern;
    return value;
  });
}

export interface CompactMetadata {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown[]>;
  nonGeographic?: Record<string, unknown[]>;
}

/** `min` is libphonenumber-js's smallest metadata, `max` its full one (same version). */
export function trimPhoneMetadata(
  min: CompactMetadata,
  max: CompactMetadata,
  keep: readonly string[] = FORMATTED_COUNTRIES,
  strict: readonly string[] = STRICT_COUNTRIES,
) {
  const countries: Record<string, unknown[]> = {};
  for (const [country, minimal] of Object.entries(min.countries)) {
    if (strict.includes(country)) countries[country] = max.countries[country] ?? minimal;
    else countries[country] = keep.includes(country) ? minimal : outline(minimal);
  }
  // Non-geographic codes (+800, +979…) have no country in the list, so no visitor can pick them.
  return { version: min.version, country_calling_codes: min.country_calling_codes, countries };
}
