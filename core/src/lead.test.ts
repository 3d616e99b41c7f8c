import { describe, expect, it } from 'vitest';
import { ERRORS } from './errors.ts';
import { leadSaveSchema } from './lead.ts';

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

  it('rejects a malformed e-mail', () => {
    const result = leadSaveSchema.safeParse({ name: 'Ana', phone: '5511987654321', email: 'ana@' });
    expect(result.error?.issues[0]?.message).toBe(ERRORS.email_invalid);
  });
});
