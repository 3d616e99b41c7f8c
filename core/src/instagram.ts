// Instagram handle rules (spec §5), and which typed handles could name an account at all (issue 27).

/** '@', every whitespace and upper case removed: ' @Fulano.Tal ' → 'fulano.tal'. */
export function normalizeInstagramHandle(value: string): string {
  return value.replace(/[@\s]/g, '').toLowerCase();
}

/** What a person reads for a handle no account can have; the server's instagram_username_invalid. */
export const INSTAGRAM_HANDLE_INVALID =
  'Nome de usuário inválido: use só letras, números, ponto e _, sem espaços.';

/**
 * Whether what was typed could be an Instagram handle: one leading '@' at most, then 1–30 letters,
 * digits, dots and underscores. 'ana maria', 'ana!' and '@@ana' cannot; nothing is looked up for them.
 * Blanks around it (a paste) are forgiven.
 */
export function isPossibleInstagramHandle(typed: string): boolean {
  return /^@?[a-z0-9._]{1,30}$/i.test(typed.trim());
}
