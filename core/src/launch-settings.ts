// The launch as staff set it up (/api/admin/launch-settings): dates, prices, links and ids the pages,
// the checkouts and the calendar files read. The spec's values are the defaults of a fresh install.
// Dates and times are São Paulo wall-clock text ('2025-06-11', '20:00'), as staff type them.
import { z } from 'zod';
import { ERRORS } from './errors.ts';
import {
  EMPTY_LAUNCH_PRODUCT,
  LAUNCH_PRODUCT_SETTING_LABELS,
  type LaunchProduct,
  type LaunchProductSettingKey,
  launchProductSchema,
  resolveLaunchProduct,
} from './launch-product.ts';
import { type LaunchTexts, resolveLaunchTexts } from './launch-text-defaults.ts';
import { filledLaunchTexts, launchTextValues } from './launch-text-values.ts';
import {
  EMPTY_LAUNCH_TEXTS,
  LAUNCH_TEXT_SETTING_LABELS,
  type LaunchTextSettingKey,
  launchTextsSchema,
} from './launch-texts.ts';
import { freeCallWindow, immersionWindow, saoPauloInstant } from './launch-times.ts';
import { FREE_LIVE_CALL, IMMERSION, PROGRAM } from './offers.ts';
import { fillPlaceholders } from './rich-text.ts';

export const LAUNCH_STATES = ['capturing', 'selling', 'sold_out'] as const;
export type LaunchState = (typeof LAUNCH_STATES)[number];

const MESSAGES = {
  date: ERRORS.launch_date_invalid,
  time: ERRORS.launch_time_invalid,
  endTime: ERRORS.launch_end_time_invalid,
  price: ERRORS.launch_price_invalid,
  installments: ERRORS.launch_installments_invalid,
  cardTotal: ERRORS.launch_card_total_invalid,
  location: ERRORS.launch_location_invalid,
  zoom: ERRORS.launch_zoom_invalid,
  group: ERRORS.launch_group_invalid,
  whatsapp: ERRORS.launch_whatsapp_invalid,
  email: ERRORS.launch_email_invalid,
  metaPixel: ERRORS.launch_meta_pixel_invalid,
  tiktokPixel: ERRORS.launch_tiktok_pixel_invalid,
  analytics: ERRORS.launch_analytics_invalid,
  state: ERRORS.launch_state_invalid,
  boolean: ERRORS.launch_option_invalid,
};

/** Empty form fields arrive as '' or are left out; both mean "not set". */
function optional<T extends z.ZodType<string>>(schema: T) {
  return z.preprocess(
    (value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value),
    schema.nullable(),
  );
}

const trimmed = (message: string) => z.string({ error: message }).trim();

const localDate = trimmed(MESSAGES.date).refine((text) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}, MESSAGES.date);
const localTime = trimmed(MESSAGES.time).regex(/^([01]\d|2[0-3]):[0-5]\d$/, MESSAGES.time);
const cents = z
  .number({ error: MESSAGES.price })
  .int(MESSAGES.price)
  .positive(MESSAGES.price)
  .max(100_000_000, MESSAGES.price);

function httpsOn(hostPattern: RegExp, message: string) {
  return trimmed(message)
    .max(500, message)
    .refine((text) => {
      if (!URL.canParse(text)) return false;
      const url = new URL(text);
      return url.protocol === 'https:' && hostPattern.test(url.hostname) && !url.username && !url.password;
    }, message);
}

const email = trimmed(MESSAGES.email).max(200, MESSAGES.email).pipe(z.email(MESSAGES.email));

