// Saving the launch settings moves the event and offer rows staff screens read, in one transaction.
import { DEFAULT_LAUNCH_SETTINGS } from '@funil/core/launch-settings';
import { FREE_LIVE_CALL, IMMERSION } from '@funil/core/offers';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { expect, it } from 'vitest';
import { createLaunchSettingsRepository } from './launch-settings-repository.ts';
import { PROGRAM_OFFER_CODE, seed } from './seed.ts';

const EDITOR = { id: 'staff-1', email: 'ana@funil.test', name: 'Ana' };

describeEachEngine('launch settings repository', (database) => {
  it('moves the free call, the immersion and the program offer with the saved settings', async () => {
    const { db } = database();
    await seed(db);
    const next = structuredClone(DEFAULT_LAUNCH_SETTINGS);
    next.freeCall.date = '2026-12-10';
    next.immersion = { ...next.immersion, date: '2027-01-16', location: 'São Paulo' };
    next.program = { pixPriceCents: 99_700, cardInstallments: 10, cardTotalCents: 110_000 };

    // Before 26 April 2025 the unsaved launch is the spec's own (decision 0022).
    const specTime = () => new Date('2025-04-01T12:00:00.000Z');
    const change = await createLaunchSettingsRepository(db, specTime).save(
      next,
      EDITOR,
      '2026-11-24T10:00:00.000Z',
    );
    expect(change.before).toEqual(DEFAULT_LAUNCH_SETTINGS);

    const events = await db
      .selectFrom('events')
      .select(['slug', 'starts_at', 'ends_at', 'location'])
      .orderBy('slug')
      .execute();
    expect(events).toEqual([
      {
        slug: FREE_LIVE_CALL.slug,
        starts_at: '2026-12-10T23:00:00.000Z',
        ends_at: '2026-12-11T00:00:00.000Z',
        location: FREE_LIVE_CALL.location,
      },
      {
        slug: IMMERSION.slug,
        starts_at: '2027-01-16T12:00:00.000Z',
        ends_at: '2027-01-16T20:00:00.000Z',
        location: 'São Paulo',
      },
    ]);
    const offer = await db
      .selectFrom('offers')
      .select(['pix_price_cents', 'card_total_cents', 'max_installments'])
      .where('code', '=', PROGRAM_OFFER_CODE)
      .executeTakeFirstOrThrow();
    expect(offer).toEqual({ pix_price_cents: 99_700, card_total_cents: 110_000, max_installments: 10 });
  });
});
