// The Conversions API event of spec §3, as POST /api/tracking/events carries it.
import { readUtmValues } from '../lib/page-context.ts';
import { readAdIds } from './ad-cookies.ts';
import { contactUserData, type TrackedIdentity } from './user-data.ts';

export type EventData = Record<string, unknown>;

export interface ServerEvent {
  event_name: string;
  event_time: number;
  event_id: string;
  action_source: 'website';
  event_source_url: string;
  user_data: Record<string, string>;
  custom_data: EventData;
  /** The visitor's answer to the cookie notice; absent before one (decision 0024). */
  consent?: 'accepted' | 'refused';
}

export interface ServerEventInput {
  name: string;
  data: EventData;
  eventId: string;
  now: number;
  identity: TrackedIdentity;
  /** The lead id: the external id the ad platforms match on. */
  externalId?: string | null | undefined;
}

/**
 * client_ip_address is left to the server, which sees the address itself (no public IP
 * lookup from the browser); every other field comes from the page.
 */
export function buildServerEvent({
  name,
  data,
  eventId,
  now,
  identity,
  externalId,
}: ServerEventInput): ServerEvent {
  const user_data: Record<string, string> = {
    ...readAdIds(now),
    ...contactUserData(identity),
    client_user_agent: navigator.userAgent,
  };
  if (externalId) user_data.external_id = externalId;
  const custom_data: EventData = { ...data, ...readUtmValues() };
  return {
    event_name: name,
    event_time: Math.floor(now / 1000),
    event_id: eventId,
    action_source: 'website',
    event_source_url: location.href,
    user_data,
    custom_data,
  };
}

export function newEventId(name: string, now: number): string {
  return `${name}_${now}_${Math.random().toString(36).slice(2, 10)}`;
}
