// The WhatsApp screens' own tabs: the cadences and what they recovered.
import { NavLink } from 'react-router';

export function WhatsAppTabs() {
  return (
    <nav aria-label="Telas do WhatsApp">
      <ul className="whatsapp-tabs">
        <li>
          <NavLink to="/admin/cadencias">Cadências</NavLink>
        </li>
        <li>
          <NavLink to="/admin/whatsapp/recuperacao">Recuperação de vendas</NavLink>
        </li>
      </ul>
    </nav>
  );
}
