// A lead who asked for no messages (SAIR, PARAR or consent taken back; the server decides and says
// so as `optedOut`): the badge beside the lead on every staff screen, and a WhatsApp action that
// stays visible but disabled, with the reason as text the button is described by.
import { OPT_OUT_LABELS } from '@funil/core/labels';
import { type ReactNode, useId } from 'react';

export function OptOutBadge({ optedOut }: { optedOut: boolean }) {
  if (!optedOut) return null;
  return (
    <span className="admin-optout-badge" title={OPT_OUT_LABELS.reason}>
      {OPT_OUT_LABELS.badge}
    </span>
  );
}

interface ActionProps {
  optedOut: boolean;
  /** The chat to open; null when the server gave none (an opted-out lead). */
  href: string | null;
  className?: string;
  /** The link's accessible name, e.g. "Chamar Ana no WhatsApp (abre em nova aba)". */
  ariaLabel?: string;
  onClick?: () => void;
  children: ReactNode;
}

/** An action that would write to an opted-out lead: its words, disabled, and why. */
export function DisabledWhatsAppAction({ className, children }: { className?: string; children: ReactNode }) {
  const reasonId = useId();
  return (
    <span className="admin-optout-action">
      <button type="button" className={className} disabled aria-describedby={reasonId}>
        {children}
      </button>
      <small id={reasonId} className="admin-optout-action__reason">
        {OPT_OUT_LABELS.reason}
      </small>
    </span>
  );
}

/** The link to the chat, or for an opted-out lead the same words, disabled, and why. */
export function WhatsAppAction({ optedOut, href, className, ariaLabel, onClick, children }: ActionProps) {
  if (optedOut || href === null) {
    return <DisabledWhatsAppAction className={className}>{children}</DisabledWhatsAppAction>;
  }
  return (
    <a
      className={className}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={ariaLabel}
      onClick={onClick}
    >
      {children}
    </a>
  );
}
