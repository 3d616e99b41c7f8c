// The product a launch sells (issue 29): its name, description, what is included and how access is
// delivered, as fields of the launch settings with the template's words for any left empty
// (launch-product-defaults.ts), cleaned and bounded like the launch texts.
import { z } from 'zod';
import {
  EMPTY_LAUNCH_PRODUCT,
  type LaunchProduct,
  type SavedLaunchProduct,
} from './launch-product-defaults.ts';
import { type LaunchTextKind, textSchema } from './launch-texts.ts';

export {
  DEFAULT_LAUNCH_PRODUCT,
  EMPTY_LAUNCH_PRODUCT,
  type LaunchProduct,
  resolveLaunchProduct,
  type SavedLaunchProduct,
} from './launch-product-defaults.ts';

/** Each field's staff label and how it is written (the launch texts' kinds). */
export const LAUNCH_PRODUCT_FIELDS: {
  [Field in keyof LaunchProduct]: { label: string; kind: LaunchTextKind; hint?: string };
} = {
  name: {
    label: 'Nome do produto',
    kind: 'line',
    hint: 'Aparece nas páginas, no modal de pagamento, no checkout e na página de obrigado; é o {programa} dos textos.',
  },
  description: { label: 'Descrição', kind: 'text', hint: 'Abaixo do título da página do programa.' },
  included: { label: 'O que está incluído', kind: 'list', hint: 'Um item por linha.' },
  access: { label: 'Como o acesso é entregue', kind: 'text' },
};

/** The product as saved; left out by older documents: every field is the template's. */
export const launchProductSchema = z
  .object({
    name: textSchema('line'),
    description: textSchema('text'),
    included: textSchema('list'),
    access: textSchema('text'),
  })
  .default(EMPTY_LAUNCH_PRODUCT) as unknown as z.ZodType<SavedLaunchProduct, unknown>;

export type LaunchProductSettingKey = `product.${keyof LaunchProduct}`;

/** Each field's pt-BR name for the form and the audit. */
export const LAUNCH_PRODUCT_SETTING_LABELS: Record<LaunchProductSettingKey, string> = {
  'product.name': LAUNCH_PRODUCT_FIELDS.name.label,
  'product.description': `Produto · ${LAUNCH_PRODUCT_FIELDS.description.label}`,
  'product.included': `Produto · ${LAUNCH_PRODUCT_FIELDS.included.label}`,
  'product.access': `Produto · ${LAUNCH_PRODUCT_FIELDS.access.label}`,
};
