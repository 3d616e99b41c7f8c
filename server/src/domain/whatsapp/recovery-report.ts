// The recovery report (issue 18): what the checkout recovery cadences sent and what they recovered.
//
// A checkout is recovered by step S of cadence C when it was paid (a sale: paid_at set, whatever
// happened to it later, as every staff figure counts sales) after a message of C about that checkout
// was sent, and S is the step of C's last such message sent before paid_at. Its revenue is the sale's
// gross amount, as every revenue figure of the staff area. A checkout two cadences wrote about
// counts once in each cadence, and once in the totals.
import type { CadenceStep, CadenceTrigger } from '@funil/core/cadence';
import type { RecoveryCadenceFigures, RecoveryReport } from '@funil/core/whatsapp-staff';
import { saleValue } from '../metrics/definitions.ts';
import type { CadencesStore, RecoveryMessageRow, RecoveryReader } from '../ports/whatsapp-staff.ts';
import { cadenceOf } from './cadences-admin.ts';
import { SENT_MESSAGE_STATUSES } from './sent-messages.ts';

/** The cadences that chase an unpaid checkout. */
export const RECOVERY_TRIGGERS = [
  'checkout_unpaid',
  'pix_expiring',
] as const satisfies readonly CadenceTrigger[];

export interface RecoveryDeps {
  cadences: CadencesStore;
  recovery: RecoveryReader;
}

export async function recoveryReport(deps: RecoveryDeps): Promise<RecoveryReport> {
  const [rows, messages] = await Promise.all([
    deps.cadences.list(),
    deps.recovery.recoveryMessages(RECOVERY_TRIGGERS, SENT_MESSAGE_STATUSES),
  ]);
  const cadences = rows
    .filter((row) => (RECOVERY_TRIGGERS as readonly string[]).includes(row.trigger))
    .map((row) => cadenceOf(row));

  const recovered = recoveringMessages(messages);
  const figures: RecoveryCadenceFigures[] = cadences.map((cadence) => ({
    id: cadence.id,
    name: cadence.name,
    trigger: cadence.trigger,
    status: cadence.status,
    steps: stepFigures(cadence.id, cadence.steps, messages, recovered),
  }));

  const sold = new Map(recovered.map((m) => [m.checkout_id as string, m]));
  return {
    cadences: figures,
    totals: {
      messagesSent: messages.length,
      recoveredCheckouts: sold.size,
      recoveredRevenueCents: [...sold.values()].reduce((sum, m) => sum + revenueOf(m), 0),
    },
  };
}

/** Per cadence and paid checkout, the cadence's last message sent before the payment. */
export function recoveringMessages(messages: readonly RecoveryMessageRow[]): RecoveryMessageRow[] {
  const last = new Map<string, RecoveryMessageRow>();
  for (const message of messages) {
    if (message.checkout_id === null || message.paid_at === null) continue;
    if (!(message.sent_at < message.paid_at)) continue;
    const key = `${message.cadence_id}\u0000${message.checkout_id}`;
    const kept = last.get(key);
    if (!kept || isLater(message, kept)) last.set(key, message);
  }
  return [...last.values()];
}

/** Later sent wins; at the same instant, the later step. */
function isLater(a: RecoveryMessageRow, b: RecoveryMessageRow): boolean {
  return a.sent_at > b.sent_at || (a.sent_at === b.sent_at && a.step > b.step);
}

function revenueOf(message: RecoveryMessageRow): number {
  return saleValue({
    amountCents: Number(message.amount_cents ?? 0),
    refundedCents: Number(message.refunded_cents ?? 0),
    status: message.checkout_status ?? '',
  }).grossCents;
}

function stepFigures(
  cadenceId: string,
  steps: CadenceStep[],
  messages: readonly RecoveryMessageRow[],
  recovered: readonly RecoveryMessageRow[],
) {
  // Steps past the cadence's current ones (removed in an edit) still show what they did.
  const mine = messages.filter((m) => m.cadence_id === cadenceId);
  const count = Math.max(steps.length, ...mine.map((m) => Number(m.step) + 1));
  return Array.from({ length: count }, (_, step) => {
    const wins = recovered.filter((m) => m.cadence_id === cadenceId && Number(m.step) === step);
    return {
      step,
      delayMinutes: steps[step]?.delay_minutes ?? 0,
      messagesSent: mine.filter((m) => Number(m.step) === step).length,
      recoveredCheckouts: wins.length,
      recoveredRevenueCents: wins.reduce((sum, m) => sum + revenueOf(m), 0),
    };
  });
}
