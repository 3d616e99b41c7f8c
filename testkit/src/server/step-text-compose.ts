// A composer for the runner's own tests: the step's text as written, to a consented lead who has
// not opted out, so they exercise sending without the planner's variables and stop conditions
// (domain/whatsapp/compose-message.ts, tested on its own).

import type { ComposeMessage } from '@funil/server/domain/whatsapp/cadence-job';
import type { Database } from '@funil/server/storage/schema';
import { type Kysely, sql } from 'kysely';

interface StoredStep {
  text?: unknown;
  template?: { name?: unknown; language?: unknown };
}

export function createStepTextCompose(db: Kysely<Database>): ComposeMessage {
  return async (job) => {
    const lead = await db
      .selectFrom('leads')
      .select(['phone', 'cadence_status'])
      .where('id', '=', job.leadId)
      .executeTakeFirst();
    if (!lead) return { kind: 'skip', reason: 'lead_gone' };
    if (lead.cadence_status === 'opted_out') return { kind: 'skip', reason: 'opted_out' };
    const consent = await db
      .selectFrom('consents')
      .select('id')
      .where('lead_id', '=', job.leadId)
      .where('revoked_at', 'is', null)
      .where(sql<boolean>`purposes like ${'%"contact"%'}`)
      .executeTakeFirst();
    if (!consent) return { kind: 'skip', reason: 'no_consent' };
    const cadence = await db
      .selectFrom('cadences')
      .select('steps')
      .where('id', '=', job.cadenceId)
      .executeTakeFirst();
    const steps = cadence ? (JSON.parse(cadence.steps) as StoredStep[]) : [];
    const step = steps[job.step];
    if (!step || typeof step.text !== 'string') return { kind: 'skip', reason: 'step_gone' };
    const { name, language } = step.template ?? {};
    return {
      kind: 'send',
      phone: lead.phone,
      text: step.text,
      ...(typeof name === 'string' && typeof language === 'string'
        ? { template: { name, language, parameters: [] } }
        : {}),
    };
  };
}
