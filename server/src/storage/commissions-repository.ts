// Partners' commissions (issue 31) on Kysely for both engines: the terms read when a charge is made,
// the ledger written inside the payment webhook's transaction, and the staff's reads (figures by
// state, the CSV's rows).
import type { CommissionStatus } from '@funil/core/partner-admin';
import type { Kysely } from 'kysely';
import type { CommissionCsvRow, CommissionFigureRow } from '../domain/ports/commission-reports.ts';
import type {
  CommissionLedgerStore,
  CommissionRow,
  CommissionTermsReader,
} from '../domain/ports/commissions.ts';
import { insertOutboundEvent } from './outbound-events-repository.ts';
import type { Database } from './schema.ts';
import { TRUE } from './sql-values.ts';

export function commissionTermsReader(db: Kysely<Database>): CommissionTermsReader {
  return {
    async leadPartnerCode(leadId) {
      const row = await db
        .selectFrom('leads')
        .select('partner_code')
        .where('id', '=', leadId)
        .executeTakeFirst();
      return row?.partner_code ?? null;
    },
    async partnerCommissionTerms(code) {
      const partner = await db
        .selectFrom('partners')
        .select(['code', 'commission_percent_bp', 'asaas_wallet_id'])
        .where('code', '=', code)
        .where('is_active', '=', TRUE)
        .executeTakeFirst();
      if (!partner) return undefined;
      const fixed = await db
        .selectFrom('partner_offer_commissions')
        .select(['offer_code', 'fixed_cents'])
        .where('partner_code', '=', code)
        .execute();
      return {
        code: partner.code,
        percentBp: partner.commission_percent_bp,
        walletId: partner.asaas_wallet_id,
        fixedByOffer: Object.fromEntries(fixed.map((row) => [row.offer_code, row.fixed_cents])),
      };
    },
  };
}

/** The ledger's writes; `db` is the webhook's transaction. */
export function commissionLedger(db: Kysely<Database>): CommissionLedgerStore {
  return {
    queueOutboundEvent: (event) => insertOutboundEvent(db, event),
    async checkoutCommissionPlan(checkoutId) {
      const row = await db
        .selectFrom('checkouts')
        .select(['commission_plan', 'launch_id'])
        .where('id', '=', checkoutId)
        .executeTakeFirst();
      return { plan: row?.commission_plan ?? null, launchId: row?.launch_id ?? null };
    },
    async insertCommission(row) {
      const result = await db
        .insertInto('commissions')
        .values(row)
        .onConflict((oc) => oc.columns(['checkout_id', 'partner_code']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    async findCommission(checkoutId) {
      const row = await db
        .selectFrom('commissions')
        .selectAll()
        .where('checkout_id', '=', checkoutId)
        .orderBy('created_at')
        .executeTakeFirst();
      return row && { ...row, status: row.status as CommissionStatus };
    },
    async moveCommission(id, from, changes) {
      const result = await db
        .updateTable('commissions')
        .set(changes)
        .where('id', '=', id)
        .where('status', 'in', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async commissionReleaseFacts(commission: CommissionRow) {
      const row = await db
        .selectFrom('commissions as m')
        .innerJoin('partners as p', 'p.code', 'm.partner_code')
        .innerJoin('checkouts as c', 'c.id', 'm.checkout_id')
        .leftJoin('launches as l', 'l.id', 'm.launch_id')
        .select([
          'p.code',
          'p.name',
          'c.id as checkout_id',
          'c.amount_cents',
          'l.id as launch_id',
          'l.slug as launch_slug',
          'l.name as launch_name',
        ])
        .where('m.id', '=', commission.id)
        .executeTakeFirstOrThrow();
      return {
        partner: { code: row.code, name: row.name },
        checkout: { id: row.checkout_id, amountCents: row.amount_cents },
        launch:
          row.launch_id && row.launch_slug && row.launch_name
            ? { id: row.launch_id, slug: row.launch_slug, name: row.launch_name }
            : null,
      };
    },
  };
}

/** Staff's reads: every partner's commissions by state, and the CSV's rows. */
export function commissionReports(db: Kysely<Database>) {
  return {
    async commissionFigures(code?: string): Promise<CommissionFigureRow[]> {
      let query = db
        .selectFrom('commissions')
        .select((eb) => [
          'partner_code',
          'status',
          eb.fn.countAll<number | string>().as('n'),
          eb.fn.sum<number | string>('amount_cents').as('cents'),
        ])
        .groupBy(['partner_code', 'status']);
      if (code !== undefined) query = query.where('partner_code', '=', code);
      const rows = await query.execute();
      return rows.map((row) => ({
        partnerCode: row.partner_code,
        status: row.status as CommissionStatus,
        count: Number(row.n),
        amountCents: Number(row.cents ?? 0),
      }));
    },
    async commissionCsvRows(code?: string): Promise<CommissionCsvRow[]> {
      let query = db
        .selectFrom('commissions as m')
        .leftJoin('partners as p', 'p.code', 'm.partner_code')
        .leftJoin('checkouts as c', 'c.id', 'm.checkout_id')
        .leftJoin('launches as l', 'l.id', 'm.launch_id')
        .select([
          'm.id',
          'm.checkout_id',
          'm.partner_code',
          'p.name as partner_name',
          'l.name as launch_name',
          'c.offer_code',
          'm.wallet_id',
          'm.percent_bp',
          'm.fixed_cents',
          'm.base_cents',
          'm.amount_cents',
          'm.status',
          'm.status_reason',
          'm.created_at',
          'm.released_at',
          'm.cancelled_at',
          'm.reversed_at',
        ])
        .orderBy('m.created_at')
        .orderBy('m.id');
      if (code !== undefined) query = query.where('m.partner_code', '=', code);
      return (await query.execute()).map((row) => ({
        id: row.id,
        checkoutId: row.checkout_id,
        partnerCode: row.partner_code,
        partnerName: row.partner_name,
        launchName: row.launch_name,
        offerCode: row.offer_code,
        walletId: row.wallet_id,
        percentBp: row.percent_bp,
        fixedCents: row.fixed_cents,
        baseCents: row.base_cents,
        amountCents: row.amount_cents,
        status: row.status as CommissionStatus,
        reason: row.status_reason,
        createdAt: row.created_at,
        releasedAt: row.released_at,
        cancelledAt: row.cancelled_at,
        reversedAt: row.reversed_at,
      }));
    },
  };
}
