// The tracker as the widgets and the host site call it, apart from its making (tracker.ts): lead-events.ts
// takes one without importing the module that imports it.
import type { VisitorState } from '@funil/core/visitor-state';
import type { EventData } from './server-event.ts';

/** The events of spec §7; any other name is sent as a custom event. */
export type TrackEventName =
  | 'PageView'
  | 'CTAClick'
  | 'FormStart'
  | 'FormSubmit'
  | 'Lead'
  | 'Purchase'
  | 'LeadCaptured'
  | 'InstagramProvided'
  | (string & {});

export interface TrackerIdentity {
  name?: string | undefined;
  email?: string | undefined;
  /** Digits, country code first. */
  whatsapp?: string | undefined;
  leadId?: string | undefined;
}

export interface TrackOptions {
  /** An id the server already gave this event (its own Conversions API copy), instead of a new one. */
  eventId?: string | undefined;
}

export interface Tracker {
  /**
   * Sends the event to the server, and to the page's pixels on Funil's own site; returns the shared
   * event id.
   */
  track(name: TrackEventName, data?: EventData, options?: TrackOptions): string | undefined;
  identify(identity: TrackerIdentity): void;
  /**
   * Registers this page load as a visit of the known lead (POST /api/visits); safe to repeat,
   * the load counts once. Resolves with the visitor's state once the server answered.
   */
  registerVisit(): Promise<VisitorState>;
  /** Spec §4 visitor state as known now: from the page load, then from the visit's answer. */
  visitorState(): VisitorState;
  /** The focus went into a lead form (it opens on its first field): FormStart, once per page. */
  formStarted(): void;
  /**
   * A save of the lead modal the server confirmed: identifies the lead, registers the visit and
   * sends the spec §7 lead events not sent yet (tracker/lead-events.ts).
   */
  leadSaved(lead: SavedLead): void;
  /** Any click on a payment button or link marks this (spec §4). */
  markPaymentClick(): void;
  hasClickedPayment(): boolean;
  /** Page views, the visit and behaviour logs once a WhatsApp is known, and the keep-alive. */
  start(): void;
  stop(): void;
}

/**
 * What a successful save (or Instagram update) tells about the lead: the id the server answered and
 * the save's own fields, so the modal and the outbox hand over what they sent as it is.
 */
export interface SavedLead {
  id: string;
  name: string;
  /** Digits, country code first. */
  phone: string;
  /** The region of the area code, as the modal shows it. */
  region?: string | undefined;
  /** The handle, when this save carried one. */
  instagram?: string | undefined;
}
