// Customer success (/api/admin/customer-success): a buyer, their purchase and the onboarding checklist.
import { z } from 'zod';
import { lineText, multilineText } from './text-field.ts';

/** The checklist's items, in the order the team works through them, with their pt-BR labels. */
export const ONBOARDING_ITEMS = [
  { key: 'confirmationSent', label: 'Confirmação enviada' },
  { key: 'inWhatsappGroup', label: 'No grupo do WhatsApp' },
  { key: 'attended', label: 'Participou' },
] as const;

export type OnboardingItemKey = (typeof ONBOARDING_ITEMS)[number]['key'];

export const ONBOARDING_NOTES_MAX = 2_000;

/** PATCH body: tick (true) or untick (false) any items, and/or replace the notes. */
export const onboardingChangeSchema = z
  .object({
    confirmationSent: z.boolean().optional(),
    inWhatsappGroup: z.boolean().optional(),
    attended: z.boolean().optional(),
    notes: multilineText().max(ONBOARDING_NOTES_MAX).optional(),
  })
  .strict()
  .refine((change) => Object.keys(change).length > 0, { message: 'Nada para alterar.' });

export type OnboardingChange = z.output<typeof onboardingChangeSchema>;

/** One item: when it was ticked and by which staff e-mail; both null while it is not done. */
export interface OnboardingItemState {
  done: boolean;
  at: string | null;
  by: string | null;
}

export interface OnboardingChecklist {
  confirmationSent: OnboardingItemState;
  inWhatsappGroup: OnboardingItemState;
  attended: OnboardingItemState;
  notes: string;
  /** The last change, or null for a buyer nobody has touched yet. */
  updatedBy: string | null;
  updatedAt: string | null;
}

const NOT_DONE: OnboardingItemState = { done: false, at: null, by: null };

/** A buyer nobody has worked on yet. */
export const EMPTY_CHECKLIST: OnboardingChecklist = {
  confirmationSent: NOT_DONE,
  inWhatsappGroup: NOT_DONE,
  attended: NOT_DONE,
  notes: '',
  updatedBy: null,
  updatedAt: null,
};

export interface BuyerPurchase {
  /** UTC ISO-8601. */
  date: string | null;
  plan: string | null;
  /** Integer cents. */
  valueCents: number | null;
  /** The checkout's endpoint ('pix', 'credit-card' or 'multi'); null when no checkout is on record. */
  method: string | null;
  installments: number | null;
  /** The checkout's status: 'paid', or what became of the sale ('refunded', 'chargeback'…). */
  status: string | null;
  /** The provider's id of the checkout, to find the payment (and a buyer without a lead) there. */
  providerCheckoutId: string | null;
}

/** A customer (decision 0017): a lead with a sale, or the buyer of a checkout paid without a lead. */
export interface CustomerSuccessBuyer {
  /** The lead's id, or the paid checkout's for a buyer without a lead: the checklist's key. */
  id: string;
  leadId: string | null;
  name: string;
  phone: string;
  email: string;
  instagram: string | null;
  /** Answered SAIR or PARAR, or took back their consent to be contacted: no WhatsApp for them. */
  optedOut: boolean;
  purchase: BuyerPurchase;
  checklist: OnboardingChecklist;
}

export interface CustomerSuccessPage {
  buyers: CustomerSuccessBuyer[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET ?q=&page=: query text arrives as strings; a page holds at most 100 buyers. */
export const buyersQuerySchema = z.object({
  q: lineText().max(120).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
