import { CHECKOUT_STATUS_LABELS, LEAD_FIELD_LABELS } from '@funil/core/labels';
import { describe, expect, it } from 'vitest';
import { fieldLabel, formatField, LEAD_SECTIONS, SHOWN_AS_TABLES, unsectionedKeys } from './lead-sections.ts';

describe('lead detail sections', () => {
  it('place every named lead column in exactly one section (or its own table)', () => {
    const placed = LEAD_SECTIONS.flatMap((section) => section.fields.map((field) => field.key));
    expect(new Set(placed).size).toBe(placed.length);
    const everywhere = [...placed, ...SHOWN_AS_TABLES].sort();
    expect(everywhere).toEqual(Object.keys(LEAD_FIELD_LABELS).sort());
  });

  it('keep a column no section knows, named in words rather than as stored', () => {
    expect(unsectionedKeys({ name: 'Ana', clicks_data: '[]', first_touch_at: null })).toEqual([
      'first_touch_at',
    ]);
    expect(fieldLabel('first_touch_at')).toBe('First touch at');
    expect(fieldLabel('trans_value')).toBe('Valor pago');
  });

  it('write each value the way its field means it', () => {
    expect(formatField(179_700, 'money')).toBe('R$ 1.797,00');
    expect(formatField('2025-04-26T12:00:00.000Z', 'datetime')).toBe('26/04/2025, 09:00');
    expect(formatField(true, 'boolean')).toBe('Sim');
    expect(formatField(false, 'boolean')).toBe('Não');
    expect(formatField(0.4, 'share')).toBe('40%');
    expect(formatField(125_000, 'duration')).toBe('2 min 5 s');
    expect(formatField(12, 'installments')).toBe('12x');
    expect(formatField(1, 'installments')).toBe('À vista');
    expect(formatField('ana', 'instagram')).toBe('@ana');
    expect(formatField('partially_refunded', { labels: CHECKOUT_STATUS_LABELS })).toBe(
      'Reembolsado em parte',
    );
    expect(formatField(null, 'money')).toBe('—');
    expect(formatField('', 'text')).toBe('—');
    expect(formatField('5511987654321', 'phone')).toMatch(/98765-4321/);
  });
});
