// What the partners' commissions (issue 31) read and write: the partner's terms when a charge is
// made (storage/commissions-repository.ts implements both), and the ledger inside the payment
// webhook's transaction.
import type { CommissionStatus } from '@funil/core/partner-admin';
import type { OutboundEventQueue } from './outbound-events.ts';

/** An active partner's commission terms, as staff set them. */
export interface PartnerCommissionTerms {
  code: string;
  /** Basis points (1000 = 10 %) of what a sale charged; null: none. */
  percentBp: number | null;
  /** Integer cents per offer code, instead of the percentage for that offer's items. */
  fixedByOffer: Record<string, number>;
  /** The Asaas wallet paid by the split; null: paid by hand. */
  walletId: string | null;
}

export interface CommissionTermsReader {
  /** The partner a lead was credited to (its first touch), null when none. */
  leadPartnerCode(leadId: string): Promise<string | null>;
  /** The terms of an active partner; undefined when it is unknown or switched off. */
  partnerCommissionTerms(code: string): Promise<PartnerCommissionTerms | undefined>;
}

/** One row of the ledger (table `commissions`), as the webhook writes it. */
export interface CommissionRow {
  id: string;
  checkout_id: string;
  partner_code: string;
  launch_id: string | null;
  wallet_id: string | null;
  percent_bp: number | null;
  fixed_cents: number | null;
  base_cents: number;
  amount_cents: number;
  status: CommissionStatus;
  status_reason: string | null;
  created_at: string;
  updated_at: string;
  released_at: string | null;
  cancelled_at: string | null;
  reversed_at: string | null;
}

/** What `commission.released` tells the producer besides the commission itself. */
export interface CommissionReleaseFacts {
  partner: { code: string; name: string };
  checkout: { id: string; amountCents: number };
  launch: { id: string; slug: string; name: string } | null;
}

export interface CommissionLedgerStore extends OutboundEventQueue {
  /** The commission plan a checkout's charge carried (checkouts.commission_plan, JSON) and its launch. */
  checkoutCommissionPlan(checkoutId: string): Promise<{ plan: string | null; launchId: string | null }>;
  /** Writes the row unless the checkout already has one for that partner; false then. */
  insertCommission(row: CommissionRow): Promise<boolean>;
  /** The checkout's commission (one partner per sale), if it has one. */
  findCommission(checkoutId: string): Promise<CommissionRow | undefined>;
  /** Moves it only from one of `from`; false when it was in none (another delivery got there first). */
  moveCommission(
    id: string,
    from: CommissionStatus[],
    changes: Partial<
      Pick<CommissionRow, 'status' | 'status_reason' | 'released_at' | 'cancelled_at' | 'reversed_at'>
    > & { updated_at: string },
  ): Promise<boolean>;
  commissionReleaseFacts(commission: CommissionRow): Promise<CommissionReleaseFacts>;
}
