// One group of launch texts resolved (issue 29): staff's words where they wrote some, the template's
// elsewhere. Alone and tiny: every widget reads its own group with it.

/** One group of texts with the template's words wherever the saved one is empty or missing. */
export function resolveTextGroup<T extends Record<string, string>>(
  defaults: T,
  saved: { readonly [Field in keyof T]?: string | null | undefined } | null | undefined,
): T {
  const resolved: Record<string, string> = { ...defaults };
  for (const field of Object.keys(defaults)) {
    const value: unknown = saved?.[field];
    if (typeof value === 'string' && value.trim() !== '') resolved[field] = value;
  }
  return resolved as T;
}
