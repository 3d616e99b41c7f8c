import { DEFAULT_LAUNCH_SETTINGS, launchSettingsSchema } from '@funil/core/launch-settings';
import { describe, expect, it } from 'vitest';
import { adSpendError, centsOf, draftOf, settingsOf, shownValue } from './launch-settings-draft.ts';

describe('launch settings draft', () => {
  it('reads prices as staff type them in reais', () => {
    expect(centsOf('1.797,00')).toBe(179_700);
    expect(centsOf('R$ 997,5')).toBe(99_750);
    expect(centsOf('1797')).toBe(179_700);
    expect(centsOf('12.5')).toBe(1_250);
    expect(centsOf('')).toBeNull();
    expect(centsOf('mil')).toBeNull();
    expect(centsOf('1,999')).toBeNull();
  });

  it('round-trips the settings through the form unchanged', () => {
    const draft = draftOf(DEFAULT_LAUNCH_SETTINGS);
    expect(draft['program.pixPriceCents']).toBe('1.797,00');
    expect(draft['freeCall.zoomUrl']).toBe('');
    expect(draft['program.cardInstallments']).toBe('12');
    expect(launchSettingsSchema.parse(settingsOf(draft))).toEqual(DEFAULT_LAUNCH_SETTINGS);
  });

  it("holds each launch text by its path, '' for the template's words, and sends it nested", () => {
    const draft = draftOf(DEFAULT_LAUNCH_SETTINGS);
    expect(draft['texts.leadModal.headline']).toBe('');
    const sent = settingsOf({
      ...draft,
      'texts.leadModal.freeCallLine': 'Ao vivo\nno dia {data_call}',
      'texts.exitPopup.cta': '   ',
    }) as { texts: Record<string, Record<string, string | null>> };
    expect(sent.texts.leadModal).toEqual({ headline: null, freeCallLine: 'Ao vivo\nno dia {data_call}' });
    expect(sent.texts.exitPopup?.cta).toBeNull();
    const saved = launchSettingsSchema.parse(sent);
    expect(saved.texts.leadModal.freeCallLine).toBe('Ao vivo\nno dia {data_call}');
    expect(draftOf(saved)['texts.leadModal.freeCallLine']).toBe('Ao vivo\nno dia {data_call}');
  });

  it('shows values in the audit as people read them', () => {
    expect(shownValue(DEFAULT_LAUNCH_SETTINGS, 'program.pixPriceCents')).toBe('R$ 1.797,00');
    expect(shownValue(DEFAULT_LAUNCH_SETTINGS, 'freeCall.date')).toBe('11/06/2025');
    expect(shownValue(DEFAULT_LAUNCH_SETTINGS, 'immersion.onSale')).toBe('Não');
    expect(shownValue(DEFAULT_LAUNCH_SETTINGS, 'contacts.buyersGroupUrl')).toBe('(vazio)');
    expect(shownValue(DEFAULT_LAUNCH_SETTINGS, 'state')).toBe('Vagas esgotadas (lista de espera)');
    expect(shownValue(DEFAULT_LAUNCH_SETTINGS, 'texts.faq.title')).toBe('(texto do modelo)');
  });

  it('keeps the ad spend through a save, in reais on screen and cents in the PUT', () => {
    const spent = { ...DEFAULT_LAUNCH_SETTINGS, ads: { spendCents: 250_000 } };
    const draft = draftOf(spent);
    expect(draft['ads.spendCents']).toBe('2.500,00');
    expect(launchSettingsSchema.parse(settingsOf(draft))).toEqual(spent);
    expect(draftOf(DEFAULT_LAUNCH_SETTINGS)['ads.spendCents']).toBe('');
    const cleared = settingsOf({ ...draft, 'ads.spendCents': ' ' }) as { ads: unknown };
    expect(cleared.ads).toEqual({ spendCents: null });
    expect(shownValue(spent, 'ads.spendCents')).toBe('R$ 2.500,00');
  });

  it('refuses an ad spend that is no amount in reais, in pt-BR, and the server does too', () => {
    expect(adSpendError('')).toBeNull();
    expect(adSpendError('1.500,50')).toBeNull();
    const message = 'Informe um valor em reais maior que zero, com no máximo dois centavos.';
    expect(adSpendError('mil reais')).toBe(message);
    expect(adSpendError('0')).toBe(message);
    const sent = settingsOf({ ...draftOf(DEFAULT_LAUNCH_SETTINGS), 'ads.spendCents': 'mil reais' });
    const refused = launchSettingsSchema.safeParse(sent);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['ads.spendCents', message],
    ]);
  });
});
