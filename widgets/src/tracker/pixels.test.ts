import { describe, expect, it, vi } from 'vitest';
import { sendToPixels } from './pixels.ts';

describe('sendToPixels', () => {
  it('calls fbq, ttq and gtag with the same event id', () => {
    const win = { fbq: vi.fn(), ttq: { track: vi.fn() }, gtag: vi.fn() };
    sendToPixels('Purchase', { value: 1797, currency: 'BRL' }, 'e1', win);
    expect(win.fbq).toHaveBeenCalledWith(
      'track',
      'Purchase',
      { value: 1797, currency: 'BRL' },
      { eventID: 'e1' },
    );
    expect(win.ttq.track).toHaveBeenCalledWith(
      'Purchase',
      { value: 1797, currency: 'BRL' },
      { event_id: 'e1' },
    );
    // GA4's own name for a sale; the transaction id travels in the data, as trackPurchase puts it.
    expect(win.gtag).toHaveBeenCalledWith('event', 'purchase', {
      value: 1797,
      currency: 'BRL',
      event_id: 'e1',
    });
  });

  it("gives GA4 its names for page views and leads, and TikTok's page() for a page view", () => {
    const win = { fbq: vi.fn(), ttq: { track: vi.fn(), page: vi.fn() }, gtag: vi.fn() };
    sendToPixels('PageView', {}, 'p1', win);
    expect(win.fbq).toHaveBeenCalledWith('track', 'PageView', {}, { eventID: 'p1' });
    expect(win.ttq.page).toHaveBeenCalledWith();
    expect(win.ttq.track).not.toHaveBeenCalled();
    expect(win.gtag).toHaveBeenCalledWith('event', 'page_view', { event_id: 'p1' });
    sendToPixels('Lead', { lead_source: 'lead_capture' }, 'l1', win);
    expect(win.fbq).toHaveBeenLastCalledWith(
      'track',
      'Lead',
      { lead_source: 'lead_capture' },
      { eventID: 'l1' },
    );
    expect(win.ttq.track).toHaveBeenCalledWith('Lead', { lead_source: 'lead_capture' }, { event_id: 'l1' });
    expect(win.gtag).toHaveBeenLastCalledWith('event', 'generate_lead', {
      lead_source: 'lead_capture',
      event_id: 'l1',
    });
  });

  it('sends custom events to Meta with trackCustom', () => {
    const win = { fbq: vi.fn() };
    sendToPixels('CTAClick', { button_name: 'x' }, 'e2', win);
    expect(win.fbq).toHaveBeenCalledWith('trackCustom', 'CTAClick', { button_name: 'x' }, { eventID: 'e2' });
  });

  it('does nothing without pixels and survives a throwing one', () => {
    expect(() => sendToPixels('PageView', {}, 'e3', {})).not.toThrow();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const win = {
      fbq: vi.fn(() => {
        throw new Error('boom');
      }),
      gtag: vi.fn(),
    };
    sendToPixels('PageView', {}, 'e4', win);
    expect(win.gtag).toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
