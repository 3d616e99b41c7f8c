// Partners with their leads and sales (decision 0017), and the staff's changes to them, on Kysely for both engines.
import { bpToPercent, type PartnerOfferCommission, percentToBp } from '@funil/core/partner-admin';
import { type Kysely, sql } from 'kysely';
import type { CommissionReportStore } from '../domain/ports/commission-reports.ts';
import type { PartnerFiguresStore } from '../domain/ports/partner-figures-store.ts';
import type { PartnersAdminStore, PartnerWithSales } from '../domain/ports/staff-records.ts';
import { commissionReports } from './commissions-repository.ts';
import { isLead, lastTouchPartnerIs } from './metrics/conditions.ts';
import { loadSales } from './metrics/sales-rows.ts';
import { leadOptedOut } from './opt-out-sql.ts';
import type { Database } from './schema.ts';
import { FALSE, isTrue, TRUE } from './sql-values.ts';

/** Its figures are summed by domain/partner-figures.ts (listPartners, findPartner). */
export type { PartnerWithSales };

/** The partners' rows for their figures, and the staff's writes (domain/ports/staff-records.ts). */
export type AdminPartnersRepository = PartnerFiguresStore &
  CommissionReportStore &
  Omit<PartnersAdminStore, 'listPartners' | 'findPartner'>;

export function createAdminPartnersRepository(db: Kysely<Database>): AdminPartnersRepository {
  /** Partners with the count of their leads; their sales are summed from the same rows as every screen's. */
  const partners = (code?: string) => {
    let query = db.selectFrom('partners').select((eb) => [
      'partners.id',
      'partners.code',
      'partners.name',
      'partners.is_active',
      'partners.site_origin',
      'partners.created_at',
      'partners.commission_percent_bp',
      'partners.asaas_wallet_id',
      eb
        .selectFrom('leads as l')
        .select((sub) => sub.fn.countAll<number | string>().as('n'))
        .whereRef('l.partner_code', '=', 'partners.code')
        .where(isLead('l'))
        .as('leads'),
      eb
        .selectFrom('leads as t')
        .select((sub) => sub.fn.countAll<number | string>().as('n'))
        .where(lastTouchPartnerIs('t', sql.ref('partners.code')))
        .where(isLead('t'))
        .as('last_touch_leads'),
    ]);
    if (code !== undefined) query = query.where('partners.code', '=', code);
    return query.orderBy('partners.name').orderBy('partners.code').execute();
  };
  const offerCommissions = (code?: string) => {
    let query = db
      .selectFrom('partner_offer_commissions')
      .select(['partner_code', 'offer_code', 'fixed_cents'])
      .orderBy('offer_code');
    if (code !== undefined) query = query.where('partner_code', '=', code);
    return query.execute();
  };
  const reports = commissionReports(db);
  /** The whole list replaces the partner's fixed commissions, in the caller's transaction. */
  const replaceOfferCommissions = async (
    trx: Kysely<Database>,
    code: string,
    list: readonly PartnerOfferCommission[],
    time: string,
  ) => {
    await trx.deleteFrom('partner_offer_commissions').where('partner_code', '=', code).execute();
    if (list.length === 0) return;
    await trx
      .insertInto('partner_offer_commissions')
      .values(
        list.map((item) => ({
          partner_code: code,
          offer_code: item.offerCode,
          fixed_cents: item.fixedCents,
          created_at: time,
          updated_at: time,
        })),
      )
      .execute();
  };
  return {
    async partnerRows(code) {
      const [rows, fixed] = await Promise.all([partners(code), offerCommissions(code)]);
      return rows.map((row) => ({
        id: row.id,
        code: row.code,
        name: row.name,
        isActive: isTrue(row.is_active),
        siteOrigin: row.site_origin,
        createdAt: row.created_at,
        leads: Number(row.leads ?? 0),
        lastTouchLeads: Number(row.last_touch_leads ?? 0),
        commissionPercent: bpToPercent(row.commission_percent_bp),
        asaasWalletId: row.asaas_wallet_id,
        offerCommissions: fixed
          .filter((item) => item.partner_code === row.code)
          .map((item) => ({ offerCode: item.offer_code, fixedCents: item.fixed_cents })),
      }));
    },

    partnerSales: (filter) => loadSales(db, undefined, filter),
    commissionFigures: (code) => reports.commissionFigures(code),
    commissionCsvRows: (code) => reports.commissionCsvRows(code),

    async insertPartner({
      id,
      code,
      name,
      siteOrigin,
      commissionPercent,
      asaasWalletId,
      offerCommissions: fixed,
      time,
    }) {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .insertInto('partners')
          .values({
            id,
            code,
            name,
            is_active: TRUE,
            site_origin: siteOrigin ?? null,
            commission_percent_bp: percentToBp(commissionPercent ?? null),
            asaas_wallet_id: asaasWalletId ?? null,
            created_at: time,
            updated_at: time,
          })
          .onConflict((oc) => oc.column('code').doNothing())
          .executeTakeFirst();
        const created = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
        if (created && fixed) await replaceOfferCommissions(trx, code, fixed, time);
        return created;
      });
    },

    async updatePartner(
      code,
      { name, isActive, siteOrigin, commissionPercent, asaasWalletId, offerCommissions: fixed, time },
    ) {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('partners')
          .set({
            ...(name === undefined ? {} : { name }),
            ...(isActive === undefined ? {} : { is_active: isActive ? TRUE : FALSE }),
            ...(siteOrigin === undefined ? {} : { site_origin: siteOrigin }),
            ...(commissionPercent === undefined
              ? {}
              : { commission_percent_bp: percentToBp(commissionPercent) }),
            ...(asaasWalletId === undefined ? {} : { asaas_wallet_id: asaasWalletId }),
            updated_at: time,
          })
          .where('code', '=', code)
          .executeTakeFirst();
        const updated = Number(result.numUpdatedRows) > 0;
        if (updated && fixed) await replaceOfferCommissions(trx, code, fixed, time);
        return updated;
      });
    },

    async listPartnerLeads(code, { limit, offset }) {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('leads')
          .select([
            'id',
            'name',
            'phone',
            'instagram',
            'journey_stage',
            'conversion_stage',
            'has_purchased',
            'trans_value',
            'created_at',
            'last_partner_code',
            'last_touch_at',
            leadOptedOut().as('opted_out'),
          ])
          .where('partner_code', '=', code)
          .where(isLead('leads'))
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('leads')
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .where('partner_code', '=', code)
          .where(isLead('leads'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        total: Number(count.total),
        leads: rows.map((row) => ({
          id: row.id,
          name: row.name,
          phone: row.phone,
          instagram: row.instagram,
          journeyStage: row.journey_stage,
          conversionStage: row.conversion_stage,
          hasPurchased: isTrue(row.has_purchased),
          purchaseValueCents: isTrue(row.has_purchased) ? row.trans_value : null,
          createdAt: row.created_at,
          lastTouchPartnerCode: row.last_touch_at === null ? null : row.last_partner_code,
          lastTouchAt: row.last_touch_at,
          optedOut: isTrue(row.opted_out),
        })),
      };
    },
  };
}
