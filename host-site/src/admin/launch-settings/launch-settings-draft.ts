// The settings as the staff form holds them (text in every input, reais instead of cents, each launch
// text by its path, '' for the template's words) and back; plus each setting's value as the audit
// shows it.

import { ERRORS } from '@funil/core/errors';
import {
  LAUNCH_SETTING_LABELS,
  LAUNCH_STATE_LABELS,
  type LaunchSettingKey,
  type LaunchSettings,
  type LaunchState,
  launchSettingValue,
} from '@funil/core/launch-settings';
import { LAUNCH_TEXT_SETTING_LABELS, type LaunchTextSettingKey } from '@funil/core/launch-texts';
import { formatBRL } from '@funil/core/offers';

/** Every field of the form as the input holds it; money in reais ('1.797,00'). */
export type LaunchSettingsDraft = Record<Exclude<LaunchSettingKey, 'state' | 'immersion.onSale'>, string> & {
  state: LaunchState;
  'immersion.onSale': boolean;
};

const MONEY_KEYS = new Set<LaunchSettingKey>([
  'immersion.priceCents',
  'program.pixPriceCents',
  'program.cardTotalCents',
  'ads.spendCents',
]);

/** 179700 → '1.797,00', as staff read prices. */
export function reaisText(cents: number): string {
  return formatBRL(cents).replace(/^R\$\s*/, '');
}

/**
 * '1.797,00', '1797', 'R$ 997,5' → cents; null for anything else (the server then answers the
 * field's message). A dot followed by three digits is a thousands separator, as in pt-BR.
 */
export function centsOf(text: string): number | null {
  const plain = text.replace(/R\$/i, '').replace(/\s/g, '');
  const normalized = plain.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}

export function draftOf(settings: LaunchSettings): LaunchSettingsDraft {
  const draft = {} as Record<string, unknown>;
  for (const key of Object.keys(LAUNCH_SETTING_LABELS) as LaunchSettingKey[]) {
    const value = launchSettingValue(settings, key);
    draft[key] = MONEY_KEYS.has(key)
      ? value === null
        ? ''
        : reaisText(value as number)
      : typeof value === 'string' || typeof value === 'boolean'
        ? value
        : value === null
          ? ''
          : String(value);
  }
  return draft as LaunchSettingsDraft;
}

const TEXT_KEYS = Object.keys(LAUNCH_TEXT_SETTING_LABELS) as LaunchTextSettingKey[];

/** The launch texts of the draft as the settings nest them: texts.home.capturingHeadline… */
function textsOf(draft: LaunchSettingsDraft): Record<string, Record<string, string | null>> {
  const texts: Record<string, Record<string, string | null>> = {};
  for (const key of TEXT_KEYS) {
    const [, group = '', field = ''] = key.split('.');
    const value = draft[key].trim();
    texts[group] = { ...texts[group], [field]: value === '' ? null : draft[key] };
  }
  return texts;
}

/**
 * The ad spend as typed: empty is "not entered" (null); text that is no amount in reais is sent as
 * typed, so the server names the field (adSpendError tells the form first).
 */
export function adSpendOf(text: string): number | string | null {
  if (text.trim() === '') return null;
  return centsOf(text) ?? text;
}

/** The pt-BR message for an ad spend that is no amount in reais above zero; null when it is fine. */
export function adSpendError(text: string): string | null {
  const spend = adSpendOf(text);
  return typeof spend === 'string' || spend === 0 ? ERRORS.launch_price_invalid : null;
}

/** What the PUT sends: empty texts as null, money in cents, the installments as a number. */
export function settingsOf(draft: LaunchSettingsDraft): unknown {
  const text = (key: keyof LaunchSettingsDraft) => {
    const value = String(draft[key]).trim();
    return value === '' ? null : value;
  };
  const installments = Number.parseInt(draft['program.cardInstallments'], 10);
  return {
    state: draft.state,
    immersion: {
      date: draft['immersion.date'],
      startTime: draft['immersion.startTime'],
      endTime: draft['immersion.endTime'],
      priceCents: centsOf(draft['immersion.priceCents']),
      location: draft['immersion.location'],
      onSale: draft['immersion.onSale'],
    },
    freeCall: {
      date: draft['freeCall.date'],
      time: draft['freeCall.time'],
      zoomUrl: text('freeCall.zoomUrl'),
    },
    program: {
      pixPriceCents: centsOf(draft['program.pixPriceCents']),
      cardInstallments: Number.isNaN(installments) ? null : installments,
      cardTotalCents: centsOf(draft['program.cardTotalCents']),
    },
    sales: { endDate: text('sales.endDate'), endTime: text('sales.endTime') },
    contacts: {
      teamWhatsapp: text('contacts.teamWhatsapp'),
      buyersGroupUrl: text('contacts.buyersGroupUrl'),
      callGroupUrl: text('contacts.callGroupUrl'),
      supportEmail: text('contacts.supportEmail'),
      privacyEmail: text('contacts.privacyEmail'),
    },
    tracking: {
      metaPixelId: text('tracking.metaPixelId'),
      tiktokPixelId: text('tracking.tiktokPixelId'),
      analyticsId: text('tracking.analyticsId'),
    },
    // Always sent: a save of the other fields keeps the spend staff entered.
    ads: { spendCents: adSpendOf(draft['ads.spendCents']) },
    texts: textsOf(draft),
    product: {
      name: text('product.name'),
      description: text('product.description'),
      included: text('product.included'),
      access: text('product.access'),
    },
  };
}

/** A setting's value as the audit shows it: 'R$ 1.797,00', '10/12/2026', 'Sim', '(vazio)', '(texto do modelo)'. */
export function shownValue(settings: LaunchSettings, key: LaunchSettingKey): string {
  const value = launchSettingValue(settings, key);
  if ((key.startsWith('texts.') || key.startsWith('product.')) && (value === null || value === undefined))
    return '(texto do modelo)';
  if (value === null || value === '') return '(vazio)';
  if (key === 'state') return LAUNCH_STATE_LABELS[value as LaunchState];
  if (MONEY_KEYS.has(key)) return formatBRL(value as number);
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return value.split('-').reverse().join('/');
  return String(value);
}
