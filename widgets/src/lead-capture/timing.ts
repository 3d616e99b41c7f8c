// Every delay of the lead modal in one place (spec §4, §9), so tests and stories can name them.

export interface LeadTiming {
  /** After a successful save the Instagram step opens this much later. */
  stepTwoAfterSaveMs: number;
  /** After a failed save the visitor still moves on to the Instagram step, a little later. */
  stepTwoAfterErrorMs: number;
  /** A phone of 13 characters or more counts as complete once it stayed so this long. */
  phoneCompleteAfterMs: number;
  /** After submit with a handle, how often the personalization-lock key is looked at… */
  personalizationPollMs: number;
  /** …and when the modal stops waiting for it. */
  personalizationTimeoutMs: number;
}

export const LEAD_TIMING: LeadTiming = {
  stepTwoAfterSaveMs: 1_000,
  stepTwoAfterErrorMs: 2_000,
  phoneCompleteAfterMs: 500,
  personalizationPollMs: 300,
  personalizationTimeoutMs: 8_000,
};

/** The country list filters this long after the last key typed in its search box. */
export const COUNTRY_SEARCH_DEBOUNCE_MS = 250;
