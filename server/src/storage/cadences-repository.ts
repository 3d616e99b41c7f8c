// The cadences staff define (migration 0029) and what each sent, for the staff cadences screen.
import type { Kysely, Selectable } from 'kysely';
import type { CadenceRow, CadencesStore, CadenceWrite } from '../domain/ports/whatsapp-staff.ts';
import type { CadencesTable, Database } from './schema.ts';
import { FALSE, isTrue, TRUE } from './sql-values.ts';

const rowOf = (row: Selectable<CadencesTable>): CadenceRow => ({
  ...row,
  stop_on_purchase: isTrue(row.stop_on_purchase),
  stop_on_reply: isTrue(row.stop_on_reply),
});

const columnsOf = (cadence: CadenceWrite) => ({
  ...cadence,
  stop_on_purchase: cadence.stop_on_purchase ? TRUE : FALSE,
  stop_on_reply: cadence.stop_on_reply ? TRUE : FALSE,
});

export function createCadencesRepository(db: Kysely<Database>): CadencesStore {
  return {
    async list() {
      const rows = await db.selectFrom('cadences').selectAll().orderBy('trigger').orderBy('name').execute();
      return rows.map(rowOf);
    },
    async find(id) {
      const row = await db.selectFrom('cadences').selectAll().where('id', '=', id).executeTakeFirst();
      return row && rowOf(row);
    },
    async insert(id, cadence, time) {
      await db
        .insertInto('cadences')
        .values({ id, ...columnsOf(cadence), created_at: time, updated_at: time })
        .execute();
    },
    async update(id, cadence, time) {
      const result = await db
        .updateTable('cadences')
        .set({ ...columnsOf(cadence), updated_at: time })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async setStatus(id, status, time) {
      const result = await db
        .updateTable('cadences')
        .set({ status, updated_at: time })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async sentFigures(sentStatuses) {
      const rows = await db
        .selectFrom('whatsapp_messages')
        .where('direction', '=', 'outbound')
        .where('status', 'in', [...sentStatuses])
        .where('cadence_id', 'is not', null)
        .select((eb) => [
          'cadence_id',
          eb.fn.countAll<number | string>().as('messages_sent'),
          eb.fn.max(eb.fn.coalesce('sent_at', 'created_at')).as('last_sent_at'),
        ])
        .groupBy('cadence_id')
        .execute();
      return rows.map((row) => ({
        cadence_id: row.cadence_id as string,
        messages_sent: Number(row.messages_sent),
        last_sent_at: row.last_sent_at,
      }));
    },

    async queuedFigures(queuedStatuses) {
      const rows = await db
        .selectFrom('whatsapp_jobs')
        .where('status', 'in', [...queuedStatuses])
        .select((eb) => [
          'cadence_id',
          eb.fn.countAll<number | string>().as('messages_queued'),
          eb.fn.min('due_at').as('next_due_at'),
        ])
        .groupBy('cadence_id')
        .execute();
      return rows.map((row) => ({
        cadence_id: row.cadence_id,
        messages_queued: Number(row.messages_queued),
        next_due_at: (row.next_due_at as string | null) ?? null,
      }));
    },
  };
}
