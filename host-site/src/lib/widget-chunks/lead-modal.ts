// The split point of the LeadModal: importing the widget by name here lets the bundler keep its code
// (and only its code) in a chunk of its own, fetched on first use through lazy-widgets.ts.
export { LeadModal, resumePendingLeads } from '@funil/widgets/react';
