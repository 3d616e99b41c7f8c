import { openTestDatabase, type TestDatabase } from '@funil/testkit/server/test-databases';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStaffRepository } from '../storage/staff-repository.ts';
import { createStaffUser } from './create-staff-user.ts';
import { checkPassword } from './staff-password.ts';

const NOW = new Date('2025-04-01T12:00:00.000Z');
const GOOD = {
  email: ' Ana@Funil.Test ',
  name: ' Ana Souza ',
  role: 'admin',
  password: 'uma-senha-bem-longa',
};

describe('createStaffUser', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openTestDatabase('sqlite');
  });
  afterEach(() => database.close());

  it('creates the account with a lower-cased e-mail, a trimmed name and a hash of the password', async () => {
    const store = createStaffRepository(database.db);

    const result = await createStaffUser(store, GOOD, NOW);

    expect(result).toMatchObject({ ok: true, email: 'ana@funil.test', role: 'admin' });
    const account = await store.findStaffByEmail('ana@funil.test');
    expect(account).toMatchObject({ name: 'Ana Souza', role: 'admin', disabledAt: null });
    expect(await checkPassword(account?.passwordHash, 'uma-senha-bem-longa')).toBe(true);
  });

  it.each([
    [{ password: 'curta' }, 'A senha precisa ter pelo menos 12 caracteres.'],
    [{ role: 'dono' }, 'Papel inválido: "dono". Use admin ou viewer.'],
    [{ email: 'ana@' }, 'E-mail inválido: "ana@".'],
    [{ name: '  ' }, 'Informe o nome da pessoa (--name), com letras.'],
    [{ name: '\u0000\u200B\u202E\u001b[31m' }, 'Informe o nome da pessoa (--name), com letras.'],
  ])('refuses %o with a pt-BR message and creates nothing', async (change, message) => {
    const store = createStaffRepository(database.db);

    expect(await createStaffUser(store, { ...GOOD, ...change }, NOW)).toEqual({ ok: false, message });
    expect(await database.db.selectFrom('staff_users').selectAll().execute()).toEqual([]);
  });

  it('refuses a second account with the same e-mail', async () => {
    const store = createStaffRepository(database.db);
    await createStaffUser(store, GOOD, NOW);

    expect(await createStaffUser(store, { ...GOOD, email: 'ANA@funil.test', role: 'viewer' }, NOW)).toEqual({
      ok: false,
      message: 'Já existe uma conta com o e-mail ana@funil.test.',
    });
  });
});
