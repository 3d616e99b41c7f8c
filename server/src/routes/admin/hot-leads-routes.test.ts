import type { HotLead } from '@funil/core/admin-leads';
import { adminDepsFor } from '@funil/testkit/fixtures/lead-fixtures';
import { asStaff } from '@funil/testkit/server/as-staff';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { expect, it } from 'vitest';
import { hotLeadsRoutes } from './hot-leads-routes.ts';

const T = '2025-04-05T12:00:00.000Z';

describeEachEngine('GET /api/admin/hot-leads', (database) => {
  it('ranks leads who have not bought by engagement, each score explained, with a WhatsApp link', async () => {
    const { db } = database();
    const lead = (id: string, name: string, engagement_score: number, extra = {}) => ({
      id,
      name,
      phone: `551198765432${id.slice(-1)}`,
      visit_count: 0,
      has_purchased: 0 as 0 | 1,
      instagram: null,
      checkout_created_at: null,
      checkout_visited_at: null,
      engagement_score,
      lead_at: T as string | null,
      created_at: T,
      updated_at: T,
      ...extra,
    });
    await db
      .insertInto('leads')
      .values([
        lead('l1', 'Morna Silva', 20, { visit_count: 4 }),
        lead('l2', 'Quente Souza', 45, {
          visit_count: 4,
          instagram: 'q',
          checkout_created_at: T,
          checkout_visited_at: T,
        }),
        lead('l3', 'Compradora Lima', 90, { visit_count: 4, has_purchased: 1 }),
        lead('l4', 'Fria Costa', 0),
        // Known by a visit, never sent the form: not a lead.
        lead('l5', '', 80, { visit_count: 9, lead_at: null }),
      ])
      .execute();
    // A customer is a lead with a sale.
    await db
      .insertInto('checkouts')
      .values({
        id: 'c3',
        lead_id: 'l3',
        offer_code: 'ia-na-pratica',
        method: 'pix',
        amount_cents: 179_700,
        provider: 'sandbox',
        status: 'paid',
        external_reference: 'ref-c3',
        paid_at: T,
        created_at: T,
        updated_at: T,
      })
      .execute();

    const res = await asStaff(hotLeadsRoutes(adminDepsFor(db, T)), 'viewer').request('/?limit=10');
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: HotLead[] };
    expect(items.map((hot) => hot.name)).toEqual(['Quente Souza', 'Morna Silva']);
    expect(items[0]).toMatchObject({
      score: 55,
      parts: [
        { signal: 'visitCount', label: 'Visitas', points: 20 },
        { signal: 'instagramGiven', label: 'Informou o Instagram', points: 10 },
        { signal: 'checkoutCreated', label: 'Abriu o pagamento', points: 10 },
        { signal: 'checkoutVisited', label: 'Visitou o checkout', points: 15 },
      ],
    });
    expect(items[0]?.whatsappUrl).toMatch(/^https:\/\/wa\.me\/5511987654322\?text=Ol%C3%A1%2C%20Quente!/);

    // One launch's people: launch 1 holds everything before launches; a launch never current, none.
    const first = await db.selectFrom('launches').select('id').executeTakeFirstOrThrow();
    const names = async (query: string) =>
      (
        (await (await asStaff(hotLeadsRoutes(adminDepsFor(db, T)), 'viewer').request(query)).json()) as {
          items: HotLead[];
        }
      ).items.map((hot) => hot.name);
    expect(await names(`/?limit=10&launch=${first.id}`)).toEqual(['Quente Souza', 'Morna Silva']);
    expect(await names(`/?limit=10&launch=${crypto.randomUUID()}`)).toEqual([]);
    expect(
      (await asStaff(hotLeadsRoutes(adminDepsFor(db, T)), 'viewer').request('/?launch=lancamento-marco'))
        .status,
    ).toBe(400);
  });
});
