import type { Tracker } from '@funil/widgets/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { purchaseId, TRACKED_PURCHASES_KEY, trackPurchaseOnce } from './purchase-tracking.ts';

function fakeTracker() {
  const track = vi.fn<Tracker['track']>(() => 'event-id');
  return { tracker: { track } as unknown as Tracker, track };
}

afterEach(() => localStorage.clear());

describe('trackPurchaseOnce', () => {
  it('reports 97 BRL with the transaction id the first time only, also for a fresh page', () => {
    const first = fakeTracker();
    expect(trackPurchaseOnce(first.tracker, 'lead-1')).toBe(true);
    expect(first.track).toHaveBeenCalledWith('Purchase', {
      value: 97,
      currency: 'BRL',
      transaction_id: 'lead-1',
    });

    // A reload: a new tracker, the same browser storage.
    const reload = fakeTracker();
    expect(trackPurchaseOnce(reload.tracker, 'lead-1')).toBe(false);
    expect(reload.track).not.toHaveBeenCalled();
  });

  it('reports another purchase, and survives a corrupt list', () => {
    localStorage.setItem(TRACKED_PURCHASES_KEY, '{oops');
    const { tracker, track } = fakeTracker();
    expect(trackPurchaseOnce(tracker, 'lead-1')).toBe(true);
    expect(trackPurchaseOnce(tracker, 'lead-2')).toBe(true);
    expect(track).toHaveBeenCalledTimes(2);
    expect(JSON.parse(localStorage.getItem(TRACKED_PURCHASES_KEY) ?? '')).toEqual(['lead-1', 'lead-2']);
  });
});

describe('purchaseId', () => {
  it('prefers the payment, then the lead of the return link, then the stored lead, else none', () => {
    expect(purchaseId('?payment=pay_9&lead=lead-1', 'stored')).toBe('pay_9');
    expect(purchaseId('?lead=lead-1', 'stored')).toBe('lead-1');
    expect(purchaseId('', 'stored')).toBe('stored');
    expect(purchaseId('?lead=', null)).toBeNull();
    expect(purchaseId('', null)).toBeNull();
  });
});
