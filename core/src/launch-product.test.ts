import { describe, expect, it } from 'vitest';
import { launchCopy } from './launch-copy.ts';
import { DEFAULT_LAUNCH_PRODUCT, launchProductSchema } from './launch-product.ts';
import {
  changedLaunchSettings,
  DEFAULT_LAUNCH_SETTINGS,
  LAUNCH_SETTING_LABELS,
  launchSettingsSchema,
  publicLaunchSettings,
} from './launch-settings.ts';

describe("the launch's product (issue 29)", () => {
  it("is the template's for a document saved before it existed", () => {
    const { product: _none, ...older } = DEFAULT_LAUNCH_SETTINGS;
    const parsed = launchSettingsSchema.parse(older);
    expect(parsed.product).toEqual({ name: null, description: null, included: null, access: null });
    const shown = publicLaunchSettings(parsed);
    expect(shown.product).toEqual(DEFAULT_LAUNCH_PRODUCT);
    expect(shown.product.name).toBe('IA NA PRÁTICA');
    expect(shown.program.name).toBe('IA NA PRÁTICA');
  });

  it("names the program everywhere the launch's name is said, and fills the texts' {programa}", () => {
    const settings = launchSettingsSchema.parse({
      ...DEFAULT_LAUNCH_SETTINGS,
      product: {
        name: '  IA PARA VENDER  ',
        description: 'Do zero ao {programa}.',
        included: '',
        access: null,
      },
    });
    const shown = publicLaunchSettings(settings);
    expect(shown.product).toEqual({
      name: 'IA PARA VENDER',
      description: 'Do zero ao IA PARA VENDER.',
      included: DEFAULT_LAUNCH_PRODUCT.included,
      access: DEFAULT_LAUNCH_PRODUCT.access,
    });
    expect(launchCopy(shown).program.name).toBe('IA PARA VENDER');
    expect(shown.texts.program.pricingIntro).toBe(
      'Acesso completo ao IA PARA VENDER. Escolha como prefere pagar:',
    );
  });

  it('refuses a name longer than a line, with a pt-BR message', () => {
    const result = launchProductSchema.safeParse({ name: 'x'.repeat(161) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/caracteres/);
  });

  it('names a changed field in the audit by its pt-BR label', () => {
    const after = {
      ...DEFAULT_LAUNCH_SETTINGS,
      product: { ...DEFAULT_LAUNCH_SETTINGS.product, name: 'Outro' },
    };
    const changed = changedLaunchSettings(DEFAULT_LAUNCH_SETTINGS, after);
    expect(changed).toEqual(['product.name']);
    expect(LAUNCH_SETTING_LABELS['product.name']).toBe('Nome do produto');
  });
});
