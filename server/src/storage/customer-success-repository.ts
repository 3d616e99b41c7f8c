// Buyers with their purchase and onboarding checklist, on Kysely for both engines.
import type { CustomerSuccessBuyer, OnboardingChecklist } from '@funil/core/onboarding';
import type { Kysely, Selectable } from 'kysely';
import { EMPTY_CHECKLIST } from '../domain/onboarding-checklist.ts';
import type { Database, OnboardingChecklistsTable } from './schema.ts';
import { TRUE } from './sql-values.ts';

export interface BuyersQuery {
  /** Part of the name, phone digits or Instagram handle; empty lists everyone. */
  search: string;
  limit: number;
  offset: number;
}

export interface CustomerSuccessRepository {
  listBuyers(query: BuyersQuery): Promise<{ buyers: CustomerSuccessBuyer[]; total: number }>;
  /** The buyer's checklist, or undefined when the lead is unknown, anonymised or has not bought. */
  findBuyerChecklist(leadId: string): Promise<OnboardingChecklist | undefined>;
  saveChecklist(leadId: string, checklist: OnboardingChecklist): Promise<void>;
}

const CHECKLIST_COLUMNS = [
  'oc.confirmation_sent_at',
  'oc.confirmation_sent_by',
  'oc.in_whatsapp_group_at',
  'oc.in_whatsapp_group_by',
  'oc.attended_at',
  'oc.attended_by',
  'oc.notes',
  'oc.updated_by',
  'oc.updated_at',
] as const;

export function createCustomerSuccessRepository(db: Kysely<Database>): CustomerSuccessRepository {
  const buyers = (search: string) => {
    let query = db
      .selectFrom('leads')
      .where('leads.has_purchased', '=', TRUE)
      .where('leads.anonymized_at', 'is', null);
    const text = search.trim().toLowerCase();
    if (text) {
      const digits = text.replace(/\D/g, '');
      // % and _ typed by staff act as wildcards: harmless in a staff search box.
      const like = `%${text}%`;
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['leads.name']), 'like', like),
          eb(eb.fn('lower', ['leads.instagram']), 'like', like),
          ...(digits.length >= 4 ? [eb('leads.phone', 'like', `%${digits}%`)] : []),
        ]),
      );
    }
    return query;
  };

  return {
    async listBuyers({ search, limit, offset }) {
      const [rows, count] = await Promise.all([
        buyers(search)
          .leftJoin('checkouts', 'checkouts.id', 'leads.purchase_id')
          .leftJoin('onboarding_checklists as oc', 'oc.lead_id', 'leads.id')
          .select([
            'leads.id',
            'leads.name',
            'leads.phone',
            'leads.email',
            'leads.instagram',
            'leads.purchase_date',
            'leads.plan_name',
            'leads.trans_value',
            'leads.trans_installments',
            'leads.trans_status',
            'checkouts.method',
            ...CHECKLIST_COLUMNS,
          ])
          .orderBy('leads.purchase_date', 'desc')
          .orderBy('leads.id')
          .limit(limit)
          .offset(offset)
          .execute(),
        buyers(search)
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        total: Number(count.total),
        buyers: rows.map((row) => ({
          leadId: row.id,
          name: row.name,
          phone: row.phone,
          email: row.email,
          instagram: row.instagram,
          purchase: {
            date: row.purchase_date,
            plan: row.plan_name,
            valueCents: row.trans_value,
            method: row.method,
            installments: row.trans_installments,
            status: row.trans_status,
          },
          checklist: row.updated_by === null ? EMPTY_CHECKLIST : toChecklist(row),
        })),
      };
    },

    async findBuyerChecklist(leadId) {
      const row = await buyers('')
        .leftJoin('onboarding_checklists as oc', 'oc.lead_id', 'leads.id')
        .select(CHECKLIST_COLUMNS)
        .where('leads.id', '=', leadId)
        .executeTakeFirst();
      if (!row) return undefined;
      return row.updated_by === null ? EMPTY_CHECKLIST : toChecklist(row);
    },

    async saveChecklist(leadId, checklist) {
      const columns = toColumns(checklist);
      await db
        .insertInto('onboarding_checklists')
        .values({ lead_id: leadId, ...columns })
        .onConflict((oc) => oc.column('lead_id').doUpdateSet(columns))
        .execute();
    },
  };
}

type ChecklistColumns = Omit<Selectable<OnboardingChecklistsTable>, 'lead_id'>;
type NullableChecklistColumns = { [K in keyof ChecklistColumns]: ChecklistColumns[K] | null };

function toChecklist(row: NullableChecklistColumns): OnboardingChecklist {
  const item = (at: string | null, by: string | null) => ({ done: at !== null, at, by });
  return {
    confirmationSent: item(row.confirmation_sent_at, row.confirmation_sent_by),
    inWhatsappGroup: item(row.in_whatsapp_group_at, row.in_whatsapp_group_by),
    attended: item(row.attended_at, row.attended_by),
    notes: row.notes ?? '',
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
