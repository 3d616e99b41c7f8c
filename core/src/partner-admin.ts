// Partners as staff manage them (/api/admin/partners): create, rename, switch off, register the partner's
// site (checkout callbacks may return there), copy the embed snippet.
import { z } from 'zod';
import { ERRORS } from './errors.ts';
import { isPartnerCode } from './partner.ts';
import { lineText } from './text-field.ts';

/**
 * A commission's state in the ledger (issue 31): pending until the provider pays the split
 * (released), cancelled by the provider (its reason kept), or reversed by a refund or chargeback.
 */
export const COMMISSION_STATUSES = ['pending', 'released', 'cancelled', 'reversed'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

const partnerName = lineText({ error: ERRORS.partner_name_required })
  .min(1, ERRORS.partner_name_required)
  .max(120);

/**
 * The partner's own site as an origin (https://www.loja.com.br): a checkout started on its pages may
 * send the buyer back there. Written by staff with or without a final slash; kept as the origin.
 * Empty or null clears it.
 */
export const partnerSiteOriginSchema = z
  .string({ error: ERRORS.partner_site_origin_invalid })
  .trim()
  .max(200, ERRORS.partner_site_origin_invalid)
  .nullable()
  .transform((text, context) => {
    if (!text) return null;
    const origin = webOrigin(text);
    if (origin === undefined) {
      context.addIssue({ code: 'custom', message: ERRORS.partner_site_origin_invalid });
      return z.NEVER;
    }
    return origin;
  });

/** scheme://host[:port] of an http(s) address that is nothing more than that (a final slash aside). */
export function webOrigin(text: string): string | undefined {
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (
    !bare ||
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    !/^https?:\/\/[^/?#]+\/?$/i.test(text)
  ) {
    return undefined;
  }
  return url.origin;
}

/**
 * The partner's commission on a sale credited to it (issue 31), as staff type it: a percentage from 0
 * to 100 with at most two decimals (12.5 = 12,5 %); kept as basis points (1250). Null: no commission.
 */
export const partnerCommissionPercentSchema = z
  .number({ error: ERRORS.partner_commission_percent_invalid })
  .min(0, ERRORS.partner_commission_percent_invalid)
  .max(100, ERRORS.partner_commission_percent_invalid)
  .refine((percent) => Math.abs(percent * 100 - Math.round(percent * 100)) < 1e-6, {
    message: ERRORS.partner_commission_percent_invalid,
  })
  .nullable();

/** 12.5 % → 1250 basis points; null stays null. */
export function percentToBp(percent: number | null): number | null {
  return percent === null ? null : Math.round(percent * 100);
}

/** 1250 basis points → 12.5 (%). */
export function bpToPercent(bp: number | null): number | null {
  return bp === null ? null : bp / 100;
}

/** A fixed commission for one offer instead of the percentage: integer cents, more than zero. */
export const partnerOfferCommissionSchema = z
  .object({
    offerCode: z
      .string({ error: ERRORS.partner_offer_commission_invalid })
      .trim()
      .min(1, ERRORS.partner_offer_commission_invalid)
      .max(120, ERRORS.partner_offer_commission_invalid),
    fixedCents: z
      .number({ error: ERRORS.partner_offer_commission_invalid })
      .int(ERRORS.partner_offer_commission_invalid)
      .min(1, ERRORS.partner_offer_commission_invalid)
      .max(10_000_000, ERRORS.partner_offer_commission_invalid),
  })
  .strict();

/** The whole list replaces the partner's fixed commissions; one per offer. */
export const partnerOfferCommissionsSchema = z
  .array(partnerOfferCommissionSchema, { error: ERRORS.partner_offer_commission_invalid })
  .max(50, ERRORS.partner_offer_commission_invalid)
  .refine((list) => new Set(list.map((item) => item.offerCode)).size === list.length, {
    message: ERRORS.partner_offer_commission_repeated,
  });

/** Asaas's wallet ids are UUIDs (docs.asaas.com, "Split de pagamento": walletId). Empty or null clears it. */
const WALLET_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const partnerWalletSchema = z
  .string({ error: ERRORS.partner_wallet_invalid })
  .trim()
  .max(60, ERRORS.partner_wallet_invalid)
  .nullable()
  .transform((text, context) => {
    if (!text) return null;
    const wallet = text.toLowerCase();
    if (!WALLET_ID.test(wallet)) {
      context.addIssue({ code: 'custom', message: ERRORS.partner_wallet_invalid });
      return z.NEVER;
    }
    return wallet;
  });

/** What staff may set of a partner's commission, on creation and on every change. */
const commissionFields = {
  commissionPercent: partnerCommissionPercentSchema.optional(),
  offerCommissions: partnerOfferCommissionsSchema.optional(),
  asaasWalletId: partnerWalletSchema.optional(),
};

/** The code is what partner sites embed, so it is fixed once created; the name, status and site change. */
export const partnerCreateSchema = z
  .object({
    code: z
      .string({ error: ERRORS.partner_code_invalid })
      .trim()
      .refine(isPartnerCode, ERRORS.partner_code_invalid),
    name: partnerName,
    siteOrigin: partnerSiteOriginSchema.optional(),
    ...commissionFields,
  })
  .strict();

export const partnerUpdateSchema = z
  .object({
    name: partnerName.optional(),
    isActive: z.boolean().optional(),
    siteOrigin: partnerSiteOriginSchema.optional(),
    ...commissionFields,
  })
  .strict()
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: ERRORS.validation_failed,
  });

