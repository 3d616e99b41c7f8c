// The launches staff run (domain/ports/launches.ts) on Kysely, for both engines: each change in one
// transaction with its audit row, a new launch with events and an offer of its own.
import { defaultLaunchSettingsAt, type LaunchSettings } from '@funil/core/launch-settings';
import type { LaunchAction, LaunchIdentity, LaunchSummary } from '@funil/core/launches';
import type { Kysely, Transaction } from 'kysely';
import type {
  LaunchAuditEntry,
  LaunchEditor,
  LaunchOutcome,
  LaunchRefusal,
  LaunchStore,
} from '../domain/ports/launches.ts';
import {
  currentLaunchId,
  detailOf,
  followSettings,
  insertAudit,
  insertLaunchParts,
  type LaunchRow,
  launchRow,
  partsOf,
  runsOf,
  settingsOf,
} from './launch-rows.ts';
import type { Database } from './schema.ts';
import { copyTickets } from './tickets-repository.ts';

const refused = (refusal: LaunchRefusal): LaunchOutcome => ({ ok: false, refusal });

export function createLaunchesRepository(
  db: Kysely<Database>,
  now: () => Date = () => new Date(),
): LaunchStore {
  async function outcome(trx: Transaction<Database>, id: string): Promise<LaunchOutcome> {
    const row = await launchRow(trx, { id });
    if (!row) return refused('launch_not_found');
    const ran = (await runsOf(trx, [id])).get(id) ?? null;
    return { ok: true, launch: detailOf(row, await currentLaunchId(trx), now(), ran) };
  }

  async function slugTaken(trx: Transaction<Database>, slug: string, exceptId?: string): Promise<boolean> {
    const row = await launchRow(trx, { slug });
    return row !== undefined && row.id !== exceptId;
  }

  /** A new draft with these settings and rows of its own. */
  function createDraft(
    identity: LaunchIdentity,
    settings: LaunchSettings,
    action: LaunchAction,
    editor: LaunchEditor,
    time: string,
    sourceId?: string,
  ): Promise<LaunchOutcome> {
    return db.transaction().execute(async (trx) => {
      if (await slugTaken(trx, identity.slug)) return refused('launch_slug_taken');
      const id = crypto.randomUUID();
      const document = JSON.stringify(settings);
      await trx
        .insertInto('launches')
        .values({
          id,
          slug: identity.slug,
          name: identity.name,
          status: 'draft',
          document,
          created_at: time,
          updated_at: time,
          published_at: null,
          closed_at: null,
        })
        .execute();
      await insertLaunchParts(trx, { id, slug: identity.slug }, settings, time);
      if (sourceId) await copyTickets(trx, sourceId, id, time);
      await insertAudit(trx, { launchId: id, action, editor, time, before: null, after: document });
      return outcome(trx, id);
    });
  }

  /** Runs a change on an open launch (not closed), in one transaction. */
  function change(
    id: string,
    work: (trx: Transaction<Database>, row: LaunchRow) => Promise<LaunchRefusal | undefined>,
  ): Promise<LaunchOutcome> {
    return db.transaction().execute(async (trx) => {
      const row = await launchRow(trx, { id });
      if (!row) return refused('launch_not_found');
      if (row.status === 'closed') return refused('launch_closed');
      const refusal = await work(trx, row);
      return refusal ? refused(refusal) : outcome(trx, id);
    });
  }

  return {
    async list(): Promise<LaunchSummary[]> {
      const [rows, currentId, runs] = await Promise.all([
        db.selectFrom('launches').selectAll().orderBy('created_at', 'desc').orderBy('id').execute(),
        currentLaunchId(db),
        runsOf(db),
      ]);
      return rows.map((row) => {
        const { settings: _settings, ...summary } = detailOf(row, currentId, now(), runs.get(row.id) ?? null);
        return summary;
      });
    },

    async find(id) {
      const row = await launchRow(db, { id });
      if (!row) return undefined;
      return detailOf(row, await currentLaunchId(db), now(), (await runsOf(db, [id])).get(id) ?? null);
    },

    async findBySlug(slug) {
      const row = await launchRow(db, { slug });
      if (!row) return undefined;
      const ran = (await runsOf(db, [row.id])).get(row.id) ?? null;
      return { launch: detailOf(row, await currentLaunchId(db), now(), ran), parts: await partsOf(db, row) };
    },

    createFromTemplate: (identity, editor, time) =>
      createDraft(identity, defaultLaunchSettingsAt(now()), 'created', editor, time),

    async duplicate(sourceId, identity, editor, time) {
      const source = await launchRow(db, { id: sourceId });
      if (!source) return refused('launch_not_found');
      const settings = settingsOf(source.document, now());
      return createDraft(identity, settings, 'duplicated', editor, time, sourceId);
    },

    update: (id, identity, settings, editor, time) =>
      change(id, async (trx, row) => {
        if (await slugTaken(trx, identity.slug, id)) return 'launch_slug_taken';
        const document = JSON.stringify(settings);
        const before = JSON.stringify(settingsOf(row.document, now()));
        await trx
          .updateTable('launches')
          .set({ name: identity.name, slug: identity.slug, document, updated_at: time })
          .where('id', '=', id)
          .execute();
        await followSettings(trx, id, settings, time);
        await insertAudit(trx, { launchId: id, action: 'updated', editor, time, before, after: document });
        return undefined;
      }),

    publish: (id, editor, time) =>
      change(id, async (trx, row) => {
        await trx
          .updateTable('launches')
          .set({ status: 'published', published_at: time, updated_at: time })
          .where('id', '=', id)
          .execute();
        if ((await currentLaunchId(trx)) !== id) {
          // The site's launch changes now: the last one's period ends, this one's begins.
          await trx
            .updateTable('launch_periods')
            .set({ ended_at: time })
            .where('ended_at', 'is', null)
            .execute();
          await trx
            .insertInto('launch_periods')
            .values({ launch_id: id, started_at: time, ended_at: null })
            .execute();
        }
        await trx
          .insertInto('current_launch')
          .values({ id: 'site', launch_id: id, updated_at: time })
          .onConflict((oc) => oc.column('id').doUpdateSet({ launch_id: id, updated_at: time }))
          .execute();
        await insertAudit(trx, {
          launchId: id,
          action: 'published',
          editor,
          time,
          before: null,
          after: row.document,
        });
        return undefined;
      }),

    close: (id, editor, time) =>
      change(id, async (trx) => {
        if ((await currentLaunchId(trx)) === id) return 'launch_is_current';
        await trx
          .updateTable('launches')
          .set({ status: 'closed', closed_at: time, updated_at: time })
          .where('id', '=', id)
          .execute();
        await insertAudit(trx, { launchId: id, action: 'closed', editor, time, before: null, after: null });
        return undefined;
      }),

    async audit(id, limit): Promise<LaunchAuditEntry[]> {
      const rows = await db
        .selectFrom('launch_audit')
        .select(['id', 'action', 'changed_at', 'staff_email', 'staff_name'])
        .where('launch_id', '=', id)
        .orderBy('changed_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        action: row.action as LaunchAction,
        changedAt: row.changed_at,
        staffEmail: row.staff_email,
        staffName: row.staff_name,
      }));
    },
  };
}
