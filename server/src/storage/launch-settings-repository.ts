// The launch settings and their audit (migration 0024) on Kysely, for both engines.
import {
  DEFAULT_LAUNCH_SETTINGS,
  defaultLaunchSettingsAt,
  type LaunchSettings,
  type LaunchSettingsChange,
  launchSettingsSchema,
} from '@funil/core/launch-settings';
import { freeCallWindow, immersionWindow } from '@funil/core/launch-times';
import { FREE_LIVE_CALL, IMMERSION } from '@funil/core/offers';
import type { Kysely, Transaction } from 'kysely';
import type { LaunchSettingsStore, StoredLaunchSettings } from '../domain/ports/launch-settings.ts';
import type { Database } from './schema.ts';
import { PROGRAM_OFFER_CODE } from './seed.ts';

const CURRENT = 'current';

/** The staff screen's store (domain/ports/launch-settings.ts). */
export type LaunchSettingsRepository = LaunchSettingsStore;

/**
 * A stored document read back: each group over the defaults, so a setting added after it was saved
 * starts at the spec's value instead of failing every page.
 */
function documentOf(text: string): LaunchSettings {
  const stored = JSON.parse(text) as Partial<Record<keyof LaunchSettings, unknown>>;
  const merged: Record<string, unknown> = { ...DEFAULT_LAUNCH_SETTINGS, state: stored.state };
  for (const group of ['immersion', 'freeCall', 'program', 'sales', 'contacts', 'tracking'] as const) {
    merged[group] = { ...DEFAULT_LAUNCH_SETTINGS[group], ...(stored[group] as object | undefined) };
  }
  const parsed = launchSettingsSchema.safeParse(merged);
  if (!parsed.success) {
    throw new Error(`Configurações do lançamento gravadas inválidas: ${parsed.error.issues[0]?.message}`);
  }
  return parsed.data;
}

async function readFrom(db: Kysely<Database>, now: () => Date): Promise<StoredLaunchSettings> {
  const row = await db
    .selectFrom('launch_settings')
    .select(['document', 'updated_at'])
    .where('id', '=', CURRENT)
    .executeTakeFirst();
  return row
    ? { settings: documentOf(row.document), updatedAt: row.updated_at }
    : // Nothing saved yet: the spec's launch, on its days of a year still ahead (decision 0022).
      { settings: defaultLaunchSettingsAt(now()), updatedAt: null };
}

/**
 * The event and offer rows staff screens, registrations and reports read follow the saved settings
 * in the same transaction, so no screen shows a date or price the launch no longer has.
 */
async function followSettings(trx: Transaction<Database>, settings: LaunchSettings, time: string) {
  const immersion = immersionWindow(settings);
  await trx
    .updateTable('events')
    .set({
      starts_at: immersion.startsAt,
      ends_at: immersion.endsAt,
      location: settings.immersion.location,
      price_cents: settings.immersion.priceCents,
      updated_at: time,
    })
    .where('slug', '=', IMMERSION.slug)
    .execute();
  const freeCall = freeCallWindow(settings);
  await trx
    .updateTable('events')
    .set({ starts_at: freeCall.startsAt, ends_at: freeCall.endsAt, updated_at: time })
    .where('slug', '=', FREE_LIVE_CALL.slug)
    .execute();
  await trx
    .updateTable('offers')
    .set({
      pix_price_cents: settings.program.pixPriceCents,
      card_total_cents: settings.program.cardTotalCents,
      max_installments: settings.program.cardInstallments,
      updated_at: time,
    })
    .where('code', '=', PROGRAM_OFFER_CODE)
    .execute();
}

export function createLaunchSettingsRepository(
  db: Kysely<Database>,
  now: () => Date = () => new Date(),
): LaunchSettingsRepository {
  return {
    read: () => readFrom(db, now),

    save(next, editor, time) {
      return db.transaction().execute(async (trx) => {
        const { settings: before } = await readFrom(trx, now);
        const document = JSON.stringify(next);
        await trx
          .insertInto('launch_settings')
          .values({ id: CURRENT, document, updated_at: time, updated_by: editor.id })
          .onConflict((oc) =>
            oc.column('id').doUpdateSet({ document, updated_at: time, updated_by: editor.id }),
          )
          .execute();
        await followSettings(trx, next, time);
        const change: LaunchSettingsChange = {
          id: crypto.randomUUID(),
          changedAt: time,
          staffEmail: editor.email,
          staffName: editor.name,
          before,
          after: next,
        };
        await trx
          .insertInto('launch_settings_audit')
          .values({
            id: change.id,
            changed_at: time,
            staff_id: editor.id,
            staff_email: editor.email,
            staff_name: editor.name,
            before_document: JSON.stringify(before),
            after_document: document,
          })
          .execute();
        return change;
      });
    },

    async listChanges(limit) {
      const rows = await db
        .selectFrom('launch_settings_audit')
        .selectAll()
        .orderBy('changed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        changedAt: row.changed_at,
        staffEmail: row.staff_email,
        staffName: row.staff_name,
        before: documentOf(row.before_document),
        after: documentOf(row.after_document),
      }));
    },
  };
}
