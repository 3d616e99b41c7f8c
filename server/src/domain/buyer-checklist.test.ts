import type { OnboardingChecklist } from '@funil/core/onboarding';
import { describe, expect, it } from 'vitest';
import { changeBuyerChecklist } from './buyer-checklist.ts';
import { EMPTY_CHECKLIST } from './onboarding-checklist.ts';
import type { BuyerChecklistScope, BuyerChecklistStore } from './ports/customer-success.ts';

const NOW = new Date('2025-04-03T09:30:00.000Z');

/** Buyers in memory; every store call is written down in order, the scope's start and end too. */
function memoryBuyers(checklists: Map<string, OnboardingChecklist>) {
  const calls: string[] = [];
  const store: BuyerChecklistStore = {
    async lockBuyer(buyerId) {
      calls.push(`lock ${buyerId}`);
    },
    async findBuyerChecklist(buyerId) {
      calls.push(`find ${buyerId}`);
      return checklists.get(buyerId);
    },
    async saveChecklist(buyerId, checklist) {
      calls.push(`save ${buyerId}`);
      checklists.set(buyerId, checklist);
    },
  };
  const scope: BuyerChecklistScope = async (work) => {
    calls.push('begin');
    const result = await work(store);
    calls.push('commit');
    return result;
  };
  return { calls, scope };
}

describe('changeBuyerChecklist', () => {
  it('takes the buyer’s lock before reading, then saves the change in the same transaction', async () => {
    const checklists = new Map([['b1', EMPTY_CHECKLIST]]);
    const { calls, scope } = memoryBuyers(checklists);

    const saved = await changeBuyerChecklist(
      { scope, now: () => NOW },
      'b1',
      { attended: true },
      'ana@funil.test',
    );

    expect(calls).toEqual(['begin', 'lock b1', 'find b1', 'save b1', 'commit']);
    expect(saved?.attended).toEqual({ done: true, at: NOW.toISOString(), by: 'ana@funil.test' });
    expect(checklists.get('b1')).toEqual(saved);
  });

  it('answers undefined and saves nothing for someone who is not a buyer', async () => {
    const checklists = new Map<string, OnboardingChecklist>();
    const { calls, scope } = memoryBuyers(checklists);

    const saved = await changeBuyerChecklist(
      { scope, now: () => NOW },
      'x',
      { attended: true },
      'ana@funil.test',
    );

    expect(saved).toBeUndefined();
    expect(calls).toEqual(['begin', 'lock x', 'find x', 'commit']);
    expect(checklists.size).toBe(0);
  });
});
