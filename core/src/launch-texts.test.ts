import { describe, expect, it } from 'vitest';
import { DEFAULT_LAUNCH_SETTINGS, publicLaunchSettings } from './launch-settings.ts';
import { filledLaunchTexts, launchTextValues } from './launch-text-values.ts';
import {
  DEFAULT_LAUNCH_TEXTS,
  defaultLaunchText,
  EMPTY_LAUNCH_TEXTS,
  LAUNCH_TEXT_GROUPS,
  LAUNCH_TEXT_LIMITS,
  LAUNCH_TEXT_SETTING_LABELS,
  type LaunchTextGroup,
  launchTextsSchema,
  resolveLaunchTexts,
} from './launch-texts.ts';
import { plainText, textBlocks, textLines } from './rich-text.ts';

const GROUPS = Object.keys(LAUNCH_TEXT_GROUPS) as LaunchTextGroup[];

describe('the launch texts', () => {
  it('give every text a pt-BR label and a template, and no template without a field', () => {
    for (const group of GROUPS) {
      expect(Object.keys(LAUNCH_TEXT_GROUPS[group].fields)).toEqual(Object.keys(DEFAULT_LAUNCH_TEXTS[group]));
      for (const [field, text] of Object.entries(DEFAULT_LAUNCH_TEXTS[group])) {
        const spec = (
          LAUNCH_TEXT_GROUPS[group].fields as Record<string, { kind: keyof typeof LAUNCH_TEXT_LIMITS }>
        )[field];
        expect(text.length, `${group}.${field}`).toBeLessThanOrEqual(
          LAUNCH_TEXT_LIMITS[spec?.kind ?? 'line'].max,
        );
        expect(
          LAUNCH_TEXT_SETTING_LABELS[`texts.${group}.${field}` as keyof typeof LAUNCH_TEXT_SETTING_LABELS],
        ).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ]/);
      }
    }
    expect(LAUNCH_TEXT_SETTING_LABELS['texts.leadModal.headline']).toBe('Modal de inscrição · Título');
    expect(LAUNCH_TEXT_SETTING_LABELS['texts.home.soldOutHeadline']).toBe(
      'Página inicial (/ e /vagas-esgotadas) · Fase "vagas esgotadas", imersão esgotada · Título',
    );
    expect(defaultLaunchText('texts.exitPopup.cta')).toBe('SIM! QUERO DOMINAR IA NA PRÁTICA AGORA');
  });

  it("say the spec's words, the server putting the launch's values in the placeholders", () => {
    const settings = publicLaunchSettings(DEFAULT_LAUNCH_SETTINGS);
    expect(settings.texts.leadModal).toEqual({
      headline: 'Como eu faturei meio milhão de reais 100% no automático com IA',
      freeCallLine: 'Chamada gratuita e ao vivo pelo Zoom no dia 11/06 às 20:00',
    });
    expect(settings.texts.exitPopup.newBody).toContain('já gastou R$ 173,36 este mês');
    // What only the visitor's page knows is left for it.
    expect(settings.texts.exitPopup.newHeadline).toBe(
      '{nome}, antes de sair preciso te contar umas verdades...',
    );
    expect(settings.texts.exitPopup.returningHeadline).toBe(
      '{nome}, que bom te ver novamente depois de {dias}!',
    );
    expect(settings.texts.pages.partnerHeadline).toBe('{parceiro} convidou você para a call gratuita de IA');
    expect(settings.texts.thankYou.paidApproved).toBe(
      'Seu pagamento do programa {programa} foi aprovado. Sua vaga está garantida.',
    );
    expect(settings.texts.home.soldOutLead).toBe(
      'Todas as vagas da Imersão IA na Prática foram preenchidas. Foi um dia inteiro, online e ao vivo, das 09:00 às 17:00, colocando a inteligência artificial para trabalhar de verdade em negócios como o seu.',
    );
    expect(textLines(settings.texts.program.outcomes)).toHaveLength(6);
    expect(textBlocks(settings.texts.program.modules).map((module) => module.title)[0]).toBe(
      'Fundamentos sem mistério',
    );
    const faq = textBlocks(settings.texts.faq.items);
    expect(faq).toHaveLength(6);
    expect(plainText(faq[2]?.text ?? '')).toBe(
      'R$ 1.797,00 à vista no PIX ou em 12x de R$ 173,36 no cartão de crédito (total de R$ 2.080,32).',
    );
  });

  it("keep up with a price or a date staff change later, in staff's words too", () => {
    const settings = publicLaunchSettings({
      ...DEFAULT_LAUNCH_SETTINGS,
      freeCall: { ...DEFAULT_LAUNCH_SETTINGS.freeCall, date: '2026-12-03', time: '19:30' },
      program: { pixPriceCents: 99_700, cardInstallments: 10, cardTotalCents: 110_000 },
      texts: {
        ...EMPTY_LAUNCH_TEXTS,
        home: { ...EMPTY_LAUNCH_TEXTS.home, sellingHeadline: 'Só {preco_pix}: o {programa} até {data_call}' },
      },
    });
    expect(settings.texts.home.sellingHeadline).toBe('Só R$ 997,00: o IA NA PRÁTICA até 03/12 às 19:30');
    expect(settings.texts.leadModal.freeCallLine).toBe(
      'Chamada gratuita e ao vivo pelo Zoom no dia 03/12 às 19:30',
    );
    expect(settings.texts.payment.cardNote).toBe('total R$ 1.100,00');
  });

  it('name every placeholder the staff hint lists', () => {
    const values = launchTextValues(publicLaunchSettings(DEFAULT_LAUNCH_SETTINGS));
    expect(values).toMatchObject({ data_call: '11/06 às 20:00', local: 'online', parcela: 'R$ 173,36' });
    const texts = filledLaunchTexts(DEFAULT_LAUNCH_TEXTS, publicLaunchSettings(DEFAULT_LAUNCH_SETTINGS));
    const left = new Set(
      Object.values(texts)
        .flatMap((group) => Object.values(group))
        .flatMap((text) => [...text.matchAll(/\{([a-z_]+)\}/g)].map((match) => match[1])),
    );
    // The page fills {nome}, {dias}, {parceiro}, {programa}, {evento}; the WhatsApp sender the lead's
    // and the room's.
    expect([...left].sort()).toEqual([
      'data_evento',
      'dias',
      'evento',
      'link_evento',
      'nome',
      'parceiro',
      'primeiro_nome',
      'programa',
    ]);
  });
});

