// A 'talk to us on WhatsApp' link with a prefilled message, or nothing when the build has no team
// number: never a link that leads nowhere, and never a note about the site's setup for a visitor.

import { teamWhatsAppLink } from '../content/whatsapp.ts';
import { ExternalLink } from './external-link.tsx';

export interface WhatsAppActionProps {
  label: string;
  message: string;
  secondary?: boolean;
}

export function WhatsAppAction({ label, message, secondary = false }: WhatsAppActionProps) {
  const href = teamWhatsAppLink(message);
  if (!href) return null;
  return (
    <ExternalLink className={secondary ? 'cta cta--secondary' : 'cta'} href={href}>
      {label}
    </ExternalLink>
  );
}
