// The current launch's settings and their audit (migrations 0024, 0041) on Kysely, for both engines:
// what the public pages read and the launch settings screen edits.
import type { LaunchSettingsChange } from '@funil/core/launch-settings';
import { FREE_LIVE_CALL } from '@funil/core/offers';
import type { Kysely } from 'kysely';
import type { LaunchSettingsStore, StoredLaunchSettings } from '../domain/ports/launch-settings.ts';
import {
  currentLaunchId,
  followSettings,
  insertAudit,
  type LaunchRow,
  launchRow,
  partsOf,
  settingsOf,
} from './launch-rows.ts';
import type { Database } from './schema.ts';

/** The staff screen's store (domain/ports/launch-settings.ts). */
export type LaunchSettingsRepository = LaunchSettingsStore;

type Db = Parameters<typeof launchRow>[0];

async function currentRow(db: Db): Promise<LaunchRow> {
  const id = await currentLaunchId(db);
  const row = id === undefined ? undefined : await launchRow(db, { id });
  // Migration 0041 makes launch 1 current, and publishing only ever moves the pointer.
  if (!row) throw new Error('Nenhum lançamento atual: a migração 0041 não foi aplicada?');
  return row;
}

async function storedOf(db: Db, row: LaunchRow, now: Date): Promise<StoredLaunchSettings> {
  return {
    settings: settingsOf(row.document, now),
    // Nothing saved yet: the spec's launch, on its days of a year still ahead (decision 0022).
    updatedAt: row.document === null ? null : row.updated_at,
    launch: await partsOf(db, row),
  };
}

export function createLaunchSettingsRepository(
  db: Kysely<Database>,
  now: () => Date = () => new Date(),
): LaunchSettingsRepository {
  return {
    read: async () => storedOf(db, await currentRow(db), now()),

    async readPublished(slug) {
      const row = await launchRow(db, { slug });
      return row && row.status !== 'draft' ? storedOf(db, row, now()) : undefined;
    },

    async freeCallSlugFor(launchSlug) {
      const named =
        launchSlug === undefined
          ? undefined
          : await db
              .selectFrom('launches')
              .innerJoin('events', 'events.launch_id', 'launches.id')
              .select('events.slug')
              .where('launches.slug', '=', launchSlug)
              .where('launches.status', '=', 'published')
              .where('events.kind', '=', 'free_call')
              .executeTakeFirst();
      if (named) return named.slug;
      const current = await db
        .selectFrom('current_launch')
        .innerJoin('events', 'events.launch_id', 'current_launch.launch_id')
        .select('events.slug')
        .where('current_launch.id', '=', 'site')
        .where('events.kind', '=', 'free_call')
        .executeTakeFirst();
      return current?.slug ?? FREE_LIVE_CALL.slug;
    },

    save(next, editor, time) {
      return db.transaction().execute(async (trx) => {
        const row = await currentRow(trx);
        const before = settingsOf(row.document, now());
        const document = JSON.stringify(next);
        await trx
          .updateTable('launches')
          .set({ document, updated_at: time })
          .where('id', '=', row.id)
          .execute();
        await followSettings(trx, row.id, next, time);
        const id = await insertAudit(trx, {
          launchId: row.id,
          action: 'updated',
          editor,
          time,
          before: JSON.stringify(before),
          after: document,
        });
        const change: LaunchSettingsChange = {
          id,
          changedAt: time,
          staffEmail: editor.email,
          staffName: editor.name,
          before,
          after: next,
        };
        return change;
      });
    },

    async listChanges(limit) {
      const row = await currentRow(db);
      const rows = await db
        .selectFrom('launch_audit')
        .selectAll()
        .where('launch_id', '=', row.id)
        .where('action', '=', 'updated')
        .orderBy('changed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((audit) => ({
        id: audit.id,
        changedAt: audit.changed_at,
        staffEmail: audit.staff_email ?? '',
        staffName: audit.staff_name ?? '',
        before: settingsOf(audit.before_document, now()),
        after: settingsOf(audit.after_document, now()),
      }));
    },
  };
}
