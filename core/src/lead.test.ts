import { describe, expect, it } from 'vitest';
import { ERRORS } from './errors.ts';
import { leadInstagramSchema, leadSaveSchema } from './lead.ts';

describe('leadSaveSchema', () => {
  it('normalises phone, instagram and defaults the e-mail', () => {
    const lead = leadSaveSchema.parse({ name: ' Ana ', phone: '+55 11 98765-4321', instagram: '@Ana.Dev' });
    expect(lead).toMatchObject({ name: 'Ana', phone: '5511987654321', instagram: 'ana.dev', email: '' });
  });

  it('rejects an empty name with the pt-BR message', () => {
    const result = leadSaveSchema.safeParse({ name: '   ', phone: '5511987654321' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(ERRORS.name_required);
  });

  it('rejects a phone shorter than 8 digits or longer than 15', () => {
    for (const phone of ['+55 11', '1234567890123456', 42]) {
      const result = leadSaveSchema.safeParse({ name: 'Ana', phone });
      expect(result.error?.issues[0]?.message).toBe(ERRORS.phone_invalid);
    }
  });

  it('reads every way of writing the number, and refuses one the numbering plan does not know', () => {
    for (const phone of ['+55 11 98765-4321', '55 11 98765-4321', '(11) 98765-4321', '0 11 98765-4321']) {
      expect(leadSaveSchema.parse({ name: 'Ana', phone }).phone).toBe('5511987654321');
    }
    expect(leadSaveSchema.parse({ name: 'Ana', phone: '555511987651234' }).phone).toBe('5511987651234');
    for (const phone of ['00 12345-6789', '123456', '(20) 98765-4321']) {
      const result = leadSaveSchema.safeParse({ name: 'Ana', phone });
      expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['phone'], ERRORS.phone_invalid],
      ]);
    }
  });

  it('rejects a malformed e-mail', () => {
    const result = leadSaveSchema.safeParse({ name: 'Ana', phone: '5511987654321', email: 'ana@' });
    expect(result.error?.issues[0]?.message).toBe(ERRORS.email_invalid);
  });

  it('reads started_at as epoch milliseconds from a number or ISO text, and trims the partner', () => {
    const base = { name: 'Ana', phone: '5511987654321' };
    expect(leadSaveSchema.parse({ ...base, started_at: 1_700_000_000_000 }).started_at).toBe(
      1_700_000_000_000,
    );
    expect(leadSaveSchema.parse({ ...base, started_at: '2025-04-01T12:00:00-03:00' }).started_at).toBe(
      Date.parse('2025-04-01T15:00:00Z'),
    );
    expect(leadSaveSchema.safeParse({ ...base, started_at: 'ontem' }).success).toBe(false);
    expect(leadSaveSchema.parse({ ...base, partner: ' escola-x ' }).partner).toBe('escola-x');
  });
});

describe('leadInstagramSchema', () => {
  it('normalises the handle and refuses an empty one with the pt-BR prompt', () => {
    expect(leadInstagramSchema.parse({ phone: '+55 11 98765-4321', instagram: ' @Ana ' })).toEqual({
      phone: '5511987654321',
      instagram: 'ana',
    });
    // A lookup, not a save: an old mobile without its ninth digit must still find its lead.
    expect(leadInstagramSchema.parse({ phone: '+55 11 8765-4321', instagram: 'ana' }).phone).toBe(
      '551187654321',
    );
    expect(leadInstagramSchema.parse({ phone: '555511987651234', instagram: 'ana' }).phone).toBe(
      '5511987651234',
    );
    expect(leadInstagramSchema.safeParse({ phone: '123456', instagram: 'ana' }).success).toBe(false);
    const empty = leadInstagramSchema.safeParse({ phone: '5511987654321', instagram: '@ ' });
    expect(empty.error?.issues[0]?.message).toBe(ERRORS.instagram_username_required);
  });
});
