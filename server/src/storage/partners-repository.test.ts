import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { expect, it } from 'vitest';
import { getActivePartner } from '../domain/partner.ts';
import { createPartnersRepository } from './partners-repository.ts';
import { FALSE, TRUE } from './sql-values.ts';

const T = '2025-04-01T12:00:00.000Z';

describeEachEngine('partners repository', (database) => {
  const addPartner = (code: string, name: string, active: typeof TRUE | typeof FALSE) =>
    database()
      .db.insertInto('partners')
      .values({ id: crypto.randomUUID(), code, name, is_active: active, created_at: T, updated_at: T })
      .execute();

  it('finds an active partner by its exact code, with its code and name only', async () => {
    await addPartner('loja-da-ana', 'Loja da Ana', TRUE);
    const store = createPartnersRepository(database().db);

    expect(await getActivePartner(store, 'loja-da-ana')).toEqual({
      ok: true,
      value: { code: 'loja-da-ana', name: 'Loja da Ana' },
    });
    expect(await store.findActivePartner('LOJA-DA-ANA')).toBeUndefined();
    expect(await store.findActivePartner('loja')).toBeUndefined();
  });

  it('hides inactive and unknown partners', async () => {
    await addPartner('antigo', 'Parceiro Antigo', FALSE);
    const store = createPartnersRepository(database().db);

    expect(await getActivePartner(store, 'antigo')).toEqual({ ok: false, error: 'partner_not_found' });
    expect(await getActivePartner(store, 'ninguem')).toEqual({ ok: false, error: 'partner_not_found' });
  });
});
