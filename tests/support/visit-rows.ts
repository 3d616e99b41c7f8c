// What the product stored about a lead's visits and registrations, read from the e2e database.
import { FREE_LIVE_CALL } from '@funil/core/offers';
import { readDb } from './lead-rows.ts';

export interface VisitedLead {
  id: string;
  visit_count: number;
  visit_pending: number;
  last_visit: string | null;
  visit_timestamp: string | null;
  last_page_visit: string | null;
  device_info: string | null;
  url_params: string | null;
}

export interface VisitRow {
  page: string | null;
  referrer: string | null;
  device: string | null;
  visit_key: string | null;
}

export function visitedLead(phone: string): VisitedLead | undefined {
  return readDb(
    (db) =>
      db
        .prepare(
          `SELECT id, visit_count, visit_pending, last_visit, visit_timestamp, last_page_visit, device_info,
                  url_params FROM leads WHERE phone = ?`,
        )
        .get(phone) as VisitedLead | undefined,
  );
}

export function visitRows(leadId: string): VisitRow[] {
  return readDb(
    (db) =>
      db
        .prepare(
          'SELECT page, referrer, device, visit_key FROM lead_visits WHERE lead_id = ? ORDER BY visited_at, rowid',
        )
        .all(leadId) as VisitRow[],
  );
}

/** The lead's registrations for the free call the lead modal promises. */
export function freeCallRegistrations(leadId: string): { status: string; message_sent: number }[] {
  return readDb(
    (db) =>
      db
        .prepare(
          `SELECT r.status, r.message_sent FROM event_registrations r JOIN events e ON e.id = r.event_id
           WHERE r.lead_id = ? AND e.slug = ?`,
        )
        .all(leadId, FREE_LIVE_CALL.slug) as { status: string; message_sent: number }[],
  );
}
