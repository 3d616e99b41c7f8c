import { describe, expect, it } from 'vitest';
import { teamWhatsAppNumberFrom } from './team-whatsapp-number.ts';

describe('teamWhatsAppNumberFrom', () => {
  it('reads the number written any way, country code first or a Brazilian one without it', () => {
    for (const configured of ['+55 (11) 98765-4321', '5511987654321', '(11) 98765-4321', '0 11 98765-4321']) {
      expect(teamWhatsAppNumberFrom(configured), configured).toBe('5511987654321');
    }
    expect(teamWhatsAppNumberFrom('1133334444')).toBe('551133334444');
    expect(teamWhatsAppNumberFrom('+351 912 345 678')).toBe('351912345678');
  });

  it('has no number when none or one that cannot be dialled is set', () => {
    for (const configured of [null, undefined, '', '98765-432', '1234567890123456', '00 12345-6789']) {
      expect(teamWhatsAppNumberFrom(configured), String(configured)).toBeNull();
    }
  });
});
