// The staff preview of a cadence being written: each step's text as one real lead would read it,
// filled from that lead's newest checkout or event registration when the trigger is about one.
import type { CadenceInput, CadenceTrigger } from '@funil/core/cadence';
import type { CadenceLead, CadencePreviewStore } from '../ports/whatsapp-planner.ts';
import type { CadencePreview } from '../ports/whatsapp-staff.ts';
import { type MessageSubject, type MessageValuesDeps, messageValues } from './message-values.ts';
import { renderStepText } from './render-step.ts';

export interface PreviewCadenceDeps extends MessageValuesDeps {
  store: CadencePreviewStore;
}

export async function previewCadence(
  deps: PreviewCadenceDeps,
  input: CadenceInput,
  leadId: string,
  // The values read what is stored now; the clock is kept for previews that come to depend on it.
  _now: Date,
): Promise<CadencePreview> {
  const lead = await deps.store.findLead(leadId);
  if (!lead || lead.anonymizedAt) return { ok: false, error: 'lead_not_found' };
  const values = await messageValues(deps, lead, await previewSubject(deps.store, lead, input.trigger));
  return {
    ok: true,
    steps: input.steps.map((step) => ({
      delay_minutes: step.delay_minutes,
      text: renderStepText(step.text, values),
    })),
  };
}

async function previewSubject(
  store: CadencePreviewStore,
  lead: CadenceLead,
  trigger: CadenceTrigger,
): Promise<MessageSubject> {
  if (trigger === 'lead_captured') return { kind: 'lead' };
  if (trigger === 'event_reminder') {
    const eventId = await store.newestRegisteredEventId(lead.id);
    const event = eventId ? await store.findEvent(eventId) : undefined;
    return event ? { kind: 'event', event } : { kind: 'lead' };
  }
  const checkoutId = await store.newestCheckoutId(lead.id);
  const checkout = checkoutId ? await store.findCheckout(checkoutId) : undefined;
  return checkout ? { kind: 'checkout', checkout } : { kind: 'lead' };
}
