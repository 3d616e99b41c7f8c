import { describe, expect, it } from 'vitest';
import { CHECKOUT_STATUS_LABELS, JOURNEY_STAGE_LABELS, labelFor } from './labels.ts';

describe('labelFor', () => {
  it('names a known value in pt-BR', () => {
    expect(labelFor(JOURNEY_STAGE_LABELS, 'customer')).toBe('Cliente');
    expect(labelFor(CHECKOUT_STATUS_LABELS, 'partially_refunded')).toBe('Reembolsado em parte');
  });

  it('shows a dash for nothing and an unknown value as stored', () => {
    expect(labelFor(JOURNEY_STAGE_LABELS, null)).toBe('—');
    expect(labelFor(JOURNEY_STAGE_LABELS, '')).toBe('—');
    expect(labelFor(JOURNEY_STAGE_LABELS, 'vip')).toBe('vip');
  });
});
