// The payment sandbox's sessions, their buyers and installment plans (migrations 0028, 0040), shared by every process.
import type { Kysely } from 'kysely';
import type { SandboxCustomer, SandboxStatus, SandboxStore } from '../providers/payments/sandbox-provider.ts';
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
    async saveCustomer(id, customer) {
      await db
        .updateTable('sandbox_sessions')
        .set({ customer: JSON.stringify(customer) })
        .where('id', '=', id)
        .execute();
    },
    async findCustomer(id) {
      const row = await db
        .selectFrom('sandbox_sessions')
        .select('customer')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.customer ? (JSON.parse(row.customer) as SandboxCustomer) : undefined;
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
