import { describe, expect, it } from 'vitest';
import type { ConversationLeadRow } from '../ports/whatsapp-staff.ts';
import { replyRefusal } from './staff-reply.ts';
import { windowOpenUntil } from './whatsapp-rules.ts';

const NOW = new Date('2025-04-03T12:00:00.000Z');
const lead = (change: Partial<ConversationLeadRow>): ConversationLeadRow => ({
  id: 'l1',
  name: 'Ana',
  phone: '5511987654321',
  opted_out: false,
  has_consent: true,
  last_inbound_at: '2025-04-03T11:00:00.000Z',
  ...change,
});

describe('staff reply rules', () => {
  it('keeps the window open for 24 h after the lead last wrote, and no longer', () => {
    expect(windowOpenUntil('2025-04-02T12:00:01.000Z', NOW)).toBe('2025-04-03T12:00:01.000Z');
    expect(windowOpenUntil('2025-04-02T12:00:00.000Z', NOW)).toBeNull();
    expect(windowOpenUntil(null, NOW)).toBeNull();
  });

  it('refuses an opted-out lead first, then one without consent, then a closed window', () => {
    expect(replyRefusal(lead({}), NOW)).toBeUndefined();
    expect(replyRefusal(lead({ opted_out: true, has_consent: false, last_inbound_at: null }), NOW)).toBe(
      'whatsapp_opted_out',
    );
    expect(replyRefusal(lead({ has_consent: false, last_inbound_at: null }), NOW)).toBe(
      'whatsapp_no_consent',
    );
    expect(replyRefusal(lead({ last_inbound_at: '2025-04-01T12:00:00.000Z' }), NOW)).toBe(
      'whatsapp_outside_window',
    );
  });
});
