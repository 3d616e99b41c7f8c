// The one interface the outbox sender talks to: Meta's Conversions API, or the embedded local log.
/** One event of the Conversions API's `data` array. */
export interface ConversionEvent {
  event_name: string;
  event_time: number;
  event_id: string;
  action_source: string;
  event_source_url?: string;
  user_data: ConversionUserData;
  custom_data: Record<string, unknown>;
}

export type SendResult =
  | { ok: true }
  /**
   * `retryable`: the same events may succeed later (network, 5xx); else the batch was refused.
   * `throttled`: the provider is limiting us (Meta's throttling codes, HTTP 429): the whole
   * sender must slow down; the events themselves were not at fault.
   */
  | { ok: false; retryable: boolean; throttled?: boolean; error: string };

export interface ConversionsProvider {
  /** For logs and the start-up line. */
  readonly name: 'meta' | 'local-log';
  send(events: ConversionEvent[]): Promise<SendResult>;
}

/** The user_data of one Conversions API event, ready to send. */
export interface ConversionUserData {
  em?: string;
  ph?: string;
  fn?: string;
  ln?: string;
  external_id?: string;
  fbc?: string;
  fbp?: string;
  client_ip_address?: string;
  client_user_agent?: string;
}
