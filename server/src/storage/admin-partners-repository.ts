// Partners with their leads and paid sales, and the staff's changes to them, on Kysely for both engines.
import type { AdminPartner, PartnerLead } from '@funil/core/partner-admin';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { FALSE, isTrue, TRUE } from './sql-values.ts';

/** A partner and its figures; the route adds the links, which depend on the site's address. */
export type PartnerWithSales = Omit<AdminPartner, 'landingUrl' | 'snippet'>;

export interface AdminPartnersRepository {
  listPartners(): Promise<PartnerWithSales[]>;
  findPartner(code: string): Promise<PartnerWithSales | undefined>;
  /** False when the code is taken (UNIQUE decides, so two staff creating it at once cannot both win). */
  insertPartner(partner: { id: string; code: string; name: string; time: string }): Promise<boolean>;
  /** False when no partner has this code. */
  updatePartner(code: string, changes: { name?: string; isActive?: boolean; time: string }): Promise<boolean>;
  listPartnerLeads(
    code: string,
    page: { limit: number; offset: number },
  ): Promise<{ leads: PartnerLead[]; total: number }>;
}

/** A sale counts while its payment stands: refunded and charged-back purchases are left out. */
const PAID = 'paid';

export function createAdminPartnersRepository(db: Kysely<Database>): AdminPartnersRepository {
  const partners = () =>
    db
      .selectFrom('partners')
      .leftJoin('leads', 'leads.partner_code', 'partners.code')
      .select((eb) => {
        const paid = eb.and([eb('leads.has_purchased', '=', TRUE), eb('leads.trans_status', '=', PAID)]);
        return [
          'partners.id',
          'partners.code',
          'partners.name',
          'partners.is_active',
          'partners.created_at',
          eb.fn.count<number | string>('leads.id').as('leads'),
          eb.fn.sum<number | string | null>(eb.case().when(paid).then(1).else(0).end()).as('purchases'),
          eb.fn
            .sum<number | string | null>(eb.case().when(paid).then(eb.ref('leads.trans_value')).else(0).end())
            .as('revenue'),
        ];
      })
      .groupBy([
        'partners.id',
        'partners.code',
        'partners.name',
        'partners.is_active',
        'partners.created_at',
      ]);

  return {
    async listPartners() {
      const rows = await partners().orderBy('partners.name').orderBy('partners.code').execute();
      return rows.map(toPartner);
    },

    async findPartner(code) {
      const row = await partners().where('partners.code', '=', code).executeTakeFirst();
      return row && toPartner(row);
    },

    async insertPartner({ id, code, name, time }) {
      const result = await db
        .insertInto('partners')
        .values({ id, code, name, is_active: TRUE, created_at: time, updated_at: time })
        .onConflict((oc) => oc.column('code').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    async updatePartner(code, { name, isActive, time }) {
      const result = await db
        .updateTable('partners')
        .set({
          ...(name === undefined ? {} : { name }),
          ...(isActive === undefined ? {} : { is_active: isActive ? TRUE : FALSE }),
          updated_at: time,
        })
        .where('code', '=', code)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
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
          ])
          .where('partner_code', '=', code)
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('leads')
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .where('partner_code', '=', code)
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
        })),
      };
    },
  };
}

function toPartner(row: {
  id: string;
  code: string;
  name: string;
  is_active: unknown;
  created_at: string;
  leads: number | string;
  purchases: number | string | null;
  revenue: number | string | null;
}): PartnerWithSales {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    isActive: isTrue(row.is_active),
    createdAt: row.created_at,
    leads: Number(row.leads),
    purchases: Number(row.purchases ?? 0),
    revenueCents: Number(row.revenue ?? 0),
  };
}
