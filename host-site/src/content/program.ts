// The program as the pages sell it: its name, description, what is included and how access is
// delivered are the launch's product, its prices the launch settings' (useLaunch's copy), so what staff
// change shows on every page at once. Its lists, modules and questions are launch texts (useLaunch's
// texts, core/src/launch-text-defaults.ts). The template's name and promise stand where no launch is read.
import type { LaunchCopy } from '@funil/core/launch-copy';
import { DEFAULT_LAUNCH_PRODUCT, type LaunchProduct } from '@funil/core/launch-product-defaults';
import { PROGRAM } from '@funil/core/offers';

export const PRICING_SECTION_ID = 'investimento';

export const program = {
  name: PROGRAM.name,
  promise: DEFAULT_LAUNCH_PRODUCT.description,
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

export type ProgramContent = Omit<typeof program, 'name'> & ProgramPrices & { name: string };

/** The program with the launch's name, prices and (when the page has it) the product's description. */
export function programOf(copy: LaunchCopy, product?: Pick<LaunchProduct, 'description'>): ProgramContent {
  const { name, pixPrice, installments, cardTotal, priceLine } = copy.program;
  return {
    ...program,
    name,
    promise: product?.description ?? program.promise,
    pixPrice,
    installments,
    cardTotal,
    priceLine,
  };
}
