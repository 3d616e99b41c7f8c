// What the country list's search box matches: a name without accents, an ISO code or a calling code.

export interface CountryOption {
  value?: string | undefined;
  label: string;
  divider?: boolean | undefined;
}

/** Lower case without accents, so 'sao tome' finds 'São Tomé e Príncipe'. */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** The countries the query matches; an empty query keeps them all. Dividers never match. */
export function filterCountries<T extends CountryOption>(
  options: readonly T[],
  query: string,
  callingCodeOf: (country: string) => string,
): T[] {
  const wanted = searchable(query);
  const countries = options.filter((option) => option.value && !option.divider);
  if (wanted === '') return countries;
  const digits = /^\+?\d+$/.test(wanted) ? wanted.replace('+', '') : undefined;
  return countries.filter((option) => {
    const country = option.value as string;
    if (digits !== undefined) return callingCodeOf(country).startsWith(digits);
    return searchable(option.label).includes(wanted) || country.toLowerCase() === wanted;
  });
}
