import { describe, expect, it } from 'vitest';
import { missingPublicSettings } from './public-site.ts';

describe('missingPublicSettings', () => {
  it('lists nothing when every public setting is filled in', () => {
    expect(
      missingPublicSettings({
        teamWhatsAppNumber: '5511987654321',
        privacyEmail: 'dpo@exemplo.com.br',
        publicSiteUrl: 'https://exemplo.com.br',
      }),
    ).toEqual([]);
  });

  it('lists each empty or blank setting with what the visitor no longer sees', () => {
    const missing = missingPublicSettings({
      teamWhatsAppNumber: null,
      privacyEmail: '  ',
      publicSiteUrl: 'https://x.br',
    });
    expect(missing.map((setting) => setting.key)).toEqual(['teamWhatsAppNumber', 'privacyEmail']);
    expect(missing[0]).toMatchObject({
      label: 'WhatsApp da equipe',
      consequence: expect.stringMatching(/WhatsApp/),
    });
  });
});
