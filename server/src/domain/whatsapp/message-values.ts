// The values of a cadence step's {variables} for one lead and the checkout or event it is about:
// all read from our rows and the launch settings, never from anything a browser sent.
import type { CadenceVariable } from '@funil/core/cadence';
import { DISPLAY_TIME_ZONE, formatTime } from '@funil/core/dates';
import type { LaunchSettings } from '@funil/core/launch-settings';
import { formatBRL } from '@funil/core/offers';
import { cleanLine, firstName } from '@funil/core/text';
import type {
  CadenceCheckout,
  CadenceEvent,
  CadenceLead,
  MessageValuesStore,
} from '../ports/whatsapp-planner.ts';
import { CHARGED_STATUSES } from '../purchase-changes.ts';

/** Paid and not given back or disputed: who may be handed the buyers' group link. */
export const SETTLED_STATUSES: readonly string[] = ['paid', 'partially_refunded'];

/** Any sale happened (a refund or chargeback later does not undo that the lead bought). */
export const PURCHASE_STATUSES: readonly string[] = CHARGED_STATUSES;

export type MessageValues = Partial<Record<CadenceVariable, string>>;

export interface MessageValuesDeps {
  store: MessageValuesStore;
  settings: () => Promise<LaunchSettings>;
}

/** What the message is about: the lead alone, one of its checkouts, or an event it registered for. */
export type MessageSubject =
  | { kind: 'lead' }
  | { kind: 'checkout'; checkout: CadenceCheckout }
  | { kind: 'event'; event: CadenceEvent };

const dayMonth = new Intl.DateTimeFormat('pt-BR', {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
});

/** '2025-06-11T23:00:00Z' → '11/06 às 20:00' in São Paulo, as the lead modal writes the call's date. */
export function eventWhen(iso: string): string {
  return `${dayMonth.format(new Date(iso))} às ${formatTime(iso)}`;
}

/**
 * Every variable the lead and subject give a value to; a variable left out renders as '' (core's
 * renderCadenceText), and a line of text made only of such variables is dropped (renderStepText).
 */
export async function messageValues(
  deps: MessageValuesDeps,
  lead: CadenceLead,
  subject: MessageSubject,
): Promise<MessageValues> {
  const settings = await deps.settings();
  const values: MessageValues = { primeiro_nome: firstName(lead.name), nome: cleanLine(lead.name).trim() };

  if (subject.kind === 'checkout') {
    const { checkout } = subject;
    values.valor = formatBRL(checkout.amountCents);
    if (checkout.link) values.link_pagamento = checkout.link;
    // The lead's PIX code belongs to its current checkout only: another checkout's code would not pay this one.
    if (checkout.method === 'pix' && lead.pixCode && checkout.link && lead.checkoutUrl === checkout.link) {
      values.codigo_pix = lead.pixCode;
    }
  }

  // A message with no event of its own (a welcome, a recovery) speaks of the free call the lead modal signs up for.
  // The Zoom link in the settings is the current launch's call's: no other event gets it.
  const freeCall = await deps.store.findCurrentFreeCall();
  const event = subject.kind === 'event' ? subject.event : freeCall;
  if (event) {
    values.data_evento = eventWhen(event.startsAt);
    if (event.id === freeCall?.id && settings.freeCall.zoomUrl)
      values.link_evento = settings.freeCall.zoomUrl;
  }

  // The buyers' group is for buyers (publicLaunchSettings leaves it out too): nobody else gets the link.
  const buyersGroupUrl = settings.contacts.buyersGroupUrl;
  if (buyersGroupUrl && (await isBuyer(deps.store, lead.id, subject))) values.link_grupo = buyersGroupUrl;
  return values;
}

async function isBuyer(store: MessageValuesStore, leadId: string, subject: MessageSubject): Promise<boolean> {
  if (subject.kind === 'checkout' && SETTLED_STATUSES.includes(subject.checkout.status)) return true;
  return store.hasCheckoutIn(leadId, SETTLED_STATUSES);
}
