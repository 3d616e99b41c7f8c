// Staff passwords: argon2id hashes (docs/decisions/0011), a minimum length, and the same work for unknown e-mails.
import { hash, verify } from '@node-rs/argon2';

export const MIN_PASSWORD_LENGTH = 12;

/** The pt-BR reason a password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    return `A senha precisa ter pelo menos ${MIN_PASSWORD_LENGTH} caracteres.`;
  }
  if (password.trim() === '') return 'A senha não pode ser só espaços.';
  if (new Set(password).size < 4) return 'A senha é fraca demais: use caracteres variados.';
  return undefined;
}

/** The library's defaults are OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of a password nobody knows, checked when the e-mail is unknown so both answers take as long. */
const decoyHash = hash(crypto.randomUUID());

/** Verifies against the account's hash, or against the decoy when there is no account. */
export async function checkPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const target = passwordHash ?? (await decoyHash);
  try {
    const matches = await verify(target, password);
    return matches && passwordHash !== undefined;
  } catch {
    // A malformed stored hash is a failed login, never a crash.
    return false;
  }
}
