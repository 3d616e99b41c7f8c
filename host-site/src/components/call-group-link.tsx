// The free call's WhatsApp group, where staff set its link (launch settings); nothing without one.
import { ExternalLink } from './external-link.tsx';

export function CallGroupLink({ url, secondary = false }: { url: string | null; secondary?: boolean }) {
  if (!url) return null;
  return (
    <ExternalLink className={secondary ? 'cta cta--secondary' : 'cta'} href={url}>
      Entrar no grupo da call no WhatsApp
    </ExternalLink>
  );
}
