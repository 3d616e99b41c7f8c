// Customers (decision 0017) with their latest sale and onboarding checklist, on Kysely for both
// engines: every lead with a sale, and every checkout paid without a lead, is someone to onboard.
import { type CustomerSuccessBuyer, EMPTY_CHECKLIST, type OnboardingChecklist } from '@funil/core/onboarding';
import { type Kysely, type Selectable, sql } from 'kysely';
import { buyerKey, isSale } from './metrics/conditions.ts';
import { leadOptedOut } from './opt-out-sql.ts';
import type { Database, OnboardingChecklistsTable } from './schema.ts';
import { isTrue } from './sql-values.ts';

export interface BuyersQuery {
  /** Part of the name, phone digits or Instagram handle; empty lists everyone. */
  search: string;
  limit: number;
  offset: number;
}

export interface CustomerSuccessRepository {
  listBuyers(query: BuyersQuery): Promise<{ buyers: CustomerSuccessBuyer[]; total: number }>;
  /** The buyer's checklist, or undefined when there is no such customer, or they were erased. */
  findBuyerChecklist(buyerId: string): Promise<OnboardingChecklist | undefined>;
  saveChecklist(buyerId: string, checklist: OnboardingChecklist): Promise<void>;
}

const CHECKLIST_COLUMNS = [
  'confirmation_sent_at',
  'confirmation_sent_by',
  'in_whatsapp_group_at',
  'in_whatsapp_group_by',
  'attended_at',
  'attended_by',
  'notes',
  'updated_by',
  'updated_at',
] as const;

