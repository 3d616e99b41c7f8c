// The React entry: the only export surface for React hosts (the host site draws its own CTA).
export {
  InstagramPreviewCard,
  type InstagramPreviewCardProps,
} from './instagram-preview/instagram-preview-card.tsx';
export type { LoadingEnd, PreviewState } from './instagram-preview/preview-store.ts';
export type { InstagramProfile } from './instagram-preview/profile.ts';
export { LeadModal, type LeadModalInitialState, type LeadModalProps } from './lead-capture/lead-modal.tsx';
export type { CapturedLead } from './lead-capture/lead-store.ts';
