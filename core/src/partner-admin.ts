// Partners as staff manage them (/api/admin/partners): create, rename, switch off, register the partner's
// site (checkout callbacks may return there), copy the embed snippet.
import { z } from 'zod';
import { ERRORS } from './errors.ts';
import { isPartnerCode } from './partner.ts';
import { lineText } from './text-field.ts';

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

/** The code is what partner sites embed, so it is fixed once created; the name, status and site change. */
export const partnerCreateSchema = z
  .object({
    code: z
      .string({ error: ERRORS.partner_code_invalid })
      .trim()
      .refine(isPartnerCode, ERRORS.partner_code_invalid),
    name: partnerName,
    siteOrigin: partnerSiteOriginSchema.optional(),
  })
  .strict();

export const partnerUpdateSchema = z
  .object({
    name: partnerName.optional(),
    isActive: z.boolean().optional(),
    siteOrigin: partnerSiteOriginSchema.optional(),
  })
  .strict()
  .refine(
    (change) => change.name !== undefined || change.isActive !== undefined || change.siteOrigin !== undefined,
    { message: ERRORS.validation_failed },
  );

export type PartnerCreate = z.output<typeof partnerCreateSchema>;
export type PartnerUpdate = z.output<typeof partnerUpdateSchema>;

export interface AdminPartner {
  id: string;
  code: string;
  name: string;
  isActive: boolean;
  /** The origin of the partner's own site, where checkouts may send the buyer back; null when not set. */
  siteOrigin: string | null;
  createdAt: string;
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
