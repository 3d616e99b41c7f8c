// A record on a lead's timeline, as the claim and interaction use cases write it (storage/leads-repository.ts).
export interface NewInteraction {
  id: string;
  lead_id: string;
  interaction_type: string;
  data: string;
  created_at: string;
}
