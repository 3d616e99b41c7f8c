// Every delay of the lead modal in one place (spec §4), so tests and stories can name them.

export interface LeadTiming {
  /** After a successful save the Instagram step opens this much later. */
  stepTwoAfterSaveMs: number;
  /** After a failed save the visitor still moves on to the Instagram step, a little later. */
  stepTwoAfterErrorMs: number;
}

export const LEAD_TIMING: LeadTiming = {
  stepTwoAfterSaveMs: 1_000,
  stepTwoAfterErrorMs: 2_000,
};
