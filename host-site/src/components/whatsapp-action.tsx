// A 'talk to us on WhatsApp' link with a prefilled message, or nothing when the launch settings have
// no team number: never a link that leads nowhere, and never a note about the site's setup for a visitor.

import { teamWhatsAppLink } from '../content/whatsapp.ts';
import { ExternalLink } from './external-link.tsx';

export interface WhatsAppActionProps {
  label: string;
  message: string;
  /** The team's WhatsApp from the launch settings (settings.contacts.teamWhatsapp). */
  number: string | null;
  secondary?: boolean;
}

export function WhatsAppAction({ label, message, number, secondary = false }: WhatsAppActionProps) {
  const href = teamWhatsAppLink(number, message);
  if (!href) return null;
  return (
    <ExternalLink className={secondary ? 'cta cta--secondary' : 'cta'} href={href}>
      {label}
    </ExternalLink>
  );
}
