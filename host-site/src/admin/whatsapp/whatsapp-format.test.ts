import type { WhatsAppLogMessage } from '@funil/core/whatsapp-staff';
import { describe, expect, it } from 'vitest';
import { formatDelay, formatMinutes, senderOf } from './whatsapp-format.ts';

const message = (change: Partial<WhatsAppLogMessage>): WhatsAppLogMessage => ({
  id: 'm1',
  direction: 'outbound',
  body: 'Oi',
  templateName: null,
  status: 'sent',
  createdAt: '2025-04-01T12:00:00.000Z',
  sentAt: null,
  deliveredAt: null,
  readAt: null,
  cadence: null,
  sentBy: null,
  error: null,
  ...change,
});

describe('WhatsApp screens’ wording', () => {
  it('says a wait as people say it', () => {
    expect(formatMinutes(15)).toBe('15 minutos');
    expect(formatMinutes(60)).toBe('1 hora');
    expect(formatMinutes(90)).toBe('1 hora e 30 minutos');
    expect(formatMinutes(1440 + 180 + 1)).toBe('1 dia, 3 horas e 1 minuto');
    expect(formatDelay('checkout_unpaid', 15)).toBe('15 minutos depois');
    expect(formatDelay('lead_captured', 0)).toBe('Logo em seguida');
    expect(formatDelay('pix_expiring', 30)).toBe('30 minutos antes de o PIX expirar');
    expect(formatDelay('event_reminder', 1440)).toBe('1 dia antes do evento');
    expect(formatDelay('event_reminder', 0)).toBe('Na hora do evento');
  });

  it('names who sent each message', () => {
    expect(senderOf(message({ cadence: { id: 'c', name: 'Recuperação', step: 0 } }))).toBe(
      'Recuperação · Passo 1',
    );
    expect(senderOf(message({ sentBy: 'ana@funil.test' }))).toBe('Equipe (ana@funil.test)');
    expect(senderOf(message({ direction: 'inbound', status: 'received' }))).toBe('Lead');
  });
});
