// What the staff's outbound webhooks screens need (issue 31): the endpoints, their deliveries and
// tries (storage/webhook-endpoints-repository.ts implements it). The check of a new endpoint's
// address is the sender's own (webhook-deliveries.ts: CheckWebhookUrl).
import type { OutboundEventType, TEST_EVENT_TYPE } from '@funil/core/outbound-events';
import type { AdminWebhookEndpoint, WebhookDeliveryView } from '@funil/core/webhook-admin';
import type { NewOutboundEvent } from './outbound-events.ts';
import type { Page } from './staff-records.ts';

export interface NewWebhookEndpoint {
  id: string;
  url: string;
  events: OutboundEventType[];
  description: string | null;
  secret: string;
  createdBy: string;
  time: string;
}

/** The test event of one endpoint: its outbox row (fanned out already) and its one delivery. */
export interface QueuedTestEvent {
  event: Omit<NewOutboundEvent, 'type' | 'lead_id'> & { type: typeof TEST_EVENT_TYPE };
  deliveryId: string;
  endpointId: string;
  time: string;
}

export interface WebhookEndpointsStore {
  /** Endpoints not deleted, the newest first, with their deliveries counted by status. */
  listEndpoints(): Promise<AdminWebhookEndpoint[]>;
  /** Undefined when there is none or it was deleted. */
  findEndpoint(id: string): Promise<AdminWebhookEndpoint | undefined>;
  insertEndpoint(endpoint: NewWebhookEndpoint): Promise<void>;
  /**
   * Marks it deleted and ends its pending deliveries (failed, nothing more scheduled), in one
   * transaction; false when there was none to delete.
   */
  deleteEndpoint(id: string, time: string): Promise<boolean>;
  /** Its deliveries, the newest first, each with its tries. */
  listDeliveries(
    endpointId: string,
    page: Page,
  ): Promise<{ deliveries: WebhookDeliveryView[]; total: number }>;
  queueTestEvent(test: QueuedTestEvent): Promise<void>;
  /** The delivery and whether its endpoint still takes deliveries; undefined when unknown or deleted. */
  findDelivery(
    id: string,
  ): Promise<{ id: string; endpointId: string; endpointDisabled: boolean } | undefined>;
  /** Pending again, due at `time`: the sender gives it one more try, with the same webhook-id. */
  resendDelivery(id: string, time: string): Promise<boolean>;
}
