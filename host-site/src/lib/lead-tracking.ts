// The lead events of spec §7 for a lead the site's modal saved: the form submit, Lead, and the
// lead-save event (LeadCaptured, plus InstagramProvided when a handle was given).
import { type CapturedLead, type Tracker, trackLeadSaved } from '@funil/widgets/react';

/** The region the modal worked out from the area code, when it kept one (spec §3 partialLeadData). */
function storedRegion(): string | undefined {
  try {
    const partial: unknown = JSON.parse(localStorage.getItem('partialLeadData') ?? '{}');
    const region = (partial as { region?: unknown } | null)?.region;
    return typeof region === 'string' && region ? region : undefined;
  } catch {
    return undefined;
  }
}

export function trackLeadCaptured(tracker: Tracker, lead: CapturedLead): void {
  tracker.identify({ name: lead.name, whatsapp: lead.phone, leadId: lead.id ?? undefined });
  tracker.track('FormSubmit', { form_name: 'lead_capture' });
  tracker.track('Lead', { lead_source: 'lead_capture' });
  trackLeadSaved(tracker, {
    name: lead.name,
    whatsapp: lead.phone,
    region: storedRegion(),
    instagram: lead.instagram || undefined,
  });
}
