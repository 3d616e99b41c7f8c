// Rows for WhatsApp runner tests and drills: a cadence, consented leads and their due jobs, inserted
// directly as the planner would leave them.
import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';

export type { FakeSentMessage } from '../providers/whatsapp/fake-graph-whatsapp.ts';
export {
  FAKE_APP_SECRET,
  FAKE_PHONE_NUMBER_ID,
  FAKE_WHATSAPP_TOKEN,
  startFakeGraphWhatsApp,
} from '../providers/whatsapp/fake-graph-whatsapp.ts';

export const WA_TIME = '2025-04-01T12:00:00.000Z';

export interface CadenceFixture {
  id: string;
  steps: { delay_minutes: number; text: string; template?: { name: string; language: string } }[];
  status?: 'active' | 'paused';
  stopOnReply?: boolean;
}

export async function insertCadence(db: Kysely<Database>, cadence: CadenceFixture): Promise<void> {
  await db
    .insertInto('cadences')
    .values({
      id: cadence.id,
      name: `Cadência ${cadence.id}`,
      trigger: 'lead_captured',
      status: cadence.status ?? 'active',
      steps: JSON.stringify(cadence.steps),
      stop_on_purchase: 1,
      stop_on_reply: cadence.stopOnReply === false ? 0 : 1,
      created_at: WA_TIME,
      updated_at: WA_TIME,
    })
    .execute();
}

/** A lead who gave the WhatsApp consent ('contact'), and a 'cadence_status' of active. */
export async function insertConsentedLead(
  db: Kysely<Database>,
  lead: { id: string; phone: string; name?: string },
): Promise<void> {
  await db
    .insertInto('leads')
    .values({
      id: lead.id,
      name: lead.name ?? 'Ana Souza',
      phone: lead.phone,
      lead_at: WA_TIME,
      created_at: WA_TIME,
      updated_at: WA_TIME,
      cadence_status: 'active',
    })
    .execute();
  await db
    .insertInto('consents')
    .values({
      id: `consent-${lead.id}`,
      lead_id: lead.id,
      text_version: 'v1',
      purposes: JSON.stringify(['contact']),
      granted_at: WA_TIME,
      created_at: WA_TIME,
      source: 'site',
      partner_code: null,
    })
    .execute();
}

export async function insertJob(
  db: Kysely<Database>,
  job: { id: string; leadId: string; cadenceId: string; step: number; dueAt: string; subjectId?: string },
): Promise<void> {
  await db
    .insertInto('whatsapp_jobs')
    .values({
      id: job.id,
      lead_id: job.leadId,
      cadence_id: job.cadenceId,
      step: job.step,
      subject_id: job.subjectId ?? '',
      due_at: job.dueAt,
      created_at: WA_TIME,
      updated_at: WA_TIME,
    })
    .execute();
}
