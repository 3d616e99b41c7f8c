import { describe, expect, it } from 'vitest';
import { behaviourSchema, ELEMENT_TEXT_MAX } from './behaviour.ts';

describe('behaviourSchema', () => {
  it('normalises the phone, fills missing text fields and cuts element text to 50 characters', () => {
    const parsed = behaviourSchema.parse({
      phone: '+55 11 98765-4321',
      clicks: [{ timestamp: 1, x: 0, y: 0, elementText: 'a'.repeat(80) }],
    });
    expect(parsed).toEqual({
      phone: '5511987654321',
      clicks: [
        {
          elementId: '',
          elementText: 'a'.repeat(ELEMENT_TEXT_MAX),
          elementType: '',
          timestamp: 1,
          x: 0,
          y: 0,
          path: '',
        },
      ],
      pageViews: [],
    });
  });

  it('refuses records without a numeric timestamp or with a negative time spent', () => {
    const base = { phone: '5511987654321' };
    expect(behaviourSchema.safeParse({ ...base, clicks: [{ timestamp: '1', x: 0, y: 0 }] }).success).toBe(
      false,
    );
    expect(
      behaviourSchema.safeParse({ ...base, pageViews: [{ url: '/', timestamp: 1, timeSpent: -1 }] }).success,
    ).toBe(false);
  });
});
