// The storage key of what a visitor typed so far (spec §3 partialLeadData), alone in its module so the
// lead modal's chunk does not carry the readers of the other keys.
export const PARTIAL_LEAD_KEY = 'partialLeadData';
