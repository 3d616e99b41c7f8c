// How the partners screen names and explains the partner's own site (partners.site_origin).
export const PARTNER_SITE_LABEL = 'Site do parceiro';
export const PARTNER_SITE_HINT =
  'Só o começo do endereço, como https://www.loja.com.br. Quem desiste de um pagamento começado nas páginas desse site volta para elas; de um site não cadastrado, volta para a nossa página de pagamento cancelado.';
export const PARTNER_SITE_EMPTY = 'não cadastrado';
