// The document event the lead outbox dispatches for every save the server confirmed, at once or by a
// resend on a later page (whose modal was told it failed, and may be gone): the page's tracker
// reports the lead from it (tracker/lead-events.ts). Its detail is the save's body and the lead's id.
export const LEAD_SAVED_EVENT = 'funil:lead-saved';
