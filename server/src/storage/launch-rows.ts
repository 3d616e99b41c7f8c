// The rows of one launch on Kysely, for both engines (migration 0041): its settings document read
// back over the defaults, the events and offer it owns, and its audit. launches-repository.ts and
// launch-settings-repository.ts build on these.

import { resolveLaunchProduct } from '@funil/core/launch-product';
import {
  DEFAULT_LAUNCH_SETTINGS,
  defaultLaunchSettingsAt,
  type LaunchSettings,
  launchSettingsSchema,
  publicLaunchSettings,
} from '@funil/core/launch-settings';
import { freeCallWindow, immersionWindow } from '@funil/core/launch-times';
import {
  type LaunchAction,
  type LaunchDetail,
  type LaunchRun,
  type LaunchStatus,
  launchLifecycleState,
} from '@funil/core/launches';
import { FREE_LIVE_CALL, IMMERSION, PROGRAM } from '@funil/core/offers';
import { REMINDERS, type ReminderText } from '@funil/core/reminder-texts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { LaunchEditor, LaunchParts } from '../domain/ports/launches.ts';
import { FREE_CALL_REMINDER_TEMPLATES } from './cadences-defaults.ts';
import type { Database, LaunchesTable } from './schema.ts';
import { PROGRAM_OFFER_CODE } from './seed.ts';

export type LaunchRow = Selectable<LaunchesTable>;
type Db = Kysely<Database> | Transaction<Database>;

/**
 * A stored document read back: each group over the defaults, so a setting added after it was saved
 * starts at the spec's value instead of failing every page. Null is the spec's launch as of `now`.
 */
export function settingsOf(document: string | null, now: Date): LaunchSettings {
  if (document === null) return defaultLaunchSettingsAt(now);
  const stored = JSON.parse(document) as Record<string, unknown>;
  const merged: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(DEFAULT_LAUNCH_SETTINGS)) {
    const value = stored[key];
    merged[key] =
      typeof fallback === 'object' && fallback !== null
        ? { ...fallback, ...(value as object | undefined) }
        : (value ?? fallback);
  }
  const parsed = launchSettingsSchema.safeParse(merged);
  if (!parsed.success) {
    throw new Error(`Configurações do lançamento gravadas inválidas: ${parsed.error.issues[0]?.message}`);
  }
  return parsed.data;
}

export function detailOf(
  row: LaunchRow,
  currentId: string | undefined,
  now: Date,
  ran: LaunchRun | null,
): LaunchDetail {
  const settings = settingsOf(row.document, now);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    state: launchLifecycleState(row.status as LaunchStatus, settings.state),
    isCurrent: row.id === currentId,
    freeCallStartsAt: freeCallWindow(settings).startsAt,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
    closedAt: row.closed_at,
    ran,
    settings,
  };
}

/** When each launch (or the ones named) was the site's: from its first period's start to its last's end. */
export async function runsOf(db: Db, ids?: readonly string[]): Promise<Map<string, LaunchRun>> {
  let query = db.selectFrom('launch_periods').select(['launch_id', 'started_at', 'ended_at']);
  if (ids) query = query.where('launch_id', 'in', ids.length > 0 ? [...ids] : ['']);
  const runs = new Map<string, LaunchRun>();
  for (const period of await query.orderBy('started_at').execute()) {
    const known = runs.get(period.launch_id);
    runs.set(period.launch_id, { from: known?.from ?? period.started_at, to: period.ended_at });
  }
  return runs;
}

export async function currentLaunchId(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('current_launch')
    .select('launch_id')
    .where('id', '=', 'site')
    .executeTakeFirst();
  return row?.launch_id;
}

export function launchRow(db: Db, where: { id: string } | { slug: string }): Promise<LaunchRow | undefined> {
  const query = db.selectFrom('launches').selectAll();
  return (
    'id' in where ? query.where('id', '=', where.id) : query.where('slug', '=', where.slug)
  ).executeTakeFirst();
}

/** The slugs of the launch's own events and the code of its offer. */
export async function partsOf(db: Db, row: LaunchRow): Promise<LaunchParts> {
  const events = await db
    .selectFrom('events')
    .select(['slug', 'kind'])
    .where('launch_id', '=', row.id)
    .where('kind', 'in', ['free_call', 'immersion'])
    .execute();
  const offer = await db
    .selectFrom('offers')
    .select('code')
    .where('launch_id', '=', row.id)
    .where('kind', '=', 'program')
    .orderBy('created_at')
    .executeTakeFirst();
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    freeCallSlug: events.find((event) => event.kind === 'free_call')?.slug ?? FREE_LIVE_CALL.slug,
    immersionSlug: events.find((event) => event.kind === 'immersion')?.slug ?? IMMERSION.slug,
    offerCode: offer?.code ?? PROGRAM_OFFER_CODE,
  };
}

/**
 * The event and offer rows staff screens, registrations and reports read follow the launch's
 * settings in the same transaction, so no screen shows a date or price the launch no longer has.
 */
