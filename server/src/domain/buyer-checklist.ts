// A staff member ticks a buyer's onboarding items: one transaction holding the buyer's lock, so two
// staff ticking at once both keep their change (the second reads what the first saved).
import type { OnboardingChange, OnboardingChecklist } from '@funil/core/onboarding';
import { applyOnboardingChange } from './onboarding-checklist.ts';
import type { BuyerChecklistScope } from './ports/customer-success.ts';

export interface BuyerChecklistDeps {
  scope: BuyerChecklistScope;
  now: () => Date;
}

/** The checklist as saved, or undefined when there is no such buyer. */
export function changeBuyerChecklist(
  deps: BuyerChecklistDeps,
  buyerId: string,
  change: OnboardingChange,
  staffEmail: string,
): Promise<OnboardingChecklist | undefined> {
  return deps.scope(async (store) => {
    await store.lockBuyer(buyerId);
    const current = await store.findBuyerChecklist(buyerId);
    if (!current) return undefined;
    const next = applyOnboardingChange(current, change, staffEmail, deps.now().toISOString());
    await store.saveChecklist(buyerId, next);
    return next;
  });
}
