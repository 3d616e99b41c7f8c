import { stat } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword, passwordProblem } from './staff-password.ts';

describe('staff passwords', () => {
  it('stores an argon2id hash that only the same password matches', async () => {
    const stored = await hashPassword('cavalo-bateria-grampo');

    expect(stored).toMatch(/^\$argon2id\$/);
    expect(stored).not.toContain('cavalo');
    expect(await checkPassword(stored, 'cavalo-bateria-grampo')).toBe(true);
    expect(await checkPassword(stored, 'cavalo-bateria-grampO')).toBe(false);
  });

  it('refuses every password when there is no account, and a malformed hash', async () => {
    expect(await checkPassword(undefined, 'qualquer-senha-longa')).toBe(false);
    expect(await checkPassword('não é um hash', 'qualquer-senha-longa')).toBe(false);
  });

  it('refuses short and uniform passwords with a pt-BR reason', () => {
    expect(passwordProblem('curta-demais')).toBeUndefined();
    expect(passwordProblem('curta-demai')).toBe('A senha precisa ter pelo menos 12 caracteres.');
    expect(passwordProblem('            ')).toBe('A senha não pode ser só espaços.');
    expect(passwordProblem('aaaaaaaaaaaaaaaa')).toBe('A senha é fraca demais: use caracteres variados.');
  });

  // Issue 27, reproduction 1 (the lead save delayed by a login storm): argon2 and SQLite's WAL fsync
  // share libuv's thread pool. A storm of checks must leave room in it for other work.
  it('leaves the thread pool free for other work while twenty checks are waiting', async () => {
    const stored = await hashPassword('cavalo-bateria-grampo');
    let finishedChecks = 0;
    const checks = Array.from({ length: 20 }, () =>
      checkPassword(stored, 'senha-errada-da-tempestade').then(() => {
        finishedChecks += 1;
      }),
    );
    // fs.stat runs on the same pool, in microseconds once a thread is free.
    await stat(import.meta.filename);
    const checksBeforeStat = finishedChecks;
    await Promise.all(checks);

    expect(checksBeforeStat).toBeLessThanOrEqual(2);
  }, 30_000);
});
