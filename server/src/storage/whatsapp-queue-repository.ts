// The cadences' jobs still waiting to go, with their lead and cadence names, for the staff screens
// that say what is queued (domain/whatsapp/queued-messages.ts decides which statuses count).
import type { Kysely } from 'kysely';
import type { QueuedJobsReader } from '../domain/ports/whatsapp-staff.ts';
import type { Database } from './schema.ts';

export function createWhatsAppQueueReader(db: Kysely<Database>): QueuedJobsReader {
  return {
    async queuedJobs(statuses, limit) {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('whatsapp_jobs as j')
          .innerJoin('cadences as c', 'c.id', 'j.cadence_id')
          .leftJoin('leads as l', 'l.id', 'j.lead_id')
          .where('j.status', 'in', [...statuses])
          .select(['l.name as lead_name', 'c.name as cadence_name', 'j.step', 'j.due_at'])
          .orderBy('j.due_at')
          .orderBy('j.id')
          .limit(limit)
          .execute(),
        db
          .selectFrom('whatsapp_jobs')
          .where('status', 'in', [...statuses])
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow(),
      ]);
      return { total: Number(count.total), rows };
    },
  };
}
