// leads.engagement_score follows every write that changes a signal, on both engines.

import { ENGAGEMENT_RULES } from '@funil/core/engagement-score';
import { leadSaveSchema } from '@funil/core/lead';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { expect, it } from 'vitest';
import type { DomainLogger } from '../domain/ports/logger.ts';
import { registerVisit } from '../domain/register-visit.ts';
import { saveLead } from '../domain/save-lead.ts';
import { updateBehaviour } from '../domain/update-behaviour.ts';
import { updateInstagram } from '../domain/update-instagram.ts';
import { createCheckoutsRepository } from './checkouts-repository.ts';
import { scoreUnscoredLeads } from './engagement-scores.ts';
import { leadStoreScope } from './leads-repository.ts';

const T = '2025-04-01T12:00:00.000Z';
const PHONE = '5511987654321';
const quiet: DomainLogger = { warn: () => {}, info: () => {} };
const now = () => new Date(T);
const { visitCount, instagramGiven, checkoutCreated, checkoutVisited } = ENGAGEMENT_RULES;

describeEachEngine('engagement scores', (database) => {
  const score = async (id: string) =>
    (
      await database()
        .db.selectFrom('leads')
        .select('engagement_score')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).engagement_score;

  it('rescores a lead on save, visit, Instagram, behaviour and checkout writes', async () => {
    const scope = leadStoreScope(database().db);
    const deps = (store: Parameters<Parameters<typeof scope>[0]>[0]) => ({ store, logger: quiet, now });
    const { id, token } = await scope((store) =>
      saveLead(deps(store), leadSaveSchema.parse({ name: 'Ana', phone: PHONE })),
    );
    const own = { leadId: id, leadToken: token };
    expect(await score(id)).toBe(0);

    await scope((store) => registerVisit(deps(store), { phone: PHONE, ...own }));
    expect(await score(id)).toBe(visitCount.perUnit);

    await scope((store) => updateInstagram(deps(store), { ...own, instagram: 'ana' }));
    expect(await score(id)).toBe(visitCount.perUnit + instagramGiven.max);

    const click = { elementId: 'b', elementText: '', elementType: 'button', x: 0, y: 0, path: '/' };
    await scope((store) =>
      updateBehaviour(deps(store), {
        ...own,
        clicks: [1, 2, 3].map((timestamp) => ({ ...click, timestamp })),
        pageViews: [{ url: '/', title: '', timestamp: 1, timeSpent: 24_000 }],
      }),
    );
    const afterBehaviour = visitCount.perUnit + instagramGiven.max + 3 + 2;
    expect(await score(id)).toBe(afterBehaviour);

    const checkouts = createCheckoutsRepository(database().db);
    await checkouts.insertCheckout({
      id: 'c1',
      lead_id: id,
      offer_code: 'ia-na-pratica',
      method: 'pix',
      amount_cents: 179_700,
      max_installments: 1,
      provider: 'sandbox',
      external_reference: 'ref',
      expires_at: T,
      status: 'pending',
      created_at: T,
      updated_at: T,
    });
    await checkouts.checkoutCreated('c1', {
      provider_checkout_id: 'sbx_1',
      link: 'http://x/1',
      updated_at: T,
    });
    await checkouts.updateLeadCheckout(id, {
      checkout_status: 'created',
      checkout_url: 'http://x/1',
      checkout_created_at: T,
      checkout_updated_at: T,
      updated_at: T,
    });
    expect(await score(id)).toBe(afterBehaviour + checkoutCreated.max);

    await checkouts.markVisited('sbx_1', T);
    expect(await score(id)).toBe(afterBehaviour + checkoutCreated.max + checkoutVisited.max);
  });

  it('scores the leads stored without a score, and only those', async () => {
    const { db } = database();
    await db
      .insertInto('leads')
      .values([
        {
          id: 'old',
          name: 'Ana',
          phone: PHONE,
          instagram: 'ana',
          visit_count: 2,
          created_at: T,
          updated_at: T,
        },
        {
          id: 'kept',
          name: 'Bia',
          phone: PHONE,
          visit_count: 0,
          instagram: null,
          engagement_score: 42,
          created_at: T,
          updated_at: T,
        },
      ])
      .execute();

    expect(await scoreUnscoredLeads(db, 1)).toBe(1);
    expect(await score('old')).toBe(2 * visitCount.perUnit + instagramGiven.max);
    expect(await score('kept')).toBe(42);
    expect(await scoreUnscoredLeads(db)).toBe(0);
  });
});
