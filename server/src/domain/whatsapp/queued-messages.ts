// The cadences' messages waiting to go (issue 27, reproduction 16): at night nothing is sent and
// nothing shows as sent, so staff see what waits and when it goes, not an empty screen.
import type { QueuedJobsReader } from '../ports/whatsapp-staff.ts';

import { queuedSendTime } from './cadences-admin.ts';
import type { SendHours } from './quiet-hours.ts';
import { QUEUED_JOB_STATUSES } from './sent-messages.ts';

export interface QueuedMessage {
  leadName: string;
  cadenceName: string;
  /** From 1, as staff count steps. */
  step: number;
  /** When it may go: its due time, not before now, moved into the send hours. */
  sendAt: string;
}

export interface WhatsAppQueue {
  total: number;
  /** The first ones to go. */
  next: QueuedMessage[];
}

export async function whatsappQueue(
  reader: QueuedJobsReader,
  clock: { now: Date; sendHours: SendHours },
  limit = 50,
): Promise<WhatsAppQueue> {
  const { total, rows } = await reader.queuedJobs(QUEUED_JOB_STATUSES, limit);
  return {
    total,
    next: rows.map((row) => ({
      leadName: row.lead_name || 'Lead sem nome',
      cadenceName: row.cadence_name,
      step: Number(row.step) + 1,
      sendAt: queuedSendTime(row.due_at, clock.now, clock.sendHours),
    })),
  };
}
