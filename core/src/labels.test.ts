import { describe, expect, it } from 'vitest';
import * as labels from './labels.ts';
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

describe('the label lists', () => {
  const lists = Object.entries(labels).filter(
    (entry): entry is [string, Record<string, string>] => typeof entry[1] === 'object',
  );

  it('are written for people: no name is a code or a column name', () => {
    expect(lists.length).toBeGreaterThan(10);
    for (const [list, names] of lists) {
      for (const [value, name] of Object.entries(names)) {
        expect(name, `${list}.${value}`).not.toMatch(/_|^[A-Z]+(_[A-Z]+)+$|^[a-z]+(-[a-z]+)+$/);
        expect(name.trim(), `${list}.${value}`).not.toBe('');
      }
    }
  });
});
