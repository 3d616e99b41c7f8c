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

/**
 * The staff screens' word for each number, one word per definition (docs/decisions/0017); the
 * server's domain/metrics says what each counts, and every screen and export takes its label here.
 */
export const METRIC_LABELS = {
  visits: 'Visitas',
  leads: 'Leads',
  leadsWithInstagram: 'Leads com Instagram',
  newVisitors: 'Chegaram como visitantes',
  checkoutsOpened: 'Checkouts abertos',
  checkoutsVisited: 'Checkouts visitados',
  checkoutsAbandoned: 'Checkouts abandonados',
  sales: 'Vendas',
  grossRevenue: 'Receita bruta',
  refunds: 'Reembolsos',
  refundedValue: 'Valor reembolsado',
  chargebacks: 'Chargebacks',
  chargebackValue: 'Valor em chargeback',
  netRevenue: 'Receita líquida',
  averageTicket: 'Ticket médio',
  customers: 'Clientes',
  newCustomers: 'Novos clientes',
  leadConversion: 'Conversão dos leads',
} as const;

export type MetricKey = keyof typeof METRIC_LABELS;

/** What each number counts, in a line a marketer reads under it (period = São Paulo days). */
export const METRIC_HINTS: Readonly<Record<MetricKey, string>> = {
  visits: 'páginas abertas por pessoas já identificadas, no dia em que abriram',
  leads: 'pessoas que enviaram o formulário pela primeira vez no período',
  leadsWithInstagram: 'leads do período que informaram o Instagram',
  newVisitors: 'pessoas registradas por uma visita antes de qualquer formulário',
  checkoutsOpened: 'cada tentativa de pagamento enviada ao provedor conta uma vez',
  checkoutsVisited: 'checkouts abertos no período cuja página de pagamento foi aberta',
  checkoutsAbandoned: `checkouts abertos no período que expiraram, foram cancelados ou estão parados há mais de 1 hora, sem pagamento`,
  sales: 'checkouts pagos no período, mesmo os reembolsados depois',
  grossRevenue: 'soma das vendas do período',
  refunds: 'vendas do período com algum valor devolvido',
  refundedValue: 'quanto das vendas do período foi devolvido',
  chargebacks: 'vendas do período contestadas no cartão',
  chargebackValue: 'valor das vendas contestadas ainda não devolvido',
  netRevenue: 'receita bruta menos reembolsos e chargebacks',
  averageTicket: 'receita bruta dividida pelas vendas',
  customers: 'pessoas com ao menos uma venda, com ou sem formulário',
  newCustomers: 'pessoas cuja primeira venda foi no período',
  leadConversion: 'dos leads do período, quantos já compraram',
};