export type PartnerCreate = z.output<typeof partnerCreateSchema>;
export type PartnerOfferCommission = z.output<typeof partnerOfferCommissionSchema>;
export type PartnerUpdate = z.output<typeof partnerUpdateSchema>;

export interface AdminPartner {
  id: string;
  code: string;
  name: string;
  isActive: boolean;
  /** The origin of the partner's own site, where checkouts may send the buyer back; null when not set. */
  siteOrigin: string | null;
  createdAt: string;
  /** The commission on a sale credited to it, in % (12.5 = 12,5 %); null: none (issue 31). */
  commissionPercent: number | null;
  /** Fixed commissions per offer, instead of the percentage, integer cents. */
  offerCommissions: PartnerOfferCommission[];
  /** The partner's Asaas wallet, paid by the charge's split; null: the commission is paid by hand. */
  asaasWalletId: string | null;
  /** The partner's commissions by state: how many and how much (integer cents). */
  commissions: Record<CommissionStatus, { count: number; amountCents: number }>;
  /** Leads (decision 0017) this partner brought. */
  leads: number;
  /** Sales to this partner's leads: checkouts paid, whatever happened to them later. */
  sales: number;
  /** Gross revenue of those sales, integer cents. */
  grossRevenue: number;
  /** The same, less refunds and chargebacks. */
  netRevenue: number;
  /**
   * Shown beside the credit, never instead of it (decision 0019): leads whose latest touch came
   * through this partner, whoever brought them first, and those leads' sales and gross revenue.
   */
  lastTouchLeads: number;
  lastTouchSales: number;
  lastTouchGrossRevenue: number;
  /** The partner's own landing page on this site. */
  landingUrl: string;
  /** The ready-to-paste HTML for the partner's site. */
  snippet: string;
}

export interface PartnerLead {
  id: string;
  name: string;
  phone: string;
  instagram: string | null;
  journeyStage: string;
  conversionStage: string;
  hasPurchased: boolean;
  /** Integer cents, when the lead bought. */
  purchaseValueCents: number | null;
  createdAt: string;
  /** Answered SAIR or PARAR, or took back their consent to be contacted. */
  optedOut: boolean;
  /**
   * The lead's latest touch, when a later save came from somewhere else than the first: its
   * partner (null for none) and when. Null time: the first touch is also the last.
   */
  lastTouchPartnerCode: string | null;
  lastTouchAt: string | null;
}

export interface PartnerLeadsPage {
  partner: AdminPartner;
  leads: PartnerLead[];
  total: number;
  page: number;
  pageSize: number;
}

export const partnerLeadsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export function partnerLandingUrl(siteOrigin: string, code: string): string {
  return `${siteOrigin}/parceiro/${encodeURIComponent(code)}`;
}
