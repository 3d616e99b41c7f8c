// The lead store the public lead use cases run on, inside one transaction per call
// (storage/leads-repository.ts implements it; app.ts wires it).
import type { LeadSummary } from '../public-lead.ts';
import type { InteractionStore } from '../record-interaction.ts';
import type { VisitStore } from '../register-visit.ts';
import type { LeadStore } from '../save-lead.ts';
import type { BehaviourStore } from '../update-behaviour.ts';
import type { InstagramStore } from '../update-instagram.ts';
import type { TransactionScope } from './transaction-scope.ts';

/** What a page reads about its lead, outside any transaction. */
export interface LeadSummaryReader {
  findSummary(id: string): Promise<LeadSummary | undefined>;
}

export interface LeadsStore
  extends LeadStore,
    InstagramStore,
    VisitStore,
    BehaviourStore,
    InteractionStore,
    LeadSummaryReader {}

/**
 * Runs work in one transaction, so a use case's look-ups and writes see one state and its
 * phone lock holds until the end.
 */
export type LeadStoreScope = TransactionScope<LeadsStore>;
