// Country names in pt-BR from the browser's own Intl data, instead of shipping a label file.
import type { Labels } from 'react-phone-number-input';

let cached: Labels | undefined;

/** Labels for the phone input: every country's pt-BR name, and the select's own name. */
export function countryLabels(countries: readonly string[]): Labels {
  if (cached) return cached;
  const labels: Record<string, string> = { country: 'País', phone: 'WhatsApp', ext: 'Ramal' };
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames(['pt-BR'], { type: 'region' });
  } catch {
    // Old engines without Intl.DisplayNames still get a usable list of ISO codes.
  }
  for (const country of countries) labels[country] = names?.of(country) ?? country;
  cached = labels as Labels;
  return cached;
}
