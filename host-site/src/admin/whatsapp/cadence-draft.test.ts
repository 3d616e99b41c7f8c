import { cadenceInputSchema } from '@funil/core/cadence';
import type { CadenceSummary } from '@funil/core/whatsapp-staff';
import { describe, expect, it } from 'vitest';
import { draftOf, inputOf, minutesOf } from './cadence-draft.ts';

const CADENCE: CadenceSummary = {
  id: 'c1',
  name: 'Recuperação',
  trigger: 'checkout_unpaid',
  status: 'paused',
  steps: [
    { delay_minutes: 15, text: 'Oi {primeiro_nome}' },
    { delay_minutes: 180, text: 'Ainda dá tempo', template: { name: 'recuperacao', language: 'pt_BR' } },
    { delay_minutes: 1440, text: 'Último aviso' },
  ],
  stopOnPurchase: true,
  stopOnReply: false,
  createdAt: '2025-04-01T12:00:00.000Z',
  updatedAt: '2025-04-01T12:00:00.000Z',
  messagesSent: 3,
  lastSentAt: null,
  messagesQueued: 0,
  nextQueuedAt: null,
};

describe('cadence draft', () => {
  it('shows each wait in its largest whole unit and round-trips the cadence unchanged', () => {
    const draft = draftOf(CADENCE);
    expect(draft.steps.map((s) => [s.amount, s.unit])).toEqual([
      ['15', 'minutes'],
      ['3', 'hours'],
      ['1', 'days'],
    ]);
    const input = cadenceInputSchema.parse(inputOf(draft));
    expect(input).toEqual({
      name: 'Recuperação',
      trigger: 'checkout_unpaid',
      status: 'paused',
      steps: CADENCE.steps,
      stop_on_purchase: true,
      stop_on_reply: false,
    });
  });

  it('reads a wait as staff type it', () => {
    expect(minutesOf({ amount: '1,5', unit: 'hours' })).toBe(90);
    expect(minutesOf({ amount: '2', unit: 'days' })).toBe(2880);
    expect(minutesOf({ amount: '', unit: 'minutes' })).toBeNull();
    expect(minutesOf({ amount: 'dez', unit: 'minutes' })).toBeNull();
    expect(minutesOf({ amount: '-5', unit: 'minutes' })).toBeNull();
  });
});
