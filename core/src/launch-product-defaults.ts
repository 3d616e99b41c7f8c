// The template's product (issue 29, "a product: name, description, what is included, how access is
// delivered"): the spec's 'IA NA PRÁTICA' in the words the pages already used. Zod-free and tiny, so
// pages and widgets resolve a launch's product without the settings' schema.
import { resolveTextGroup } from './launch-text-group.ts';
import { PROGRAM } from './offers.ts';

/** The product as the pages show it: every field filled (staff's words, else the template's). */
export interface LaunchProduct {
  /** 'IA NA PRÁTICA': the pages, the payment modal, the checkout's item and the thank-you page. */
  name: string;
  /** One paragraph under the program page's title. */
  description: string;
  /** What the buyer gets, one item per line. */
  included: string;
  /** How the buyer receives access once the payment is approved. */
  access: string;
}

/** The product as a launch stores it: null is the template's words. */
export type SavedLaunchProduct = { [Field in keyof LaunchProduct]: string | null };

export const DEFAULT_LAUNCH_PRODUCT: LaunchProduct = {
  name: PROGRAM.name,
  description:
    'Aprenda a colocar a inteligência artificial para trabalhar no seu negócio: atendimento, conteúdo, vendas e rotinas, com ferramentas que você já pode usar hoje.',
  included: [
    'Acesso completo aos 8 módulos do programa',
    'Modelos de prompts prontos para adaptar ao seu negócio',
    'Plano de implantação de 30 dias para o seu negócio',
    'Grupo exclusivo dos compradores no WhatsApp, com os avisos e os materiais',
    '7 dias para desistir com reembolso integral',
  ].join('\n'),
  access:
    'Assim que o pagamento é aprovado, você recebe a confirmação e os dados de acesso pelo WhatsApp que informou no cadastro.',
};

export const EMPTY_LAUNCH_PRODUCT: SavedLaunchProduct = {
  name: null,
  description: null,
  included: null,
  access: null,
};

/** The launch's product: staff's words where they wrote some, the template's elsewhere. */
export function resolveLaunchProduct(saved: Partial<SavedLaunchProduct> | null | undefined): LaunchProduct {
  return resolveTextGroup(
    DEFAULT_LAUNCH_PRODUCT as unknown as Record<string, string>,
    saved,
  ) as unknown as LaunchProduct;
}
