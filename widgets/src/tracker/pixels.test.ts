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
    expect(win.gtag).toHaveBeenCalledWith('event', 'Purchase', {
      value: 1797,
      currency: 'BRL',
      event_id: 'e1',
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
