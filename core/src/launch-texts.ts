// The texts a marketer changes between launches (issue 29, "copy as data"): one field per text,
// grouped by where it appears, each optional (empty = the template's words), cleaned and bounded
// here so the server and the staff form agree. The template's words are launch-text-defaults.ts's.
import { z } from 'zod';
import { ERRORS } from './errors.ts';
import {
  DEFAULT_LAUNCH_TEXTS,
  type LaunchTextGroup,
  type LaunchTexts,
  type SavedLaunchTexts,
} from './launch-text-defaults.ts';
import { cleanLine, cleanMultiline } from './text.ts';

export {
  DEFAULT_LAUNCH_TEXTS,
  type LaunchTextGroup,
  type LaunchTexts,
  resolveLaunchTexts,
  type SavedLaunchTexts,
} from './launch-text-defaults.ts';

/**
 * How a text is written: one line (a title, a button), a paragraph (line breaks kept), a list (one
 * item per line) or titled items (separated by a blank line, the first line of each its title).
 */
export type LaunchTextKind = 'line' | 'text' | 'list' | 'blocks';

export interface LaunchTextField {
  /** The staff's name for it, in pt-BR. */
  label: string;
  kind: LaunchTextKind;
  /** The part of the page it belongs to, when the group has several. */
  section?: string;
  /** Placeholders only this text has ({nome}, {dias}, {parceiro}), said under the field. */
  hint?: string;
}

type Fields<Group extends LaunchTextGroup> = { [Field in keyof LaunchTexts[Group]]: LaunchTextField };

const REMINDER_HINT =
  '{primeiro_nome}: o primeiro nome do inscrito; {data_evento}: data e hora da call; {link_evento}: o link da sala (a linha sai enquanto não houver link). A quem não escreveu nas últimas 24 horas o WhatsApp entrega o modelo aprovado na Meta: mantenha-o igual a este texto.';
const NAME_HINT = '{nome} é o primeiro nome do lead, quando o link o identifica.';
const HOME_CAPTURING = 'Fase "captando inscrições" (call gratuita)';
const HOME_SELLING = 'Fase "vendendo o programa"';
const HOME_SOLD_OUT = 'Fase "vagas esgotadas", imersão esgotada';
const HOME_WAITLIST = 'Fase "vagas esgotadas", imersão à venda';
const PRICING = 'Seção de preços (também em /, /direto e /remarketing)';

