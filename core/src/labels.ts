// pt-BR names for the values staff see: stages, statuses, provider events, methods. Screens and
// exports read them here, so a value is called the same everywhere and never shown as stored.

type Labels = Readonly<Record<string, string>>;

export const JOURNEY_STAGE_LABELS: Labels = {
  lead: 'Lead',
  customer: 'Cliente',
};

export const CONVERSION_STAGE_LABELS: Labels = {
  visitor: 'Visitante',
  new_lead: 'Novo lead',
  payment_approved: 'Pagamento aprovado',
};

/** What became of one checkout (checkouts.status, leads.checkout_status). */
export const CHECKOUT_STATUS_LABELS: Labels = {
  pending: 'Aguardando link',
  created: 'Criado',
  visited: 'Visitado',
  paid: 'Pago',
  expired: 'Expirado',
  canceled: 'Cancelado',
  failed: 'Falhou',
  refunded: 'Reembolsado',
  partially_refunded: 'Reembolsado em parte',
  chargeback: 'Contestado (chargeback)',
  chargeback_dispute: 'Chargeback em disputa',
};

export const PAYMENT_METHOD_LABELS: Labels = {
  pix: 'PIX',
  'credit-card': 'Cartão',
  multi: 'PIX ou cartão',
  PIX: 'PIX',
  CREDIT_CARD: 'Cartão',
};

/** The payment provider's webhook events, as the staff log shows them. */
export const PROVIDER_EVENT_LABELS: Labels = {
  CHECKOUT_CREATED: 'Checkout criado',
  CHECKOUT_PAID: 'Checkout pago',
  CHECKOUT_EXPIRED: 'Checkout expirado',
  CHECKOUT_CANCELED: 'Checkout cancelado',
  PAYMENT_CREATED: 'Cobrança criada',
  PAYMENT_CONFIRMED: 'Pagamento confirmado',
  PAYMENT_RECEIVED: 'Pagamento recebido',
  PAYMENT_OVERDUE: 'Pagamento vencido',
  PAYMENT_REFUNDED: 'Pagamento reembolsado',
  PAYMENT_PARTIALLY_REFUNDED: 'Pagamento reembolsado em parte',
  PAYMENT_REFUND_IN_PROGRESS: 'Reembolso em andamento',
  PAYMENT_CHARGEBACK_REQUESTED: 'Chargeback solicitado',
  PAYMENT_CHARGEBACK_DISPUTE: 'Chargeback em disputa',
  PAYMENT_AWAITING_CHARGEBACK_REVERSAL: 'Aguardando reversão do chargeback',
  PAYMENT_DELETED: 'Cobrança removida',
  PAYMENT_RESTORED: 'Cobrança restaurada',
};

export const REGISTRATION_STATUS_LABELS: Labels = {
  registered: 'Inscrito',
  attended: 'Participou',
  canceled: 'Cancelado',
};

export const QUALIFICATION_LABELS: Labels = {
  qualified: 'Qualificado',
  not_qualified: 'Não qualificado',
};

/** A stored value's pt-BR name; a value no list knows yet is shown as stored rather than hidden. */
export function labelFor(labels: Labels, value: string | null | undefined, empty = '—'): string {
  if (value === null || value === undefined || value === '') return empty;
  return labels[value] ?? value;
}