export function createCustomerSuccessRepository(db: Kysely<Database>): CustomerSuccessRepository {
  /** One row per customer still on record: erased and anonymised buyers are no one to onboard. */
  const customers = (search = '') => {
    let query = db
      .selectFrom((eb) =>
        eb
          .selectFrom('checkouts as c')
          .select([
            buyerKey('c').as('buyer_id'),
            sql<string | null>`max(c.lead_id)`.as('lead_id'),
            sql<string>`max(c.paid_at)`.as('last_paid_at'),
            sql<string | null>`max(c.buyer_erased_at)`.as('erased_at'),
          ])
          .where(isSale('c'))
          .groupBy(buyerKey('c'))
          .as('b'),
      )
      .leftJoin('leads as l', 'l.id', 'b.lead_id')
      .where('b.erased_at', 'is', null)
      .where('l.anonymized_at', 'is', null);
    const text = search.trim().toLowerCase();
    if (text) {
      const digits = text.replace(/\D/g, '');
      // % and _ typed by staff act as wildcards: harmless in a staff search box.
      const like = `%${text}%`;
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['l.name']), 'like', like),
          eb(eb.fn('lower', ['l.instagram']), 'like', like),
          ...(digits.length >= 4 ? [eb('l.phone', 'like', `%${digits}%`)] : []),
        ]),
      );
    }
    return query;
  };

  const checklistsOf = async (buyerIds: string[]) => {
    if (buyerIds.length === 0) return new Map<string, OnboardingChecklist>();
    const rows = await db
      .selectFrom('onboarding_checklists')
      .select(['buyer_id', ...CHECKLIST_COLUMNS])
      .where('buyer_id', 'in', buyerIds)
      .execute();
    return new Map(rows.map((row) => [row.buyer_id, toChecklist(row)]));
  };

  /** Each buyer's latest sale (by payment time, then id), with the offer's name. */
  const latestSales = async (buyerIds: string[]) => {
    if (buyerIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('checkouts as c')
      .leftJoin('offers as o', 'o.code', 'c.offer_code')
      .select([
        buyerKey('c').as('buyer_id'),
        'c.id',
        'c.method',
        'c.amount_cents',
        'c.status',
        'c.paid_at',
        'c.provider_checkout_id',
        'o.name as offer_name',
      ])
      .where(isSale('c'))
      .where(buyerKey('c'), 'in', buyerIds)
      .orderBy('c.paid_at', 'desc')
      .orderBy('c.id', 'desc')
      .execute();
    const latest = new Map<string, (typeof rows)[number]>();
    for (const row of rows) if (!latest.has(row.buyer_id)) latest.set(row.buyer_id, row);
    return latest;
  };

  return {
    async listBuyers({ search, limit, offset }) {
      const [page, count] = await Promise.all([
        customers(search)
          .select([
            'b.buyer_id',
            'b.lead_id',
            'l.name',
            'l.phone',
            'l.email',
            'l.instagram',
            'l.plan_name',
            'l.purchase_id',
            'l.trans_installments',
            leadOptedOut('l').as('opted_out'),
          ])
          .orderBy('b.last_paid_at', 'desc')
          .orderBy('b.buyer_id')
          .limit(limit)
          .offset(offset)
          .execute(),
        customers(search)
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      const ids = page.map((row) => row.buyer_id);
      const [sales, checklists] = await Promise.all([latestSales(ids), checklistsOf(ids)]);
      return {
        total: Number(count.total),
        buyers: page.map((row): CustomerSuccessBuyer => {
          const sale = sales.get(row.buyer_id);
          // The lead's own purchase columns describe its latest sale when the webhook wrote them.
          const leadsSale = sale !== undefined && row.purchase_id === sale.id;
          return {
            id: row.buyer_id,
            leadId: row.lead_id,
            name: row.name ?? '',
            phone: row.phone ?? '',
            email: row.email ?? '',
            instagram: row.instagram ?? null,
            optedOut: isTrue(row.opted_out),
            purchase: {
              date: sale?.paid_at ?? null,
              plan: (leadsSale ? row.plan_name : null) ?? sale?.offer_name ?? null,
              valueCents: sale ? Number(sale.amount_cents) : null,
              method: sale?.method ?? null,
              installments: leadsSale ? row.trans_installments : sale?.method === 'pix' ? 1 : null,
              status: sale?.status ?? null,
              providerCheckoutId: sale?.provider_checkout_id ?? null,
            },
            checklist: checklists.get(row.buyer_id) ?? EMPTY_CHECKLIST,
          };
        }),
      };
    },

    async findBuyerChecklist(buyerId) {
      const found = await customers()
        .select('b.buyer_id')
        .where('b.buyer_id', '=', buyerId)
        .executeTakeFirst();
      if (!found) return undefined;
      return (await checklistsOf([buyerId])).get(buyerId) ?? EMPTY_CHECKLIST;
    },

    async saveChecklist(buyerId, checklist) {
      const buyer = await customers()
        .select(['b.buyer_id', 'b.lead_id'])
        .where('b.buyer_id', '=', buyerId)
        .executeTakeFirstOrThrow();
      const columns = toColumns(checklist);
      await db
        .insertInto('onboarding_checklists')
        .values({
          buyer_id: buyerId,
          lead_id: buyer.lead_id,
          checkout_id: buyer.lead_id === null ? buyerId : null,
          ...columns,
        })
        .onConflict((oc) => oc.column('buyer_id').doUpdateSet(columns))
        .execute();
    },
  };
}

type ChecklistColumns = Omit<Selectable<OnboardingChecklistsTable>, 'buyer_id' | 'lead_id' | 'checkout_id'>;

function toChecklist(row: ChecklistColumns): OnboardingChecklist {
  const item = (at: string | null, by: string | null) => ({ done: at !== null, at, by });
  return {
    confirmationSent: item(row.confirmation_sent_at, row.confirmation_sent_by),
    inWhatsappGroup: item(row.in_whatsapp_group_at, row.in_whatsapp_group_by),
    attended: item(row.attended_at, row.attended_by),
    notes: row.notes,
    updatedBy: row.updated_by,
    updatedAt: row.updated_at,
  };
}

function toColumns(checklist: OnboardingChecklist) {
  return {
    confirmation_sent_at: checklist.confirmationSent.at,
    confirmation_sent_by: checklist.confirmationSent.by,
    in_whatsapp_group_at: checklist.inWhatsappGroup.at,
    in_whatsapp_group_by: checklist.inWhatsappGroup.by,
    attended_at: checklist.attended.at,
    attended_by: checklist.attended.by,
    notes: checklist.notes,
    updated_by: checklist.updatedBy ?? '',
    updated_at: checklist.updatedAt ?? '',
  };
}
