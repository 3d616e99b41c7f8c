// The lead events of spec §7, sent when the save they report succeeded and once per lead in this
// browser: FormSubmit, Lead and LeadCaptured when the lead is first saved (step 1), and
// InstagramProvided when a handle the look-up found is saved (a handle typed and never found is no
// Instagram, issue 27). Contact data goes only in user_data, which the server
// hashes: Meta refuses unhashed names, phones and handles in custom_data.
import { readUtmValues } from '../lib/page-context.ts';
import { isExpired, readItem, writeJson } from '../lib/storage.ts';
import { INSTAGRAM_PROFILE_PREFIX, LEAD_EVENTS_KEY } from '../lib/storage-keys.ts';
import { isRecord, readJson } from '../lib/stored-json.ts';
import { LEAD_SOURCE } from './constants.ts';
import type { SavedLead, Tracker } from './tracker-api.ts';

/** Which of a lead's events this browser already sent: a second save or step 2 sends none again. */

/** The newest leads remembered; one browser rarely saves more than one or two. */
const REMEMBERED_LEADS = 20;

type Sent = 'lead' | 'instagram';
/** Per lead id: what was sent, and when it was first remembered (it names a lead: 7 days at most). */
type Memo = { sent: Sent[]; savedAt: number };

/** The memo without its entries older than 7 days, which are removed from storage as they are found. */
function readSent(now: number): Record<string, Memo> {
  const stored = readJson(LEAD_EVENTS_KEY);
  const entries = Object.entries(isRecord(stored) ? stored : {});
  const fresh: Record<string, Memo> = {};
  for (const [leadId, entry] of entries) {
    // Older versions kept a bare list without a date: dated now, it goes within 7 days.
    const memo = (Array.isArray(entry) ? { sent: entry, savedAt: now } : entry) as Memo | null;
    if (Array.isArray(memo?.sent) && !isExpired(memo.savedAt, now)) fresh[leadId] = memo;
  }
  if (Object.keys(fresh).length < entries.length) writeJson(LEAD_EVENTS_KEY, fresh);
  return fresh;
}

/** Marks the events as sent; answers false when they already were. */
function claim(leadId: string, what: Sent, now: number): boolean {
  const memo = readSent(now);
  const forLead = memo[leadId] ?? { sent: [], savedAt: now };
  if (forLead.sent.includes(what)) return false;
  const { [leadId]: _previous, ...others } = memo;
  const kept = Object.entries(others).slice(-(REMEMBERED_LEADS - 1));
  writeJson(LEAD_EVENTS_KEY, {
    ...Object.fromEntries(kept),
    [leadId]: { sent: [...forLead.sent, what], savedAt: forLead.savedAt },
  });
  return true;
}

/**
 * Called after every successful save of the lead modal: identifies the lead, registers this page
 * load as its visit (a save marks one pending) and sends the lead events not sent yet.
 */
export function reportLeadSaved(tracker: Tracker, lead: SavedLead, now: number = Date.now()): void {
  tracker.identify({ name: lead.name, whatsapp: lead.phone, leadId: lead.id });
  void tracker.registerVisit();
  if (claim(lead.id, 'lead', now)) {
    tracker.track('FormSubmit', { form_name: 'lead_capture' });
    tracker.track('Lead', { lead_source: 'lead_capture' });
    tracker.track('LeadCaptured', {
      ...readUtmValues(),
      lead_source: LEAD_SOURCE,
      ...(lead.region ? { region: lead.region } : {}),
    });
  }
  // Found: this browser's look-up holds the handle's profile (profile-storage.ts keeps found ones
  // only, 24 h at most). The modal saves the handle normalised, as the card keeps it.
  const found = lead.instagram && readItem(INSTAGRAM_PROFILE_PREFIX + lead.instagram);
  if (found && claim(lead.id, 'instagram', now)) tracker.track('InstagramProvided', readUtmValues());
}
