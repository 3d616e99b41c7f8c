// The payment sandbox's sessions, their buyers, installment plans and PIX charges (migrations 0028,
// 0040, 0044), shared by every process.
import type { Kysely } from 'kysely';
import type { SandboxPixStatus } from '../providers/payments/sandbox-pix-charge.ts';
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
    async insertPixCharge(charge, createdAt) {
      await db
        .insertInto('sandbox_pix_charges')
        .values({
          id: charge.id,
          key: charge.key,
          request: JSON.stringify(charge.request),
          status: charge.status,
          created_at: createdAt,
        })
        .execute();
    },
    async findPixCharge(id) {
      const row = await db
        .selectFrom('sandbox_pix_charges')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          key: row.key,
          request: JSON.parse(row.request),
          status: row.status as SandboxPixStatus,
        }
      );
    },
    async movePixCharge(id, from, to) {
      // One statement: of a payment and a removal at once, exactly one finds the charge as it was.
      const result = await db
        .updateTable('sandbox_pix_charges')
        .set({ status: to })
        .where('id', '=', id)
        .where('status', 'in', from)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },
  };
}
