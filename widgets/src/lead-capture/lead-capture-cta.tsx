// The embed's call-to-action: a button that opens the lead modal (React hosts draw their own).
import { LeadModal, type LeadModalProps } from './lead-modal.tsx';

export interface LeadCaptureCtaProps
  extends Pick<
    LeadModalProps,
    'apiBase' | 'nonce' | 'partner' | 'onComplete' | 'onLeadCaptured' | 'confirmation' | 'tracker'
  > {
  label: string;
  /** False when the page opens the modal itself through window.Funil.open(). */
  showButton: boolean;
  open: boolean;
  onOpen(): void;
  onClose(): void;
}

export function LeadCaptureCta({ label, showButton, open, onOpen, onClose, ...modal }: LeadCaptureCtaProps) {
  return (
    <>
      {showButton ? (
        <button type="button" className="funil-button funil-cta" aria-haspopup="dialog" onClick={onOpen}>
          {label}
        </button>
      ) : null}
      <LeadModal open={open} onClose={onClose} {...modal} />
    </>
  );
}