describe('launchTextsSchema', () => {
  it('reads a launch without texts, and a group without some texts, as the template everywhere', () => {
    expect(launchTextsSchema.parse(undefined)).toEqual(EMPTY_LAUNCH_TEXTS);
    const parsed = launchTextsSchema.parse({ leadModal: { headline: 'Novo título' } });
    expect(parsed.leadModal).toEqual({ headline: 'Novo título', freeCallLine: null });
    expect(parsed.home).toEqual(EMPTY_LAUNCH_TEXTS.home);
  });

  it('keeps blank and invisible-only texts as null (the template), trimmed text otherwise', () => {
    const parsed = launchTextsSchema.parse({
      leadModal: { headline: '   ', freeCallLine: '\u200b\u00ad' },
      exitPopup: { newBody: '  Linha 1\r\nLinha **2**  ', cta: '\u202eCOMPRE\n AGORA ' },
    });
    expect(parsed.leadModal).toEqual({ headline: null, freeCallLine: null });
    expect(parsed.exitPopup.newBody).toBe('Linha 1\nLinha **2**');
    // A one-line text keeps no line break and no bidi override.
    expect(parsed.exitPopup.cta).toBe('COMPRE  AGORA');
  });

  it('refuses what is not text, and text too long, with pt-BR messages on the field', () => {
    const result = launchTextsSchema.safeParse({
      leadModal: { headline: 'x'.repeat(161), freeCallLine: 42 },
      faq: { items: 'x'.repeat(2_501) },
    });
    expect(result.success).toBe(false);
    const issues = new Map(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(issues.get('leadModal.headline')).toBe('Use no máximo 160 caracteres neste campo.');
    expect(issues.get('leadModal.freeCallLine')).toBe(
      'Escreva um texto, ou deixe o campo vazio para usar o do modelo.',
    );
    expect(issues.get('faq.items')).toBe('Use no máximo 2.500 caracteres, somando todos os itens.');
  });

  it('drops a text it does not know, so a retired field never makes a saved launch unreadable', () => {
    expect(launchTextsSchema.parse({ payment: { title: 'Pague', retired: 'x' } }).payment).toEqual({
      title: 'Pague',
      pixNote: null,
      cardNote: null,
    });
  });

  it('keeps a launch with every pt-BR text at its longest under the API body limit (64 KB)', () => {
    // Accents as often as pt-BR copy has them (the templates: under 3% of characters), and more.
    const sentence = 'Você não precisa saber programar: a automação já está pronta. ';
    const longest = Object.fromEntries(
      GROUPS.map((group) => [
        group,
        Object.fromEntries(
          Object.entries(LAUNCH_TEXT_GROUPS[group].fields).map(([field, spec]) => [
            field,
            sentence
              .repeat(100)
              .slice(0, LAUNCH_TEXT_LIMITS[(spec as { kind: keyof typeof LAUNCH_TEXT_LIMITS }).kind].max),
          ]),
        ),
      ]),
    );
    const body = JSON.stringify({ ...DEFAULT_LAUNCH_SETTINGS, texts: launchTextsSchema.parse(longest) });
    expect(new TextEncoder().encode(body).length).toBeLessThan(64 * 1024);
  });
});

describe('resolveLaunchTexts', () => {
  it("fills what staff left empty with the template's words", () => {
    const texts = resolveLaunchTexts({
      ...EMPTY_LAUNCH_TEXTS,
      leadModal: { headline: 'Meu título', freeCallLine: null },
    });
    expect(texts.leadModal).toEqual({
      headline: 'Meu título',
      freeCallLine: DEFAULT_LAUNCH_TEXTS.leadModal.freeCallLine,
    });
    expect(texts.home).toEqual(DEFAULT_LAUNCH_TEXTS.home);
  });

  it('is the template for anything missing, blank or of the wrong kind', () => {
    expect(resolveLaunchTexts(undefined)).toEqual(DEFAULT_LAUNCH_TEXTS);
    expect(resolveLaunchTexts({ payment: { title: '  ' }, exitPopup: null })).toEqual(DEFAULT_LAUNCH_TEXTS);
    expect(resolveLaunchTexts({ faq: { title: 7 as unknown as string } }).faq.title).toBe(
      'Perguntas frequentes',
    );
  });
});
