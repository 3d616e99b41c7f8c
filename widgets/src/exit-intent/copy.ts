// The exit-intent popup's pt-BR copy (spec §2), told truthfully (decision 0033): the days since the
// visitor's real last visit, the real sign-ups since then, the launch's own monthly card installment.
// Its headlines, texts, CTA and testimonial are the launch's texts (exitPopup,
// core/src/exit-popup-texts.ts); what stays here is what no launch changes.

import { EXIT_POPUP_TEXTS } from '@funil/core/exit-popup-texts';
import type { PublicLaunchSettings } from '@funil/core/launch-settings';
import { resolveTextGroup } from '@funil/core/launch-text-group';
import { PROGRAM } from '@funil/core/offers';
import type { TextValues } from '@funil/core/rich-text';

/** 'R$ 173,36' never breaks between 'R$' and the amount on a narrow phone. */
const keepTogether = (text: string) => text.replace(/R\$ /g, 'R$\u00a0');

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export type ExitPopupTexts = typeof EXIT_POPUP_TEXTS;

/**
 * The launch's words for the popup (the server's, its amounts kept on one line); the template's until
 * the settings arrive, or where staff wrote none.
 */
export function exitPopupTexts(settings: PublicLaunchSettings | null): ExitPopupTexts {
  const texts = resolveTextGroup(EXIT_POPUP_TEXTS, settings?.texts?.exitPopup);
  return Object.fromEntries(
    Object.entries(texts).map(([field, text]) => [field, keepTogether(text)]),
  ) as ExitPopupTexts;
}

/**
 * What only the popup knows: the visitor's first name ({nome}) and the days since the last visit
 * ({dias}, '3 dias'); and, for the template's words before the settings arrive, the program's name.
 */
export function exitTextValues(name: string, days: number): TextValues {
  return { programa: PROGRAM.name, nome: name, dias: plural(days, 'dia', 'dias') };
}

export const EXIT_COPY = {
  /** Starts the headline ('Amigo, antes de sair…'), so it is written as a sentence starts. */
  fallbackName: 'Amigo',
  /** Without the launch settings no amount is named (the launch's body quotes its own installment). */
  newBodyWithoutPrices: `Por um valor por mês parecido com o que se gasta sem perceber — num delivery, numa assinatura esquecida — você coloca a IA para trabalhar no seu negócio com o ${PROGRAM.name}.`,
  /** Sign-ups the server counted since the last visit, before the returning text; none, no sentence. */
  signUpsSentence: (signUps: number | null) =>
    signUps
      ? `Desde a sua última visita, ${plural(signUps, 'pessoa se cadastrou', 'pessoas se cadastraram')}. `
      : '',
  /** Only before a real end of the sales staff set (launch settings). */
  countdownLabel: 'As vendas encerram em:',
  /** Only before the real end of the batch selling now (its price changes then). */
  batchCountdownLabel: 'Este lote termina em:',
  dismiss: 'Agora não',
} as const;
