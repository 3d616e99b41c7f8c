// Staff passwords: argon2id hashes (docs/decisions/0011), a minimum length, and the same work for unknown e-mails.
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

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

/**
 * How many argon2 runs at once. Each runs on libuv's thread pool (4 threads unless
 * UV_THREADPOOL_SIZE says otherwise), where SQLite's WAL fsync and file reads also run: a login storm
 * with no bound filled every thread and a lead save waited seconds for its fsync (issue 27). One
 * core and two pool threads always stay for the rest of the server; the others wait their turn here.
 */
export const ARGON2_AT_ONCE = Math.max(
  1,
  Math.min(availableParallelism() - 1, Number(process.env.UV_THREADPOOL_SIZE || 4) - 2),
);
const argon2Turn = pLimit(ARGON2_AT_ONCE);

/** The library's defaults are OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane). */
export function hashPassword(password: string): Promise<string> {
  return argon2Turn(() => hash(password));
}

/**
 * A hash of a password nobody knows, checked when the e-mail is unknown so both answers take as long
 * (the same argon2 work, waiting in the same queue).
 */
const decoyHash = hashPassword(crypto.randomUUID());

/** Verifies against the account's hash, or against the decoy when there is no account. */
export async function checkPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const target = passwordHash ?? (await decoyHash);
  try {
    const matches = await argon2Turn(() => verify(target, password));
    return matches && passwordHash !== undefined;
  } catch {
    // A malformed stored hash is a failed login, never a crash.
    return false;
  }
}
