// Reference rows every install needs, taken from core's constants; inserting twice changes nothing.
import { defaultLaunchSettingsAt } from '@funil/core/launch-settings';
import { freeCallWindow, immersionWindow } from '@funil/core/launch-times';
import { FREE_LIVE_CALL, IMMERSION, PROGRAM } from '@funil/core/offers';
import type { Kysely } from 'kysely';
import { seedFreeCallReminderTemplates } from './cadences-defaults.ts';
import type { Database } from './schema.ts';

/** The program's key in `offers`, and the plan/product key its purchases carry. */
export const PROGRAM_OFFER_CODE = 'ia-na-pratica';

/**
 * Existing rows are left alone (ON CONFLICT DO NOTHING), so staff edits survive a restart and
 * two processes seeding at once on PostgreSQL do not collide.
 */
export async function seed(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  const time = now.toISOString();
  // Launch 1, which migration 0041 made current: on a fresh install these are its rows.
  const launch = await db
    .selectFrom('current_launch')
    .select('launch_id')
    .where('id', '=', 'site')
    .executeTakeFirst();
  const launchId = launch?.launch_id ?? null;
  // The paid immersion and the free call the lead modal registers leads for, dated as the pages date
  // them until staff save the launch (the template's dates, moved on to the next year still ahead),
  // so reminders go out for the call visitors were shown.
  const settings = defaultLaunchSettingsAt(now);
  for (const [event, kind, window] of [
    [IMMERSION, 'immersion', immersionWindow(settings)],
    [FREE_LIVE_CALL, 'free_call', freeCallWindow(settings)],
  ] as const) {
    await db
      .insertInto('events')
      .values({
        id: crypto.randomUUID(),
        slug: event.slug,
        title: event.title,
        starts_at: window.startsAt,
        ends_at: window.endsAt,
        location: event.location,
        price_cents: event.priceCents,
        created_at: time,
        updated_at: time,
        launch_id: launchId,
        kind,
      })
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
  }

  // The free call's WhatsApp reminders (issue 18), once the event exists.
  await seedFreeCallReminderTemplates(db, time);

  await db
    .insertInto('offers')
    .values({
      code: PROGRAM_OFFER_CODE,
      name: PROGRAM.name,
      pix_price_cents: PROGRAM.pixPriceCents,
      card_total_cents: PROGRAM.cardTotalCents,
      max_installments: PROGRAM.cardInstallments,
      checkout_expiry_minutes: PROGRAM.checkoutExpiryMinutes,
      external_reference_prefix: PROGRAM.externalReferencePrefix,
      created_at: time,
      updated_at: time,
      launch_id: launchId,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
