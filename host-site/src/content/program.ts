// The 'IA NA PRÁTICA' program as the pages sell it: its name and promise are fixed, its prices are
// the launch settings' (useLaunch's copy), so a price staff change shows on every page at once. Its
// lists, modules and questions are launch texts (useLaunch's texts, core/src/launch-text-defaults.ts).
import type { LaunchCopy } from '@funil/core/launch-copy';
import { PROGRAM } from '@funil/core/offers';

export const PRICING_SECTION_ID = 'investimento';

export const program = {
  name: PROGRAM.name,
  promise:
    'Aprenda a colocar a inteligência artificial para trabalhar no seu negócio: atendimento, conteúdo, vendas e rotinas, com ferramentas que você já pode usar hoje.',
  /** Where a page sends someone ready to buy; '/ianapratica/{leadId}' keeps them known. */
  pricingPath: (leadId?: string | null) =>
    `${leadId ? `/ianapratica/${encodeURIComponent(leadId)}` : '/ianapratica'}#${PRICING_SECTION_ID}`,
};

export interface ProgramPrices {
  /** 'R$ 1.797,00' */
  pixPrice: string;
  /** '12x de R$ 173,36' */
  installments: string;
  /** 'R$ 2.080,32' */
  cardTotal: string;
  /** 'R$ 1.797,00 à vista no PIX ou 12x de R$ 173,36 no cartão' — the one-line price for short pages. */
  priceLine: string;
}

export type ProgramContent = typeof program & ProgramPrices;

/** The program with the launch's prices. */
export function programOf(copy: LaunchCopy): ProgramContent {
  const { pixPrice, installments, cardTotal, priceLine } = copy.program;
  return { ...program, pixPrice, installments, cardTotal, priceLine };
}