export const launchSettingsSchema = z
  .object({
    state: z.enum(LAUNCH_STATES, { error: MESSAGES.state }),
    immersion: z
      .object({
        date: localDate,
        startTime: localTime,
        endTime: localTime,
        priceCents: cents,
        location: trimmed(MESSAGES.location).min(1, MESSAGES.location).max(120, MESSAGES.location),
        onSale: z.boolean({ error: MESSAGES.boolean }),
      })
      .strict()
      .refine((immersion) => immersion.endTime > immersion.startTime, {
        message: MESSAGES.endTime,
        path: ['endTime'],
      }),
    freeCall: z
      .object({
        date: localDate,
        time: localTime,
        zoomUrl: optional(httpsOn(/(^|\.)zoom\.us$/i, MESSAGES.zoom)),
      })
      .strict(),
    program: z
      .object({
        pixPriceCents: cents,
        cardInstallments: z
          .number({ error: MESSAGES.installments })
          .int(MESSAGES.installments)
          .min(1, MESSAGES.installments)
          .max(24, MESSAGES.installments),
        cardTotalCents: cents,
      })
      .strict()
      .refine((program) => program.cardTotalCents >= program.pixPriceCents, {
        message: MESSAGES.cardTotal,
        path: ['cardTotalCents'],
      }),
    /**
     * When the sale of the program closes, if it does (issue 27): the only deadline the exit popup
     * may count down to. Left out by older pages and stored documents: no deadline.
     */
    sales: z
      .object({ endDate: optional(localDate), endTime: optional(localTime) })
      .strict()
      .default({ endDate: null, endTime: null }),
    contacts: z
      .object({
        teamWhatsapp: optional(
          trimmed(MESSAGES.whatsapp)
            .transform((text) => text.replace(/[\s().+-]/g, ''))
            .pipe(z.string().regex(/^\d{10,15}$/, MESSAGES.whatsapp)),
        ),
        buyersGroupUrl: optional(httpsOn(/^chat\.whatsapp\.com$/i, MESSAGES.group)),
        callGroupUrl: optional(httpsOn(/^chat\.whatsapp\.com$/i, MESSAGES.group)),
        supportEmail: optional(email),
        privacyEmail: optional(email),
      })
      .strict(),
    tracking: z
      .object({
        metaPixelId: optional(trimmed(MESSAGES.metaPixel).regex(/^\d{5,30}$/, MESSAGES.metaPixel)),
        tiktokPixelId: optional(
          trimmed(MESSAGES.tiktokPixel).regex(/^[A-Z0-9]{10,30}$/, MESSAGES.tiktokPixel),
        ),
        analyticsId: optional(trimmed(MESSAGES.analytics).regex(/^G-[A-Z0-9]{4,20}$/, MESSAGES.analytics)),
      })
      .strict(),
    /**
     * What staff spent on ads for the launch (issue 29: the comparison's cost per lead); null when
     * not entered. Staff only: publicLaunchSettings leaves it out.
     */
    ads: z
      .object({ spendCents: z.union([cents, z.null()], { error: MESSAGES.price }) })
      .strict()
      .default({ spendCents: null }),
    /**
     * The words staff wrote for this launch (issue 29, launch-texts.ts); null is the template's.
     * Left out by older pages and stored documents: every text is the template's.
     */
    texts: launchTextsSchema,
    /**
     * The product the launch sells (issue 29): name, description, what is included, how access is
     * delivered; null is the template's (launch-product.ts). Left out by older documents.
     */
    product: launchProductSchema,
  })
  .strict();

export type LaunchSettings = z.output<typeof launchSettingsSchema>;

