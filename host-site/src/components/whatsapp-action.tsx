// A 'talk to us on WhatsApp' link with a prefilled message, or a plain notice when the build has no
// team number: never a link that leads nowhere.

import { teamWhatsAppLink, whatsAppUnavailable } from '../content/whatsapp.ts';
import { ExternalLink } from './external-link.tsx';

export interface WhatsAppActionProps {
  label: string;
  message: string;
  secondary?: boolean;
}

export function WhatsAppAction({ label, message, secondary = false }: WhatsAppActionProps) {
  const href = teamWhatsAppLink(message);
  if (!href) return <p className="notice">{whatsAppUnavailable}</p>;
  return (
    <ExternalLink className={secondary ? 'cta cta--secondary' : 'cta'} href={href}>
      {label}
    </ExternalLink>
  );
}
