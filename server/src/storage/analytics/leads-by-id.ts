// A dashboard list in two steps: the ranking is read from an index (ids only), then the few rows
// shown are fetched whole — sorting thousands of full lead rows drags their JSON along.
import type { Kysely } from 'kysely';
import { leadOptedOut } from '../opt-out-sql.ts';
import type { Database } from '../schema.ts';
import { isTrue } from '../sql-values.ts';

export interface ListedLead {
  id: string;
  name: string;
  phone: string;
  instagram: string | null;
  checkout_status: string | null;
  /** domain/whatsapp/opt-out.ts's rule, from its one SQL. */
  opted_out: boolean;
}

/** The leads with these ids, in the ids' order; an id deleted meanwhile is skipped. */
export async function leadsInOrder(db: Kysely<Database>, ids: readonly string[]): Promise<ListedLead[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('leads')
    .select(['id', 'name', 'phone', 'instagram', 'checkout_status', leadOptedOut().as('opted_out')])
    .where('id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, { ...row, opted_out: isTrue(row.opted_out) }]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}
