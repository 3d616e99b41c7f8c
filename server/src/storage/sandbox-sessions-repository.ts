// The payment sandbox's sessions and installment plans (migration 0028), shared by every process.
import type { Kysely } from 'kysely';
import type { SandboxStatus, SandboxStore } from '../providers/payments/sandbox-provider.ts';
import type { Database } from './schema.ts';

export function createSandboxSessionsRepository(db: Kysely<Database>): SandboxStore {
  return {
    async insertSession(session, createdAt) {
      await db
        .insertInto('sandbox_sessions')
        .values({
          id: session.id,
          key: session.key,
          request: JSON.stringify(session.request),
          status: session.status,
          created_at: createdAt,
        })
        .execute();
    },
    async findSession(id) {
      const row = await db.selectFrom('sandbox_sessions').selectAll().where('id', '=', id).executeTakeFirst();
      return (
        row && {
          id: row.id,
          key: row.key,
          request: JSON.parse(row.request),
          status: row.status as SandboxStatus,
        }
      );
    },
    async settleSession(id, status) {
      // One statement: of two processes settling at once, exactly one sees the session active.
      const result = await db
        .updateTable('sandbox_sessions')
        .set({ status })
        .where('id', '=', id)
        .where('status', '=', 'ACTIVE')
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
    async insertPlan(id, installmentCount) {
      await db
        .insertInto('sandbox_installment_plans')
        .values({ id, installment_count: installmentCount })
        .execute();
    },
    async planInstallmentCount(id) {
      const row = await db
        .selectFrom('sandbox_installment_plans')
        .select('installment_count')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.installment_count;
    },
  };
}
