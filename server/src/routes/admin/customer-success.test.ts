import { ERRORS } from '@funil/core/errors';
import type { CustomerSuccessPage } from '@funil/core/onboarding';
import { adminDepsFor, insertBuyer, insertLead, jsonRequest } from '@funil/testkit/fixtures/lead-fixtures';
import { asStaff } from '@funil/testkit/server/as-staff';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { expect, it } from 'vitest';
import { customerSuccessRoutes } from './customer-success.ts';

const NOW = '2025-04-03T09:30:00.000Z';

describeEachEngine('/api/admin/customer-success', (database) => {
  const routes = (role: 'admin' | 'viewer' = 'admin') =>
    asStaff(customerSuccessRoutes(adminDepsFor(database().db, NOW)), role);

  it('lists buyers only, newest purchase first, with the purchase and an empty checklist', async () => {
    const { db } = database();
    await insertLead(db, { id: 'not-buyer', name: 'Carla Lima', phone: '5521900000000' });
    await insertBuyer(db, { id: 'b1', name: 'Ana Souza', purchase_date: '2025-04-01T10:00:00.000Z' }, 'pix');
    await insertBuyer(db, { id: 'b2', name: 'Bruno Reis', phone: '5531911112222' });
    await insertBuyer(db, { id: 'gone', name: 'Lead anonimizado', anonymized_at: NOW });

    const res = await routes('viewer').request('/');
    expect(res.status).toBe(200);
    const page = (await res.json()) as CustomerSuccessPage;
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect(page.buyers.map((b) => [b.id, b.leadId])).toEqual([
      ['b2', 'b2'],
      ['b1', 'b1'],
    ]);
    expect(page.buyers[0]?.purchase).toEqual({
      date: '2025-04-02T15:00:00.000Z',
      plan: 'IA NA PRÁTICA',
      valueCents: 208_032,
      method: 'credit-card',
      installments: 12,
      status: 'paid',
      providerCheckoutId: expect.stringMatching(/^sandbox-/),
    });
    expect(page.buyers[1]?.purchase).toMatchObject({ method: 'pix', installments: 1, valueCents: 179_700 });
    expect(page.buyers[0]?.checklist).toMatchObject({
      confirmationSent: { done: false, at: null, by: null },
      updatedBy: null,
    });
  });

  it('lists a buyer who paid without the lead form, and onboards them, but no erased buyer', async () => {
    const { db } = database();
    await insertBuyer(db, { id: 'b1', name: 'Ana Souza', purchase_date: '2025-04-01T10:00:00.000Z' }, 'pix');
    const sale = (id: string, paid_at: string, erased: string | null) => ({
      id,
      lead_id: null,
      offer_code: 'ia-na-pratica',
      method: 'credit-card',
      amount_cents: 208_032,
      max_installments: 12,
      provider: 'sandbox',
      provider_checkout_id: `sbx-${id}`,
      status: 'refunded',
      external_reference: `IANP_${id}`,
      paid_at,
      buyer_erased_at: erased,
      created_at: paid_at,
      updated_at: paid_at,
    });
    await db
      .insertInto('checkouts')
      .values([
        sale('anon', '2025-04-03T08:00:00.000Z', null),
        sale('erased', '2025-04-03T09:00:00.000Z', '2025-04-03T09:30:00.000Z'),
      ])
      .execute();

    const page = (await (await routes('viewer').request('/')).json()) as CustomerSuccessPage;
    expect(page.total).toBe(2);
    expect(page.buyers.map((b) => [b.id, b.leadId, b.name])).toEqual([
      ['anon', null, ''],
      ['b1', 'b1', 'Ana Souza'],
    ]);
    expect(page.buyers[0]?.purchase).toEqual({
      date: '2025-04-03T08:00:00.000Z',
      plan: 'IA NA PRÁTICA',
      valueCents: 208_032,
      method: 'credit-card',
      installments: null,
      status: 'refunded',
      providerCheckoutId: 'sbx-anon',
    });

    const tick = await routes().request('/anon/checklist', jsonRequest('PATCH', { confirmationSent: true }));
    expect(tick.status).toBe(200);
    expect(await db.selectFrom('onboarding_checklists').selectAll().executeTakeFirstOrThrow()).toMatchObject({
      buyer_id: 'anon',
      lead_id: null,
      checkout_id: 'anon',
      confirmation_sent_by: 'admin@funil.test',
    });
    const erased = await routes().request('/erased/checklist', jsonRequest('PATCH', { attended: true }));
    expect(erased.status).toBe(404);
  });

  it('searches buyers by name, phone digits or Instagram and pages them', async () => {
    const { db } = database();
    await insertBuyer(db, { id: 'b1', name: 'Ana Souza', instagram: 'ana.ia' });
    await insertBuyer(db, { id: 'b2', name: 'Bruno Reis', phone: '5531911112222' });
    const ids = async (query: string) => {
      const page = (await (await routes().request(`/?${query}`)).json()) as CustomerSuccessPage;
      return page.buyers.map((b) => b.id);
    };
    expect(await ids('q=souza')).toEqual(['b1']);
    expect(await ids(`q=${encodeURIComponent('(31) 91111')}`)).toEqual(['b2']);
    expect(await ids('q=ANA.IA')).toEqual(['b1']);
    expect(await ids('pageSize=1&page=2')).toHaveLength(1);
    expect((await routes().request('/?pageSize=500')).status).toBe(400);
  });

  it('ticks and unticks items, recording who and when', async () => {
    const { db } = database();
    await insertBuyer(db, { id: 'b1' });
    const tick = await routes().request(
      '/b1/checklist',
      jsonRequest('PATCH', { confirmationSent: true, notes: 'Prefere áudio' }),
    );
    expect(tick.status).toBe(200);
    expect(await tick.json()).toMatchObject({
      checklist: {
        confirmationSent: { done: true, at: NOW, by: 'admin@funil.test' },
        inWhatsappGroup: { done: false },
        notes: 'Prefere áudio',
        updatedBy: 'admin@funil.test',
        updatedAt: NOW,
      },
    });
    await routes().request(
      '/b1/checklist',
      jsonRequest('PATCH', { attended: true, confirmationSent: false }),
    );

    const row = await db.selectFrom('onboarding_checklists').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      buyer_id: 'b1',
      lead_id: 'b1',
      checkout_id: null,
      confirmation_sent_at: null,
      confirmation_sent_by: null,
      attended_at: NOW,
      attended_by: 'admin@funil.test',
      notes: 'Prefere áudio',
    });
    const page = (await (await routes().request('/')).json()) as CustomerSuccessPage;
    expect(page.buyers[0]?.checklist.attended).toEqual({ done: true, at: NOW, by: 'admin@funil.test' });
  });

  it('keeps every change when staff tick different items of one buyer at the same moment', async () => {
    const { db } = database();
    await insertBuyer(db, { id: 'b1' });
    const changes = [{ confirmationSent: true }, { inWhatsappGroup: true }, { attended: true }];
    const answers = await Promise.all(
      changes.map((change) => routes().request('/b1/checklist', jsonRequest('PATCH', change))),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);

    const row = await db.selectFrom('onboarding_checklists').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      confirmation_sent_at: NOW,
      in_whatsapp_group_at: NOW,
      attended_at: NOW,
    });
  });

  it('refuses viewers, non-buyers, unknown fields and empty changes', async () => {
    const { db } = database();
    await insertBuyer(db, { id: 'b1' });
    await insertLead(db, { id: 'l1', phone: '5521900000000' });

    const viewer = await routes('viewer').request('/b1/checklist', jsonRequest('PATCH', { attended: true }));
    expect(viewer.status).toBe(403);
    const notBuyer = await routes().request('/l1/checklist', jsonRequest('PATCH', { attended: true }));
    expect(notBuyer.status).toBe(404);
    expect(await notBuyer.json()).toEqual({
      error: { code: 'buyer_not_found', message: ERRORS.buyer_not_found },
    });
    for (const body of [{}, { paid: true }, { attended: 'sim' }]) {
      const res = await routes().request('/b1/checklist', jsonRequest('PATCH', body));
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await db.selectFrom('onboarding_checklists').selectAll().execute()).toEqual([]);
  });
});
