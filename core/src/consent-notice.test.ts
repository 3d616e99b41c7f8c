import { describe, expect, it } from 'vitest';
import { LEAD_CONSENT_NOTICE, LEAD_CONSENT_NOTICES, leadConsentNotice } from './consent-notice.ts';
import { CONSENT_PURPOSE_LABELS } from './labels.ts';

/** The words each shipped version showed. Changing the text? Add a new version instead. */
const SHIPPED: Record<string, string> = {
  'cadastro-2026-11-24':
    'Ao continuar, você concorda que usemos seu nome e WhatsApp para inscrever você na chamada e enviar lembretes e ofertas por lá. Para sair, responda SAIR. Política de Privacidade',
};

describe('the lead consent notice', () => {
  it('keeps every shipped version’s words, so a recorded version always names what was shown', () => {
    const shown = Object.fromEntries(
      Object.values(LEAD_CONSENT_NOTICES).map((notice) => [
        notice.version,
        `${notice.text} ${notice.linkText}`,
      ]),
    );
    expect(shown).toEqual(SHIPPED);
  });

  it('files each notice under its own version, the current one among them', () => {
    for (const [key, notice] of Object.entries(LEAD_CONSENT_NOTICES)) expect(notice.version).toBe(key);
    expect(leadConsentNotice(LEAD_CONSENT_NOTICE.version)).toBe(LEAD_CONSENT_NOTICE);
  });

  it('knows no other version, not even the object’s own keys', () => {
    expect(leadConsentNotice('2025-03')).toBeUndefined();
    expect(leadConsentNotice('toString')).toBeUndefined();
  });

  it('names only purposes staff have a label for', () => {
    for (const notice of Object.values(LEAD_CONSENT_NOTICES))
      for (const purpose of notice.purposes) expect(CONSENT_PURPOSE_LABELS[purpose]).toBeTruthy();
  });
});