/** The groups in the order the staff form shows them, with each text's label and form. */
export const LAUNCH_TEXT_GROUPS: { [Group in LaunchTextGroup]: { legend: string; fields: Fields<Group> } } = {
  home: {
    legend: 'Página inicial (/ e /vagas-esgotadas)',
    fields: {
      capturingHeadline: { label: 'Título', kind: 'line', section: HOME_CAPTURING },
      capturingLead: { label: 'Texto de abertura', kind: 'text', section: HOME_CAPTURING },
      capturingSignUpTitle: { label: 'Título da inscrição', kind: 'line', section: HOME_CAPTURING },
      capturingSignUpText: { label: 'Texto da inscrição', kind: 'text', section: HOME_CAPTURING },
      capturingCta: { label: 'Botão de inscrição', kind: 'line', section: HOME_CAPTURING },
      callAgendaTitle: {
        label: 'Título da pauta da call',
        kind: 'line',
        section: HOME_CAPTURING,
        hint: 'Também na sala de espera.',
      },
      callAgenda: {
        label: 'Pauta da call',
        kind: 'list',
        section: HOME_CAPTURING,
        hint: 'Também na sala de espera.',
      },
      sellingHeadline: { label: 'Título', kind: 'line', section: HOME_SELLING },
      sellingCta: { label: 'Botão para os preços', kind: 'line', section: HOME_SELLING },
      soldOutHeadline: { label: 'Título', kind: 'line', section: HOME_SOLD_OUT },
      soldOutLead: { label: 'Texto de abertura', kind: 'text', section: HOME_SOLD_OUT },
      soldOutWaitlistTitle: { label: 'Título da lista de espera', kind: 'line', section: HOME_SOLD_OUT },
      soldOutWaitlistText: { label: 'Texto da lista de espera', kind: 'text', section: HOME_SOLD_OUT },
      waitlistHeadline: { label: 'Título', kind: 'line', section: HOME_WAITLIST },
      waitlistLead: { label: 'Texto de abertura', kind: 'text', section: HOME_WAITLIST },
      waitlistTitle: { label: 'Título da lista de espera', kind: 'line', section: HOME_WAITLIST },
      waitlistText: { label: 'Texto da lista de espera', kind: 'text', section: HOME_WAITLIST },
      waitlistCta: {
        label: 'Botão da lista de espera',
        kind: 'line',
        section: HOME_WAITLIST,
        hint: 'Nas duas situações de "vagas esgotadas".',
      },
    },
  },
  program: {
    legend: 'Página do programa (/ianapratica)',
    fields: {
      headline: { label: 'Título', kind: 'line', section: 'Topo' },
      headlineWithName: {
        label: 'Título para um lead identificado',
        kind: 'line',
        section: 'Topo',
        hint: NAME_HINT,
      },
      cta: { label: 'Botão do topo', kind: 'line', section: 'Topo' },
      outcomesTitle: {
        label: 'Título do que se aprende',
        kind: 'line',
        section: 'Seções',
        hint: 'Também na página inicial, na fase "vendendo".',
      },
      outcomes: { label: 'O que se aprende', kind: 'list', section: 'Seções' },
      forWhomTitle: { label: 'Título de para quem é', kind: 'line', section: 'Seções' },
      forWhom: { label: 'Para quem é', kind: 'list', section: 'Seções' },
      notForWhomTitle: { label: 'Título de para quem não é', kind: 'line', section: 'Seções' },
      notForWhom: { label: 'Para quem não é', kind: 'list', section: 'Seções' },
      modulesTitle: { label: 'Título dos módulos', kind: 'line', section: 'Seções' },
      modules: {
        label: 'Módulos',
        kind: 'blocks',
        section: 'Seções',
        hint: 'Também em /direto (só os títulos) e /proposta.',
      },
      pricingTitle: { label: 'Título', kind: 'line', section: PRICING },
      pricingIntro: { label: 'Texto', kind: 'text', section: PRICING },
      pricingCta: { label: 'Botão de compra', kind: 'line', section: PRICING },
      pricingNote: { label: 'Nota', kind: 'text', section: PRICING },
    },
  },
  faq: {
    legend: 'Perguntas frequentes (/ianapratica)',
    fields: {
      title: { label: 'Título', kind: 'line' },
      items: {
        label: 'Perguntas e respostas',
        kind: 'blocks',
        hint: 'A primeira linha de cada item é a pergunta; as seguintes, a resposta.',
      },
    },
  },
  pages: {
    legend: 'Outras páginas',
    fields: {
      directHeadline: { label: 'Título', kind: 'line', section: '/direto' },
      directModulesTitle: { label: 'Título dos módulos', kind: 'line', section: '/direto' },
      remarketingHeadline: { label: 'Título', kind: 'line', section: '/remarketing' },
      remarketingLead: { label: 'Texto de abertura', kind: 'text', section: '/remarketing' },
      remarketingReasonsTitle: { label: 'Título dos motivos', kind: 'line', section: '/remarketing' },
      remarketingReasons: { label: 'Motivos', kind: 'blocks', section: '/remarketing' },
      remarketingPricingTitle: { label: 'Título dos preços', kind: 'line', section: '/remarketing' },
      proposalHeadline: { label: 'Título', kind: 'line', section: '/proposta' },
      proposalHeadlineWithName: {
        label: 'Título para um lead identificado',
        kind: 'line',
        section: '/proposta',
        hint: NAME_HINT,
      },
      proposalLead: { label: 'Texto de abertura', kind: 'text', section: '/proposta' },
      proposalIncludedTitle: { label: 'Título do que está incluído', kind: 'line', section: '/proposta' },
      proposalTermsTitle: { label: 'Título das condições', kind: 'line', section: '/proposta' },
      proposalTerms: { label: 'Condições', kind: 'text', section: '/proposta' },
      mentoringHeadline: { label: 'Título', kind: 'line', section: '/mentoria' },
      mentoringHeadlineWithName: {
        label: 'Título para um lead identificado',
        kind: 'line',
        section: '/mentoria',
        hint: NAME_HINT,
      },
      mentoringLead: { label: 'Texto de abertura', kind: 'text', section: '/mentoria' },
      mentoringCta: { label: 'Botão de inscrição', kind: 'line', section: '/mentoria' },
      mentoringStepsTitle: { label: 'Título de como funciona', kind: 'line', section: '/mentoria' },
      mentoringSteps: { label: 'Como funciona', kind: 'list', section: '/mentoria' },
      mentoringFitTitle: { label: 'Título de para quem é', kind: 'line', section: '/mentoria' },
      mentoringFit: { label: 'Para quem é', kind: 'list', section: '/mentoria' },
      waitingRoomHeadline: { label: 'Título', kind: 'line', section: '/sala-de-espera' },
      waitingRoomHeadlineWithName: {
        label: 'Título para um lead identificado',
        kind: 'line',
        section: '/sala-de-espera',
        hint: NAME_HINT,
      },
      waitingRoomLead: { label: 'Texto de abertura', kind: 'text', section: '/sala-de-espera' },
      adviceHeadline: { label: 'Título', kind: 'line', section: '/conselho' },
      adviceLead: { label: 'Texto de abertura', kind: 'text', section: '/conselho' },
      advice: { label: 'Conselhos', kind: 'blocks', section: '/conselho' },
      materialHeadline: { label: 'Título', kind: 'line', section: '/materialcomplementar' },
      materialLead: { label: 'Texto de abertura', kind: 'text', section: '/materialcomplementar' },
      mentoringThanksHeadline: { label: 'Título', kind: 'line', section: '/mentoria-obrigado' },
      mentoringThanksLead: { label: 'Texto de abertura', kind: 'text', section: '/mentoria-obrigado' },
      partnerHeadline: {
        label: 'Título',
        kind: 'line',
        section: '/parceiro/…',
        hint: '{parceiro} é o nome do parceiro.',
      },
      partnerIntro: {
        label: 'Texto de abertura',
        kind: 'text',
        section: '/parceiro/…',
        hint: '{parceiro} é o nome do parceiro.',
      },
    },
  },
  leadModal: {
    legend: 'Modal de inscrição',
    fields: {
      headline: { label: 'Título', kind: 'line' },
      freeCallLine: { label: 'Linha da call gratuita', kind: 'text' },
    },
  },
  exitPopup: {
    legend: 'Popup de saída',
    fields: {
      newHeadline: {
        label: 'Título para quem chega',
        kind: 'line',
        hint: '{nome} é o primeiro nome do visitante, ou "amigo".',
      },
      newBody: { label: 'Texto para quem chega', kind: 'text' },
      returningHeadline: {
        label: 'Título para quem volta',
        kind: 'line',
        hint: '{nome} é o primeiro nome do visitante, ou "amigo"; {dias}, os dias desde a última visita ("3 dias").',
      },
      returningBody: {
        label: 'Texto para quem volta',
        kind: 'text',
        hint: 'Vem depois da frase com os cadastros desde a última visita, quando houve algum.',
      },
      cta: { label: 'Botão de compra', kind: 'line' },
      testimonial: { label: 'Depoimento', kind: 'text' },
      testimonialAuthor: { label: 'Autor do depoimento', kind: 'line' },
    },
  },
  payment: {
    legend: 'Modal de pagamento',
    fields: {
      title: { label: 'Título', kind: 'line' },
      pixNote: { label: 'Nota do PIX', kind: 'line' },
      cardNote: { label: 'Nota do cartão', kind: 'line' },
    },
  },
  thankYou: {
    legend: 'Página de obrigado (/obrigado), compra paga',
    fields: {
      paidTitle: { label: 'Título', kind: 'line', hint: '{programa} é o produto comprado.' },
      paidApproved: { label: 'Texto de abertura', kind: 'text' },
      nextStepsTitle: { label: 'Título dos próximos passos', kind: 'line' },
      accessWhatsapp: { label: 'Acesso pelo WhatsApp do cadastro', kind: 'text' },
      accessEmail: { label: 'Acesso pelo e-mail do pagamento', kind: 'text' },
      accessTeam: { label: 'Acesso pela equipe (sem WhatsApp nem e-mail)', kind: 'text' },
      groupWithLink: { label: 'Grupo dos compradores, com link', kind: 'text' },
      groupLink: { label: 'Botão do grupo dos compradores', kind: 'line' },
      groupWithoutLink: { label: 'Grupo dos compradores, sem link', kind: 'text' },
    },
  },
  tickets: {
    legend: 'Ingressos (página da imersão, quando vende ingressos)',
    fields: {
      buyTitle: { label: 'Título da venda', kind: 'line' },
      buy: { label: 'Botão de compra', kind: 'line' },
      soldOutTitle: { label: 'Título quando esgota', kind: 'line' },
      soldOutText: { label: 'Texto quando esgota', kind: 'text', hint: '{evento} é o nome do evento.' },
      join: { label: 'Botão da lista de espera', kind: 'line' },
    },
  },
  whatsapp: {
    legend: 'Lembretes da call no WhatsApp',
    fields: {
      dayBefore: { label: 'Na véspera', kind: 'text', hint: REMINDER_HINT },
      oneHour: { label: '1 hora antes', kind: 'text', hint: REMINDER_HINT },
      start: { label: 'No início', kind: 'text', hint: REMINDER_HINT },
    },
  },
};