export async function followSettings(trx: Db, launchId: string, settings: LaunchSettings, time: string) {
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
    .where('launch_id', '=', launchId)
    .where('kind', '=', 'immersion')
    .execute();
  const freeCall = freeCallWindow(settings);
  await trx
    .updateTable('events')
    .set({ starts_at: freeCall.startsAt, ends_at: freeCall.endsAt, updated_at: time })
    .where('launch_id', '=', launchId)
    .where('kind', '=', 'free_call')
    .execute();
  await trx
    .updateTable('offers')
    .set({
      pix_price_cents: settings.program.pixPriceCents,
      card_total_cents: settings.program.cardTotalCents,
      max_installments: settings.program.cardInstallments,
      updated_at: time,
    })
    .where('launch_id', '=', launchId)
    // Tickets keep their own prices (migration 0042).
    .where('kind', '=', 'program')
    .execute();
  // The product's name is the checkout's item and the thank-you page's order line (issue 29): the
  // server reads it from the launch's offer, never from the browser.
  await trx
    .updateTable('offers')
    .set({ name: resolveLaunchProduct(settings.product).name })
    .where('launch_id', '=', launchId)
    .where('code', 'like', `${PROGRAM_OFFER_CODE}%`)
    .execute();
  // The call's reminders say what staff wrote for this launch (its texts' "whatsapp" group).
  const reminders = publicLaunchSettings(settings).texts.whatsapp;
  const call = trx
    .selectFrom('events')
    .select('id')
    .where('launch_id', '=', launchId)
    .where('kind', '=', 'free_call');
  for (const name of Object.keys(REMINDERS) as ReminderText[]) {
    await trx
      .updateTable('event_message_templates')
      .set({ body: reminders[name], updated_at: time })
      .where('event_id', 'in', call)
      .where('message_type', '=', REMINDERS[name].messageType)
      .execute();
  }
}

/**
 * A new launch's own rows: the free call (with the reminder templates), the immersion and the
 * program offer, each named after the launch, so its registrants, reminders and sales are its own.
 */
/** The launch's own words for the call's reminder of this kind. */
function reminderBody(settings: LaunchSettings, messageType: string): string | undefined {
  const name = (Object.keys(REMINDERS) as ReminderText[]).find(
    (candidate) => REMINDERS[candidate].messageType === messageType,
  );
  return name && publicLaunchSettings(settings).texts.whatsapp[name];
}

export async function insertLaunchParts(
  trx: Db,
  launch: { id: string; slug: string },
  settings: LaunchSettings,
  time: string,
) {
  const freeCall = freeCallWindow(settings);
  const immersion = immersionWindow(settings);
  const freeCallId = crypto.randomUUID();
  await trx
    .insertInto('events')
    .values([
      {
        id: freeCallId,
        slug: `${FREE_LIVE_CALL.slug}-${launch.slug}`,
        title: FREE_LIVE_CALL.title,
        starts_at: freeCall.startsAt,
        ends_at: freeCall.endsAt,
        location: FREE_LIVE_CALL.location,
        price_cents: FREE_LIVE_CALL.priceCents,
        created_at: time,
        updated_at: time,
        launch_id: launch.id,
        kind: 'free_call',
      },
      {
        id: crypto.randomUUID(),
        slug: `${IMMERSION.slug}-${launch.slug}`,
        title: IMMERSION.title,
        starts_at: immersion.startsAt,
        ends_at: immersion.endsAt,
        location: settings.immersion.location,
        price_cents: settings.immersion.priceCents,
        created_at: time,
        updated_at: time,
        launch_id: launch.id,
        kind: 'immersion',
      },
    ])
    .execute();
  await trx
    .insertInto('event_message_templates')
    .values(
      FREE_CALL_REMINDER_TEMPLATES.map((template) => ({
        id: crypto.randomUUID(),
        event_id: freeCallId,
        message_type: template.message_type,
        title: template.title,
        body: reminderBody(settings, template.message_type) ?? template.body,
        created_at: time,
        updated_at: time,
      })),
    )
    .execute();
  await trx
    .insertInto('offers')
    .values({
      code: `${PROGRAM_OFFER_CODE}-${launch.slug}`,
      name: resolveLaunchProduct(settings.product).name,
      pix_price_cents: settings.program.pixPriceCents,
      card_total_cents: settings.program.cardTotalCents,
      max_installments: settings.program.cardInstallments,
      checkout_expiry_minutes: PROGRAM.checkoutExpiryMinutes,
      external_reference_prefix: PROGRAM.externalReferencePrefix,
      created_at: time,
      updated_at: time,
      launch_id: launch.id,
    })
    .execute();
}

export async function insertAudit(
  trx: Db,
  entry: {
    launchId: string;
    action: LaunchAction;
    editor: LaunchEditor;
    time: string;
    before: string | null;
    after: string | null;
  },
): Promise<string> {
  const id = crypto.randomUUID();
  await trx
    .insertInto('launch_audit')
    .values({
      id,
      launch_id: entry.launchId,
      action: entry.action,
      changed_at: entry.time,
      staff_id: entry.editor.id,
      staff_email: entry.editor.email,
      staff_name: entry.editor.name,
      before_document: entry.before,
      after_document: entry.after,
    })
    .execute();
  return id;
}
