// The commission a charge carries (issue 31, decision 0040), decided when the charge is made:
// - the partner credited with the sale as every report credits it (decision 0017's sale source):
//   the lead's first touch when the buyer is a known lead, else the checkout's own partner page;
//   only an active partner with terms earns;
// - the amount: each item charged (the main offer after its coupon, and every bump ticked) earns
//   the partner's fixed amount for that offer when staff set one, else its percentage of what the
//   item charged, rounded down to the cent; never more than the charge;
// - paid by the provider's split as a fixed value in reais (Asaas's `fixedValue`), so the ledger
//   says to the cent what the partner receives; without a wallet, or on a charge that cannot carry
//   the split, no split is sent and the commission is recorded all the same, to be paid by hand.
import type { CommissionTermsReader, PartnerCommissionTerms } from '../ports/commissions.ts';
import type { ProviderCheckoutSplit, ProviderSplit } from '../ports/payments.ts';

/** Kept on the checkout (checkouts.commission_plan) and written to the ledger once paid. */
export interface CommissionPlan {
  partnerCode: string;
  walletId: string | null;
  /** The percentage applied to items without a fixed amount; null when none was. */
  percentBp: number | null;
  /** The sum of the fixed amounts applied; null when none was. */
  fixedCents: number | null;
  /** What the charge charged, integer cents. */
  baseCents: number;
  amountCents: number;
  /** Whether the charge carried the split; false: paid by hand, for `reason`. */
  split: boolean;
  /** Why no split: 'sem_carteira' (no wallet), 'parcelado' (a card plan with installments). */
  reason: 'sem_carteira' | 'parcelado' | null;
}

export interface ChargedLine {
  offerCode: string;
  amountCents: number;
}

/** The commission of a charge under these terms; undefined when it earns nothing. */
export function commissionAmount(
  terms: Pick<PartnerCommissionTerms, 'percentBp' | 'fixedByOffer'>,
  lines: readonly ChargedLine[],
  totalCents: number,
): Pick<CommissionPlan, 'percentBp' | 'fixedCents' | 'amountCents'> | undefined {
  let fixedCents: number | null = null;
  let percentCents = 0;
  let percentUsed = false;
  for (const line of lines) {
    const fixed = terms.fixedByOffer[line.offerCode];
    if (fixed !== undefined) {
      fixedCents = (fixedCents ?? 0) + fixed;
    } else if (terms.percentBp !== null) {
      percentUsed = true;
      percentCents += Math.floor((line.amountCents * terms.percentBp) / 10_000);
    }
  }
  const amountCents = Math.min(totalCents, (fixedCents ?? 0) + percentCents);
  if (amountCents <= 0) return undefined;
  return { percentBp: percentUsed ? terms.percentBp : null, fixedCents, amountCents };
}

export interface CommissionInput {
  /** The buyer's lead, when the checkout names one (its own capability). */
  leadId: string | undefined;
  /** The active partner whose page the checkout was opened on (checkouts.partner_code). */
  checkoutPartner: string | null;
  lines: readonly ChargedLine[];
  totalCents: number;
  /** Whether this charge can carry a fixed split (false for a card plan in installments). */
  splittable: boolean;
}

/** The plan and the split to send; undefined when no partner earns on this charge. */
export async function planCommission(
  store: CommissionTermsReader,
  input: CommissionInput,
): Promise<{ plan: CommissionPlan; split: ProviderSplit | undefined } | undefined> {
  const partnerCode = input.leadId ? await store.leadPartnerCode(input.leadId) : input.checkoutPartner;
  if (!partnerCode) return undefined;
  const terms = await store.partnerCommissionTerms(partnerCode);
  if (!terms) return undefined;
  const amount = commissionAmount(terms, input.lines, input.totalCents);
  if (!amount) return undefined;
  const reason = !terms.walletId ? 'sem_carteira' : input.splittable ? null : 'parcelado';
  const plan: CommissionPlan = {
    partnerCode,
    walletId: terms.walletId,
    ...amount,
    baseCents: input.totalCents,
    split: reason === null,
    reason,
  };
  const split =
    plan.split && terms.walletId
      ? { walletId: terms.walletId, fixedValueCents: plan.amountCents }
      : undefined;
  return { plan, split };
}

/** The checkout column's value. */
export function commissionPlanColumn(planned: { plan: CommissionPlan } | undefined): string | null {
  return planned ? JSON.stringify(planned.plan) : null;
}

/** The plan kept on a checkout; undefined for none or for a value this version cannot read. */
export function readCommissionPlan(json: string | null): CommissionPlan | undefined {
  if (!json) return undefined;
  try {
    const plan = JSON.parse(json) as Partial<CommissionPlan>;
    if (
      typeof plan.partnerCode !== 'string' ||
      !Number.isInteger(plan.amountCents) ||
      !Number.isInteger(plan.baseCents)
    ) {
      return undefined;
    }
    return plan as CommissionPlan;
  } catch {
    return undefined;
  }
}

/** The split as Asaas's checkout API takes it (`splits`: walletId and fixedValue in reais). */
export function checkoutSplit(split: ProviderSplit): ProviderCheckoutSplit {
  return { walletId: split.walletId, fixedValue: split.fixedValueCents / 100 };
}
