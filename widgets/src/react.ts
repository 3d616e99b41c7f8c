// The React entry: the only export surface for React hosts (the host site draws its own CTA).
export { LeadModal, type LeadModalInitialState, type LeadModalProps } from './lead-capture/lead-modal.tsx';
export type { CapturedLead } from './lead-capture/lead-store.ts';