/**
 * The most characters each kind of text takes: with every text at its longest, the settings' PUT
 * of pt-BR text stays under the API's 64 KB body limit.
 */
export const LAUNCH_TEXT_LIMITS: Record<LaunchTextKind, { max: number; message: string }> = {
  line: { max: 160, message: ERRORS.launch_text_line_too_long },
  text: { max: 600, message: ERRORS.launch_text_too_long },
  list: { max: 1_500, message: ERRORS.launch_text_list_too_long },
  blocks: { max: 2_500, message: ERRORS.launch_text_items_too_long },
};

const GROUPS = Object.keys(LAUNCH_TEXT_GROUPS) as LaunchTextGroup[];
const fieldsOf = (group: LaunchTextGroup) =>
  Object.entries(LAUNCH_TEXT_GROUPS[group].fields) as [string, LaunchTextField][];

/** One text: absent, null, blank or only invisible characters → null ("the template's words"). */
export function textSchema(kind: LaunchTextKind) {
  const { max, message } = LAUNCH_TEXT_LIMITS[kind];
  return z.preprocess((value) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return value;
    const cleaned = (kind === 'line' ? cleanLine(value) : cleanMultiline(value)).trim();
    return cleaned === '' ? null : cleaned;
  }, z.string({ error: ERRORS.launch_text_invalid }).max(max, message).nullable());
}

