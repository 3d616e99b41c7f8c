// Buyers and their onboarding checklists (storage/customer-success-repository.ts); the checklist
// change runs in a transaction holding a per-buyer lock (domain/buyer-checklist.ts).
import type { CustomerSuccessBuyer, OnboardingChecklist } from '@funil/core/onboarding';
import type { TransactionScope } from './transaction-scope.ts';

export interface BuyersReader {
  listBuyers(query: {
    search: string;
    limit: number;
    offset: number;
  }): Promise<{ buyers: CustomerSuccessBuyer[]; total: number }>;
}

export interface BuyerChecklistStore {
  /** Holds this buyer's lock until the transaction ends: a second change waits for the first. */
  lockBuyer(buyerId: string): Promise<void>;
  /** Undefined when there is no such buyer; a buyer nobody worked on has the empty checklist. */
  findBuyerChecklist(buyerId: string): Promise<OnboardingChecklist | undefined>;
  saveChecklist(buyerId: string, checklist: OnboardingChecklist): Promise<void>;
}

export type BuyerChecklistScope = TransactionScope<BuyerChecklistStore>;
