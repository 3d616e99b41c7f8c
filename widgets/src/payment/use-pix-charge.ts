// Making the PIX charge (POST /api/payments/pix-charge) for the modal: the request from the order and
// the buyer, and each refusal turned into what the buyer sees: the server's field messages under the
// fields, a coupon or bump that changed (the quote is read again), or the §8 message of a failed call.
// The buyer's details stay as typed whatever happens.
import type { CheckoutAttribution } from '@funil/core/checkout';
import type { PixChargeCreated, PixChargeRequestInput } from '@funil/core/pix-charge';
import { useRef, useState } from 'react';
import { ApiError } from '../lib/api-request.ts';
import { CHECKOUT_MESSAGES } from './checkout-policy.ts';
import { type BuyerDraft, type BuyerErrors, buyerForRequest, serverBuyerErrors } from './pix-buyer.ts';
import { createPixCharge } from './pix-charge-client.ts';

export interface PixOrder {
  offer?: string | undefined;
  coupon?: string | undefined;
  bumps: string[];
  lead: { leadId: string | null; leadToken: string | null };
  attribution: CheckoutAttribution;
}

export interface PixChargeFailure {
  message: string;
  /** Quoted to support; absent for a refusal the buyer can fix. */
  attemptId?: string;
}

export interface UsePixChargeOptions {
  apiBase: string;
  initial?: { charge?: PixChargeCreated; buyerErrors?: BuyerErrors } | undefined;
  buyer: BuyerDraft;
  /** Read when the charge is made, so it carries the order as it is then. */
  order(): PixOrder;
  onCreated(charge: PixChargeCreated): void;
  /** The server refused the buyer's details: the form shows them again. */
  onRefused(): void;
  /** A coupon or bump is no longer what the quote said: read it again and show it. */
  onOrderChanged(): void;
  newAttemptId(): string;
}

const ORDER_CODES = /^(coupon_|bump_unavailable$)/;

export function pixRequest(order: PixOrder, buyer: BuyerDraft): PixChargeRequestInput {
  const request: PixChargeRequestInput = { buyer: buyerForRequest(buyer) };
  if (order.offer) request.offer = order.offer;
  if (order.coupon) request.coupon = order.coupon;
  if (order.bumps.length > 0) request.bumps = order.bumps;
  if (order.lead.leadId) request.leadId = order.lead.leadId;
  if (order.lead.leadId && order.lead.leadToken) request.leadToken = order.lead.leadToken;
  const attribution = Object.entries(order.attribution).filter(([, value]) => value);
  if (attribution.length > 0) request.attribution = Object.fromEntries(attribution);
  return request;
}

/** What a failed call says to the buyer: the server's own words for a refusal, §8's otherwise. */
function failureOf(error: unknown, attemptId: string): PixChargeFailure {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500)
    return { message: error.message };
  const message =
    error instanceof ApiError && error.kind === 'timeout'
      ? CHECKOUT_MESSAGES.timeout
      : error instanceof ApiError && error.kind === 'network'
        ? CHECKOUT_MESSAGES.network
        : error instanceof ApiError && error.status >= 500
          ? CHECKOUT_MESSAGES.unavailable
          : CHECKOUT_MESSAGES.internal;
  return { message: `${CHECKOUT_MESSAGES.friendly} ${message}`, attemptId };
}

export function usePixCharge(options: UsePixChargeOptions) {
  const [charge, setCharge] = useState<PixChargeCreated | null>(options.initial?.charge ?? null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<BuyerErrors>(options.initial?.buyerErrors ?? {});
  const [failure, setFailure] = useState<PixChargeFailure | null>(null);
  const latest = useRef(options);
  latest.current = options;

  const create = () => {
    if (busy) return;
    const { apiBase, order, buyer } = latest.current;
    const attemptId = latest.current.newAttemptId();
    setBusy(true);
    setFailure(null);
    setErrors({});
    createPixCharge(apiBase, pixRequest(order(), buyer), attemptId)
      .then((created) => {
        setCharge(created);
        latest.current.onCreated(created);
      })
      .catch((error: unknown) => {
        console.error('[funil] pix charge', attemptId, error);
        const fields = error instanceof ApiError ? serverBuyerErrors(error.fields) : {};
        if (Object.keys(fields).length > 0) {
          setErrors(fields);
          latest.current.onRefused();
          return;
        }
        if (error instanceof ApiError && error.code && ORDER_CODES.test(error.code))
          latest.current.onOrderChanged();
        setFailure(failureOf(error, attemptId));
      })
      .finally(() => setBusy(false));
  };

  return {
    charge,
    busy,
    errors,
    failure,
    create,
    dismissFailure: () => setFailure(null),
    showErrors(next: BuyerErrors) {
      setFailure(null);
      setErrors(next);
    },
  };
}
