// A due job's message, decided when it is due: the stop conditions are read as they are now (the
// lead may have paid, answered or opted out since the job was planned), then the step's text filled.
import type { CadenceStep, CadenceTrigger } from '@funil/core/cadence';
import { REMINDERS, reminderAt } from '@funil/core/reminder-texts';
import { OPEN_CHECKOUT_STATUSES, UNOPENED_CHECKOUT_STATUSES } from '../metrics/definitions.ts';
import type { CadenceLead, ComposeMessageStore, StoredCadence } from '../ports/whatsapp-planner.ts';
import type { DueJob } from '../ports/whatsapp-runner.ts';
import type { ComposedMessage, ComposeMessage, SkipReason } from './cadence-job.ts';
import {
  type MessageSubject,
  type MessageValuesDeps,
  messageValues,
  PURCHASE_STATUSES,
} from './message-values.ts';
import { parseCadence } from './plan-jobs.ts';
import { renderStepText, templateParameters } from './render-step.ts';
import { OPTED_OUT_STATUS, WHATSAPP_CONSENT_PURPOSE } from './whatsapp-rules.ts';

const CHECKOUT_TRIGGERS: readonly CadenceTrigger[] = ['checkout_unpaid', 'pix_expiring', 'purchase_approved'];

export interface ComposeMessageDeps extends MessageValuesDeps {
  store: ComposeMessageStore;
}

type Resolved<T> = { ok: true; value: T } | { ok: false; reason: SkipReason };
const skip = (reason: SkipReason): { kind: 'skip'; reason: SkipReason } => ({ kind: 'skip', reason });

export function createComposeMessage(deps: ComposeMessageDeps): ComposeMessage {
  const { store } = deps;

  async function hasWhatsAppConsent(leadId: string): Promise<boolean> {
    for (const text of await store.activeConsentPurposes(leadId)) {
      try {
        const purposes: unknown = JSON.parse(text);
        if (Array.isArray(purposes) && purposes.includes(WHATSAPP_CONSENT_PURPOSE)) return true;
      } catch {
        // A row that is not a JSON list records no purpose we can rely on.
      }
    }
    return false;
  }

  /** The checkout or event the step is about, still worth a message now. */
  async function subjectOf(
    trigger: CadenceTrigger,
    step: CadenceStep,
    job: DueJob,
    now: Date,
  ): Promise<Resolved<MessageSubject>> {
    if (trigger === 'lead_captured') return { ok: true, value: { kind: 'lead' } };
    if (trigger === 'event_reminder') {
      const event = await store.findEvent(job.subjectId);
      const t = now.getTime();
      if (
        !event?.isActive ||
        !(await store.isRegistered(job.leadId, event.id)) ||
        t >= Date.parse(event.endsAt) ||
        // A reminder before the start is wrong once the call began; the one at the start is not.
        (step.delay_minutes > 0 && t >= Date.parse(event.startsAt))
      ) {
        return { ok: false, reason: 'event_over' };
      }
      return { ok: true, value: { kind: 'event', event } };
    }
    const checkout = await store.findCheckout(job.subjectId);
    // Gone, or no longer this lead's (kept after an erasure without its buyer).
    if (!checkout || checkout.leadId !== job.leadId) return { ok: false, reason: 'step_gone' };
    if (trigger !== 'purchase_approved') {
      // 'checkout_settled': the checkout no longer waits for payment (paid, cancelled, or past its
      // expiry even before the provider says so: its link would no longer open).
      const open = (OPEN_CHECKOUT_STATUSES as readonly string[]).includes(checkout.status);
      const expired = checkout.expiresAt !== null && now.getTime() >= Date.parse(checkout.expiresAt);
      if (!open || expired) return { ok: false, reason: 'checkout_settled' };
      // A newer attempt takes over (the buyer came back and opened another): its own steps run, so
      // one hesitation is not recovered once per attempt.
      if (await store.hasCheckoutCreatedAfter(job.leadId, checkout.createdAt, UNOPENED_CHECKOUT_STATUSES)) {
        return { ok: false, reason: 'checkout_settled' };
      }
    }
    return { ok: true, value: { kind: 'checkout', checkout } };
  }

  /**
   * A call's reminder says what staff wrote for its launch (the event's own template of that kind);
   * the cadence's step keeps the timing and the approved template, and its text for other events.
   */
  async function ownReminderText(subject: MessageSubject, step: CadenceStep): Promise<string | undefined> {
    if (subject.kind !== 'event') return undefined;
    const reminder = reminderAt(step.delay_minutes);
    return reminder && store.eventReminderText(subject.event.id, REMINDERS[reminder].messageType);
  }

  /** The cadence's own stop rules: a purchase, or a reply since the cadence began for this subject. */
  async function stoppedBy(cadence: StoredCadence, trigger: CadenceTrigger, job: DueJob) {
    if (
      cadence.stopOnPurchase &&
      trigger !== 'purchase_approved' &&
      (await store.hasCheckoutIn(job.leadId, PURCHASE_STATUSES))
    ) {
      return 'purchased';
    }
    if (cadence.stopOnReply) {
      const began = await store.firstJobCreatedAt(job.leadId, cadence.id, job.subjectId);
      if (began && (await store.hasInboundSince(job.leadId, began))) return 'replied';
    }
    return undefined;
  }

  async function compose(lead: CadenceLead, job: DueJob, now: Date): Promise<ComposedMessage> {
    const cadence = await store.findCadence(job.cadenceId);
    const parsed = cadence && parseCadence(cadence);
    const step = parsed?.steps[job.step];
    if (!cadence || !parsed || !step) return skip('step_gone');
    if (lead.cadenceStatus === OPTED_OUT_STATUS) return skip('opted_out');
    if (!(await hasWhatsAppConsent(lead.id))) return skip('no_consent');

    const subject = await subjectOf(parsed.trigger, step, job, now);
    if (!subject.ok) return skip(subject.reason);
    const stopped = await stoppedBy(cadence, parsed.trigger, job);
    if (stopped) return skip(stopped);

    const values = await messageValues(deps, lead, subject.value);
    const text = (await ownReminderText(subject.value, step)) ?? step.text;
    return {
      kind: 'send',
      phone: lead.phone,
      text: renderStepText(text, values),
      ...(step.template
        ? { template: { ...step.template, parameters: templateParameters(text, values) } }
        : {}),
      ...(CHECKOUT_TRIGGERS.includes(parsed.trigger) ? { checkoutId: job.subjectId } : {}),
    };
  }

  return async (job, now) => {
    const lead = await store.findLead(job.leadId);
    if (!lead || lead.anonymizedAt) return skip('lead_gone');
    return compose(lead, job, now);
  };
}