/** Every text left to the template. */
export const EMPTY_LAUNCH_TEXTS = Object.fromEntries(
  GROUPS.map((group) => [group, Object.fromEntries(fieldsOf(group).map(([field]) => [field, null]))]),
) as SavedLaunchTexts;

/**
 * The texts of a launch. Each group and the whole may be left out (documents saved before a text
 * existed); unknown fields are dropped rather than refused, so a text retired later never makes a
 * saved launch unreadable.
 */
export const launchTextsSchema = z
  .object(
    Object.fromEntries(
      GROUPS.map((group) => [
        group,
        z
          .object(Object.fromEntries(fieldsOf(group).map(([field, spec]) => [field, textSchema(spec.kind)])))
          .default(EMPTY_LAUNCH_TEXTS[group]),
      ]),
    ),
  )
  .default(EMPTY_LAUNCH_TEXTS) as unknown as z.ZodType<SavedLaunchTexts, unknown>;

/** 'texts.home.capturingHeadline', … : each text as a path into the launch settings. */
export type LaunchTextSettingKey = {
  [Group in LaunchTextGroup]: `texts.${Group}.${keyof LaunchTexts[Group] & string}`;
}[LaunchTextGroup];

/** Each text's pt-BR name for the audit: 'Página inicial (/ e /vagas-esgotadas) · … · Título'. */
export const LAUNCH_TEXT_SETTING_LABELS = Object.fromEntries(
  GROUPS.flatMap((group) =>
    fieldsOf(group).map(([field, spec]) => [
      `texts.${group}.${field}`,
      [LAUNCH_TEXT_GROUPS[group].legend, spec.section, spec.label].filter(Boolean).join(' · '),
    ]),
  ),
) as Record<LaunchTextSettingKey, string>;

/** The template's words of one text, by its settings path. */
export function defaultLaunchText(key: LaunchTextSettingKey): string {
  const [, group, field] = key.split('.') as [string, LaunchTextGroup, string];
  return (DEFAULT_LAUNCH_TEXTS[group] as Record<string, string>)[field] ?? '';
}