/** '2025-04-26T12:00:00Z' → { date: '2025-04-26', time: '09:00' } in São Paulo. */
function saoPauloWallClock(iso: string): { date: string; time: string } {
  const local = new Date(Date.parse(iso) - 3 * 3_600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** The spec's launch: what a fresh install shows. Nothing the spec leaves out is invented. */
export const DEFAULT_LAUNCH_SETTINGS: LaunchSettings = {
  // The spec's home page is the sold-out page.
  state: 'sold_out',
  immersion: {
    date: saoPauloWallClock(IMMERSION.startsAt).date,
    startTime: saoPauloWallClock(IMMERSION.startsAt).time,
    endTime: saoPauloWallClock(IMMERSION.endsAt).time,
    priceCents: IMMERSION.priceCents,
    location: IMMERSION.location,
    onSale: false,
  },
  freeCall: {
    date: saoPauloWallClock(FREE_LIVE_CALL.startsAt).date,
    time: saoPauloWallClock(FREE_LIVE_CALL.startsAt).time,
    zoomUrl: null,
  },
  program: {
    pixPriceCents: PROGRAM.pixPriceCents,
    cardInstallments: PROGRAM.cardInstallments,
    cardTotalCents: PROGRAM.cardTotalCents,
  },
  // The spec names no deadline for the program: none, so no countdown.
  sales: { endDate: null, endTime: null },
  contacts: {
    teamWhatsapp: null,
    buyersGroupUrl: null,
    callGroupUrl: null,
    supportEmail: null,
    privacyEmail: null,
  },
  tracking: { metaPixelId: null, tiktokPixelId: null, analyticsId: null },
  ads: { spendCents: null },
  // The spec's words: every text is the template's.
  texts: EMPTY_LAUNCH_TEXTS,
  // The spec's program, 'IA NA PRÁTICA'.
  product: EMPTY_LAUNCH_PRODUCT,
};

/**
 * The defaults as an installation that saved no launch shows them at `now` (issue 27, decision
 * 0022): the spec's days (26/04, 11/06) in the first year where both are still ahead, so a fresh
 * install's pages never name a past date. Before 26 April 2025 these are the spec's own dates.
 */
export function defaultLaunchSettingsAt(now: Date): LaunchSettings {
  const defaults = DEFAULT_LAUNCH_SETTINGS;
  const later = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;
  const shifted = (years: number): LaunchSettings => ({
    ...defaults,
    immersion: { ...defaults.immersion, date: later(defaults.immersion.date, years) },
    freeCall: { ...defaults.freeCall, date: later(defaults.freeCall.date, years) },
  });
  let years = 0;
  for (;;) {
    const settings = shifted(years);
    const starts = [immersionWindow(settings).startsAt, freeCallWindow(settings).startsAt];
    if (starts.every((start) => Date.parse(start) > now.getTime())) return settings;
    years += 1;
  }
}

/** One card installment, rounded to the cent (208.032 / 12 → 17.336). */
export function cardInstallmentCents(program: LaunchSettings['program']): number {
  return Math.round(program.cardTotalCents / program.cardInstallments);
}

/** The instant the sale closes, or null when staff set no end: a date alone closes at 23:59. */
export function salesEndsAt(settings: LaunchSettings): string | null {
  const { endDate, endTime } = settings.sales;
  return endDate === null ? null : saoPauloInstant(endDate, endTime ?? '23:59');
}

/**
 * What public pages and widgets read (GET /api/launch-settings): the settings with their instants
 * worked out. The buyers' group link is left out: it is for buyers, handed out with a paid purchase.
 */
export interface PublicLaunchSettings {
  state: LaunchState;
  immersion: LaunchSettings['immersion'] & { startsAt: string; endsAt: string };
  freeCall: LaunchSettings['freeCall'] & { startsAt: string; endsAt: string };
  /** `name`: the product's (product.name), so every price line names what it prices. */
  program: LaunchSettings['program'] & { cardInstallmentCents: number; name: string };
  /** `endsAt`: the instant the sale closes (a date without a time closes at 23:59), or null. */
  sales: LaunchSettings['sales'] & { endsAt: string | null };
  contacts: Omit<LaunchSettings['contacts'], 'buyersGroupUrl'>;
  tracking: LaunchSettings['tracking'];
  /**
   * Every text resolved: staff's words where they wrote some, the template's elsewhere, with the
   * launch's values in their placeholders (launch-text-values.ts). Only what the page knows is left
   * ({nome}, {dias}, {parceiro}, and {programa} of the thank-you page: the product bought).
   */
  texts: LaunchTexts;
  /** The product resolved (staff's words, else the template's), the launch's values in its texts. */
  product: LaunchProduct;
}

export function publicLaunchSettings(settings: LaunchSettings): PublicLaunchSettings {
  const { buyersGroupUrl: _forBuyersOnly, ...contacts } = settings.contacts;
  const product = resolveLaunchProduct(settings.product);
  const shown = {
    state: settings.state,
    immersion: { ...settings.immersion, ...immersionWindow(settings) },
    freeCall: { ...settings.freeCall, ...freeCallWindow(settings) },
    program: {
      ...settings.program,
      cardInstallmentCents: cardInstallmentCents(settings.program),
      name: product.name,
    },
    sales: { ...settings.sales, endsAt: salesEndsAt(settings) },
    contacts,
    tracking: settings.tracking,
  };
  const values = launchTextValues(shown);
  return {
    ...shown,
    texts: filledLaunchTexts(resolveLaunchTexts(settings.texts), shown),
    product: {
      name: product.name,
      description: fillPlaceholders(product.description, values),
      included: fillPlaceholders(product.included, values),
      access: fillPlaceholders(product.access, values),
    },
  };
}

/** One audited change: who saved which settings, with the document before and after. */
export interface LaunchSettingsChange {
  id: string;
  changedAt: string;
  staffEmail: string;
  staffName: string;
  before: LaunchSettings;
  after: LaunchSettings;
}

const SETTING_LABELS = {
  state: 'Fase do lançamento',
  'immersion.date': 'Data da imersão',
  'immersion.startTime': 'Início da imersão',
  'immersion.endTime': 'Término da imersão',
  'immersion.priceCents': 'Preço da imersão',
  'immersion.location': 'Local da imersão',
  'immersion.onSale': 'Imersão à venda',
  'freeCall.date': 'Data da call gratuita',
  'freeCall.time': 'Horário da call gratuita',
  'freeCall.zoomUrl': 'Link do Zoom da call',
  'program.pixPriceCents': 'Preço do programa no PIX',
  'program.cardInstallments': 'Parcelas no cartão',
  'program.cardTotalCents': 'Total no cartão',
  'sales.endDate': 'Fim das vendas (data)',
  'sales.endTime': 'Fim das vendas (horário)',
  'contacts.teamWhatsapp': 'WhatsApp da equipe',
  'contacts.buyersGroupUrl': 'Grupo de WhatsApp dos compradores',
  'contacts.callGroupUrl': 'Grupo de WhatsApp da call',
  'contacts.supportEmail': 'E-mail de suporte',
  'contacts.privacyEmail': 'E-mail de proteção de dados',
  'tracking.metaPixelId': 'Pixel da Meta',
  'tracking.tiktokPixelId': 'Pixel do TikTok',
  'tracking.analyticsId': 'Google Analytics (GA4)',
  'ads.spendCents': 'Investimento em anúncios',
} as const;

/** The staff's labels for each setting, in the order the screen shows them; never column names. */
export const LAUNCH_SETTING_LABELS: Readonly<
  Record<keyof typeof SETTING_LABELS | LaunchProductSettingKey | LaunchTextSettingKey, string>
> = { ...SETTING_LABELS, ...LAUNCH_PRODUCT_SETTING_LABELS, ...LAUNCH_TEXT_SETTING_LABELS };

export type LaunchSettingKey = keyof typeof LAUNCH_SETTING_LABELS;

export const LAUNCH_STATE_LABELS: Record<LaunchState, string> = {
  capturing: 'Captando inscrições para a call gratuita',
  selling: 'Vendendo o programa',
  sold_out: 'Vagas esgotadas (lista de espera)',
};

/** A setting's value as a path into the document: 'freeCall.date' → settings.freeCall.date. */
export function launchSettingValue(settings: LaunchSettings, key: LaunchSettingKey): unknown {
  return key
    .split('.')
    .reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], settings);
}

/** The settings one change touched, in the screen's order. */
export function changedLaunchSettings(before: LaunchSettings, after: LaunchSettings): LaunchSettingKey[] {
  return (Object.keys(LAUNCH_SETTING_LABELS) as LaunchSettingKey[]).filter(
    (key) => launchSettingValue(before, key) !== launchSettingValue(after, key),
  );
}
