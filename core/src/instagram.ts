// Instagram handle rules (spec §5).

/** '@', every whitespace and upper case removed: ' @Fulano.Tal ' → 'fulano.tal'. */
export function normalizeInstagramHandle(value: string): string {
  return value.replace(/[@\s]/g, '').toLowerCase();
}
