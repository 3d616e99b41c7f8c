import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildServerEvent, newEventId } from './server-event.ts';

afterEach(() => {
  history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('buildServerEvent', () => {
  it('builds the spec §3 payload with valid user data and the URL UTMs', () => {
    history.replaceState(null, '', '/ianapratica?utm_source=fb&utm_campaign=jun&x=1');
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('_fbp=fb.1.1.1');
    const event = buildServerEvent({
      name: 'CTAClick',
      data: { button_name: 'PurchaseButton', section: 'ExitPopup' },
      eventId: 'evt-1',
      now: 1_700_000_000_999,
      identity: { name: 'Ana Lima', email: 'nao-e-email', phone: '5511987654321' },
      externalId: 'lead-9',
    });
    expect(event).toEqual({
      event_name: 'CTAClick',
      event_time: 1_700_000_000,
      event_id: 'evt-1',
      action_source: 'website',
      event_source_url: 'http://localhost:3000/ianapratica?utm_source=fb&utm_campaign=jun&x=1',
      user_data: {
        fbp: 'fb.1.1.1',
        fn: 'ana',
        ln: 'lima',
        ph: '5511987654321',
        external_id: 'lead-9',
        client_user_agent: navigator.userAgent,
      },
      custom_data: {
        button_name: 'PurchaseButton',
        section: 'ExitPopup',
        utm_source: 'fb',
        utm_campaign: 'jun',
      },
    });
  });

  it('gives every event its own id', () => {
    expect(newEventId('PageView', 1)).not.toBe(newEventId('PageView', 1));
  });
});
