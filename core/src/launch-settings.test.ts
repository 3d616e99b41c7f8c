import { describe, expect, it } from 'vitest';
import {
  changedLaunchSettings,
  DEFAULT_LAUNCH_SETTINGS,
  defaultLaunchSettingsAt,
  LAUNCH_SETTING_LABELS,
  launchSettingsSchema,
  publicLaunchSettings,
} from './launch-settings.ts';
import { DEFAULT_LAUNCH_TEXTS, EMPTY_LAUNCH_TEXTS } from './launch-texts.ts';
import { FREE_LIVE_CALL, IMMERSION } from './offers.ts';

describe('launch settings', () => {
  it('defaults to the spec: the immersion on 26/04 09:00–17:00, the call on 11/06 20:00, R$ 1.797 or 12x', () => {
    expect(launchSettingsSchema.parse(DEFAULT_LAUNCH_SETTINGS)).toEqual(DEFAULT_LAUNCH_SETTINGS);
    const shown = publicLaunchSettings(DEFAULT_LAUNCH_SETTINGS);
    expect(shown.immersion).toMatchObject({ date: '2025-04-26', startTime: '09:00', endTime: '17:00' });
    expect(Date.parse(shown.immersion.startsAt)).toBe(Date.parse(IMMERSION.startsAt));
    expect(Date.parse(shown.immersion.endsAt)).toBe(Date.parse(IMMERSION.endsAt));
    expect(shown.freeCall).toMatchObject({ date: '2025-06-11', time: '20:00', zoomUrl: null });
    expect(Date.parse(shown.freeCall.startsAt)).toBe(Date.parse(FREE_LIVE_CALL.startsAt));
    expect(shown.program).toEqual({
      pixPriceCents: 179_700,
      cardInstallments: 12,
      cardTotalCents: 208_032,
      cardInstallmentCents: 17_336,
      name: 'IA NA PRÁTICA',
    });
    expect(shown.state).toBe('sold_out');
    expect(shown.contacts).not.toHaveProperty('buyersGroupUrl');
  });

  it('reads empty fields as not set and keeps only digits of the WhatsApp number', () => {
    const parsed = launchSettingsSchema.parse({
      ...DEFAULT_LAUNCH_SETTINGS,
      contacts: {
        ...DEFAULT_LAUNCH_SETTINGS.contacts,
        teamWhatsapp: '+55 (11) 91234-5678',
        supportEmail: ' ',
      },
    });
    expect(parsed.contacts.teamWhatsapp).toBe('5511912345678');
    expect(parsed.contacts.supportEmail).toBeNull();
  });

  it('refuses bad values with pt-BR messages on the field', () => {
    const result = launchSettingsSchema.safeParse({
      ...DEFAULT_LAUNCH_SETTINGS,
      freeCall: { date: '2025-02-30', time: '25:00', zoomUrl: 'http://zoom.us/j/1' },
      contacts: { ...DEFAULT_LAUNCH_SETTINGS.contacts, buyersGroupUrl: 'https://example.com/grupo' },
      program: { pixPriceCents: 200_000, cardInstallments: 12, cardTotalCents: 100_000 },
    });
    expect(result.success).toBe(false);
    const issues = new Map(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(issues.get('freeCall.date')).toBe('Informe uma data válida (dia, mês e ano).');
    expect(issues.get('freeCall.time')).toBe('Informe um horário válido, no formato HH:MM.');
    expect(issues.get('freeCall.zoomUrl')).toMatch(/Zoom/);
    expect(issues.get('contacts.buyersGroupUrl')).toMatch(/chat\.whatsapp\.com/);
    expect(issues.get('program.cardTotalCents')).toMatch(/não pode ser menor/);
  });

  it('names the settings one change touched', () => {
    const after = {
      ...DEFAULT_LAUNCH_SETTINGS,
      freeCall: { ...DEFAULT_LAUNCH_SETTINGS.freeCall, date: '2026-12-10' },
      program: { ...DEFAULT_LAUNCH_SETTINGS.program, pixPriceCents: 99_700 },
    };
    expect(changedLaunchSettings(DEFAULT_LAUNCH_SETTINGS, after)).toEqual([
      'freeCall.date',
      'program.pixPriceCents',
    ]);
  });
});

describe('the texts of the launch (issue 29)', () => {
  it("are the template's for a document saved before they existed, and resolved for the pages", () => {
    const { texts: _none, ...older } = DEFAULT_LAUNCH_SETTINGS;
    const parsed = launchSettingsSchema.parse(older);
    expect(parsed.texts).toEqual(EMPTY_LAUNCH_TEXTS);
    expect(publicLaunchSettings(parsed).texts.faq.title).toBe(DEFAULT_LAUNCH_TEXTS.faq.title);
    expect(publicLaunchSettings(parsed).texts.leadModal.headline).toBe(
      DEFAULT_LAUNCH_TEXTS.leadModal.headline,
    );
  });

  it("serve staff's words to the pages, and the template's where a text is empty", () => {
    const parsed = launchSettingsSchema.parse({
      ...DEFAULT_LAUNCH_SETTINGS,
      texts: { leadModal: { headline: ' Aprenda IA em **um dia** ', freeCallLine: '' } },
    });
    expect(parsed.texts.leadModal).toEqual({ headline: 'Aprenda IA em **um dia**', freeCallLine: null });
    expect(publicLaunchSettings(parsed).texts.leadModal).toEqual({
      headline: 'Aprenda IA em **um dia**',
      freeCallLine: 'Chamada gratuita e ao vivo pelo Zoom no dia 11/06 às 20:00',
    });
  });

  it('names a changed text in the audit by its pt-BR label', () => {
    const after = launchSettingsSchema.parse({
      ...DEFAULT_LAUNCH_SETTINGS,
      texts: { exitPopup: { newHeadline: '{nome}, espere!' } },
    });
    const changed = changedLaunchSettings(DEFAULT_LAUNCH_SETTINGS, after);
    expect(changed).toEqual(['texts.exitPopup.newHeadline']);
    expect(LAUNCH_SETTING_LABELS['texts.exitPopup.newHeadline']).toBe(
      'Popup de saída · Título para quem chega',
    );
  });
});

describe('the end of the sales (issue 27)', () => {
  it('is none by default and for a document that leaves it out', () => {
    const { sales: _none, ...older } = DEFAULT_LAUNCH_SETTINGS;
    const parsed = launchSettingsSchema.parse(older);
    expect(parsed.sales).toEqual({ endDate: null, endTime: null });
    expect(publicLaunchSettings(parsed).sales.endsAt).toBeNull();
  });

  it('closes at the time staff set in São Paulo, or at 23:59 of the date', () => {
    const at = (sales: { endDate: string; endTime: string | null }) =>
      publicLaunchSettings({ ...DEFAULT_LAUNCH_SETTINGS, sales }).sales.endsAt;
    expect(at({ endDate: '2026-12-10', endTime: '20:00' })).toBe('2026-12-10T23:00:00.000Z');
    expect(at({ endDate: '2026-12-10', endTime: null })).toBe('2026-12-11T02:59:00.000Z');
  });
});

describe('the launch an installation never saved (decision 0022)', () => {
  const dates = (now: string) => {
    const settings = defaultLaunchSettingsAt(new Date(now));
    return [settings.immersion.date, settings.freeCall.date];
  };

  it("is the spec's while both its dates are ahead", () => {
    expect(dates('2025-04-01T00:00:00Z')).toEqual(['2025-04-26', '2025-06-11']);
  });

  it("moves the spec's days to the first year where both are ahead", () => {
    expect(dates('2026-11-28T07:00:00Z')).toEqual(['2027-04-26', '2027-06-11']);
    // The immersion of 2027 has begun: the next launch is 2028's.
    expect(dates('2027-04-26T12:00:00Z')).toEqual(['2028-04-26', '2028-06-11']);
    expect(
      launchSettingsSchema.parse(defaultLaunchSettingsAt(new Date('2030-01-01T00:00:00Z'))),
    ).toBeTruthy();
  });
});
