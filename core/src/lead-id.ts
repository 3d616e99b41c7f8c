// Lead ids are UUIDs; anything else cannot name a lead (and is not worth a query or a request).
const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isLeadId(value: string): boolean {
  return LEAD_ID.test(value);
}
