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
  PAYMENT_SPLIT_DONE: 'Comissão (split) paga ao parceiro',
  PAYMENT_SPLIT_CANCELLED: 'Comissão (split) cancelada',
  PAYMENT_SPLIT_DIVERGENCE_BLOCK: 'Split bloqueado por divergência',
  PAYMENT_SPLIT_DIVERGENCE_BLOCK_FINISHED: 'Bloqueio do split por divergência encerrado',
};

/** What became of one received webhook (provider_events: problem, processed_at), as the staff log shows it. */
export const PROVIDER_EVENT_STATUS_LABELS: Labels = {
  processed: 'Processado',
  waiting: 'Aguardando a etapa anterior',
  invalid_body: 'Corpo inválido: não processado',
  unknown_checkout: 'Sem checkout correspondente',
  ambiguous_reference: 'Referência de mais de um checkout: não aplicado',
};

/** An outbound webhook delivery (webhook_deliveries.status), as the staff's deliveries list shows it. */
export const WEBHOOK_DELIVERY_STATUS_LABELS = {
  pending: 'Aguardando envio',
  succeeded: 'Entregue',
  failed: 'Falhou',
} as const satisfies Labels;

/** An outbound webhook endpoint's state, as the staff's list shows it. */
export const WEBHOOK_ENDPOINT_STATE_LABELS = {
  active: 'Ativo',
  failing: 'Falhando',
  disabled: 'Desativado',
} as const satisfies Labels;

/** Why the sender disabled an endpoint (webhook_endpoints.disabled_reason), after "Desativado em …". */
export const WEBHOOK_DISABLED_REASON_LABELS: Labels = {
  failing_5_days: 'após 5 dias de falhas',
};

/** Why a try of a delivery got no 2xx (webhook_attempts.error); http_<code> is named by its code. */
export const WEBHOOK_ATTEMPT_ERROR_LABELS: Labels = {
  timeout: 'Sem resposta no tempo limite',
  unreachable: 'Endereço inalcançável',
  address_refused: 'Endereço recusado: não é público',
  redirect: 'Redirecionamento (não seguido)',
};

export function webhookAttemptErrorLabel(error: string | null): string {
  if (error === null) return '—';
  const status = /^http_(\d{3})$/.exec(error)?.[1];
  return status === undefined ? labelFor(WEBHOOK_ATTEMPT_ERROR_LABELS, error) : `Resposta HTTP ${status}`;
}

export const REGISTRATION_STATUS_LABELS: Labels = {
  registered: 'Inscrito',
  attended: 'Participou',
  canceled: 'Cancelado',
};

/** Typed by its keys, so a qualification status always has its name. */
export const QUALIFICATION_LABELS = {
  qualified: 'Qualificado',
  not_qualified: 'Não qualificado',
} as const satisfies Labels;

/** Who handles the checkout (checkouts.provider, provider_events.provider). */
export const PAYMENT_PROVIDER_LABELS: Labels = {
  sandbox: 'Sandbox (teste, sem cobrança)',
  asaas: 'Asaas',
};

/** What was sold (checkouts.offer_code). */
export const OFFER_LABELS: Labels = {
  'ia-na-pratica': 'Programa IA NA PRÁTICA',
  'imersao-ia-na-pratica': 'Imersão IA na Prática',
};

/** The ads outbox (tracking_events.status). */
export const TRACKING_STATUS_LABELS: Labels = {
  pending: 'Na fila',
  held: 'Retido (aguardando o aceite de cookies)',
  refused: 'Não enviado (recusou os anúncios)',
  sending: 'Enviando',
  delivered: 'Entregue',
  expired: 'Descartado (antigo demais para o Meta)',
  failed: 'Falhou',
};

/** Ads and analytics events the pages and the server send (tracking_events.event_name). */
export const TRACKING_EVENT_LABELS: Labels = {
  PageView: 'Visualização de página',
  Lead: 'Lead',
  LeadCaptured: 'Lead capturado',
  FormStart: 'Formulário iniciado',
  FormSubmit: 'Formulário enviado',
  InstagramProvided: 'Instagram informado',
  CTAClick: 'Clique em chamada para ação',
  InitiateCheckout: 'Checkout iniciado',
  CompleteRegistration: 'Inscrição concluída',
  Purchase: 'Compra',
  ThankYou: 'Página de obrigado',
  NotFound: 'Página não encontrada',
  PageNotFound: 'Página não encontrada',
};

/** Where a lead or an event came from inside the product (lead_source, source parameters). */
export const SOURCE_LABELS: Labels = {
  mentoria_modal: 'Modal de mentoria',
  lead_capture: 'Formulário de lead',
  exit_popup: 'Pop-up de saída',
  partner_page: 'Página de parceiro',
  embed: 'Widget incorporado',
  'funil-widget': 'Widget do Funil',
};

/** What a lead did, as lead_interactions.interaction_type names it. */
export const INTERACTION_TYPE_LABELS: Labels = {
  whatsapp_click: 'Clicou no WhatsApp',
  form_submit: 'Enviou o formulário',
  form_start: 'Começou o formulário',
  cta_click: 'Clicou em uma chamada para ação',
  payment_click: 'Clicou em pagar',
  checkout_click: 'Abriu o checkout',
  video_play: 'Assistiu ao vídeo',
  download: 'Baixou um material',
  message_sent: 'Mensagem enviada',
  message_received: 'Mensagem recebida',
  // Sent by a browser that could not prove it is the lead's own (decision 0019): kept for staff to
  // read, never written over what the lead had.
  unverified_save: 'Cadastro reenviado (navegador não confirmado)',
  unverified_instagram: 'Instagram informado (navegador não confirmado)',
  unverified_interaction: 'Interação registrada (navegador não confirmado)',
};

/** Where a lead came from first (credited) and most recently (shown beside it), decision 0019. */
export const ATTRIBUTION_LABELS = {
  firstTouch: 'Primeiro contato',
  lastTouch: 'Último contato',
  lastTouchLeads: 'Leads com último contato por aqui',
  lastTouchSales: 'Vendas com último contato por aqui',
  lastTouchRevenue: 'Receita com último contato por aqui',
  noPartner: 'Sem parceiro',
} as const;

/** A partner's commission by state (issue 31: the ledger's `commissions.status`). */
export const COMMISSION_STATUS_LABELS: Labels = {
  pending: 'Pendente',
  released: 'Liberada',
  cancelled: 'Cancelada',
  reversed: 'Estornada',
};

/** Why a commission stands where it does, besides the provider's own reasons (kept as it sent them). */
export const COMMISSION_REASON_LABELS: Labels = {
  sem_carteira: 'Sem carteira Asaas: pagar à mão',
  sem_split: 'Provedor sem split: pagar à mão',
  parcelado: 'Cartão parcelado: pagar à mão',
  bloqueio_divergencia: 'Split bloqueado por divergência no Asaas',
  divergencia_encerrada: 'Bloqueio por divergência encerrado',
  PAYMENT_REFUNDED: 'Pagamento estornado',
  PAYMENT_CHARGEBACK_REQUESTED: 'Chargeback',
};

/** The commissions CSV's columns (GET /api/admin/partners/commissions.csv). */
export const COMMISSION_CSV_LABELS = {
  id: 'Comissão',
  checkoutId: 'Checkout',
  partnerCode: 'Código do parceiro',
  partnerName: 'Parceiro',
  launch: 'Lançamento',
  offer: 'Oferta',
  percent: 'Comissão (%)',
  fixed: 'Comissão fixa (R$)',
  base: 'Valor da venda (R$)',
  amount: 'Comissão (R$)',
  status: 'Situação',
  reason: 'Motivo',
  wallet: 'Carteira Asaas',
  createdAt: 'Criada em',
  releasedAt: 'Liberada em',
  cancelledAt: 'Cancelada em',
  reversedAt: 'Estornada em',
} as const;

/** WhatsApp message templates of an event (event_message_templates.message_type). */
export const TEMPLATE_TYPE_LABELS: Labels = {
  checkout_abandonado: 'Checkout abandonado',
  lead_engajado: 'Lead engajado',
  boas_vindas: 'Boas-vindas',
  lembrete: 'Lembrete',
  lembrete_dia_anterior: 'Lembrete na véspera',
  lembrete_uma_hora: 'Lembrete 1 hora antes',
  inicio: 'Início do evento',
  confirmacao: 'Confirmação',
  debriefing: 'Debriefing',
};

/** The device category behaviour is counted by. */
export const DEVICE_LABELS: Labels = {
  mobile: 'Celular',
  tablet: 'Tablet',
  desktop: 'Computador',
  unknown: 'Não identificado',
};

/** A clicked element's kind (its tag name), when it had no id or text to name it by. */
export const ELEMENT_TYPE_LABELS: Labels = {
  button: 'Botão',
  a: 'Link',
  input: 'Campo',
  select: 'Lista de opções',
  textarea: 'Caixa de texto',
  img: 'Imagem',
  video: 'Vídeo',
  div: 'Bloco',
  span: 'Texto',
  p: 'Parágrafo',
  section: 'Seção',
  label: 'Rótulo',
  'funil-widget': 'Widget do Funil (formulário ou pop-up)',
  'funil-lead-capture': 'Widget do Funil: formulário de lead',
  'funil-exit-intent': 'Widget do Funil: pop-up de saída',
  'funil-payment': 'Widget do Funil: pagamento',
};

/** The WhatsApp follow-up cadence (leads.cadence_status). */
export const CADENCE_STATUS_LABELS: Labels = {
  inactive: 'Inativa',
  active: 'Ativa',
  paused: 'Pausada',
  completed: 'Concluída',
  stopped: 'Interrompida',
  opted_out: 'Pediu para sair (SAIR/PARAR)',
};

/** What a consent was given for (consents.purposes). */
export const CONSENT_PURPOSE_LABELS: Labels = {
  contact: 'Contato por WhatsApp',
  marketing: 'Ofertas e novidades',
  analytics: 'Medição de audiência',
  ads: 'Anúncios personalizados',
};

/** Query parameters of the landing address (leads.url_params), by the names ads and links use. */
export const URL_PARAM_LABELS: Labels = {
  utm_source: 'Origem',
  utm_medium: 'Mídia',
  utm_campaign: 'Campanha',
  utm_content: 'Conteúdo',
  utm_term: 'Termo',
  fbclid: 'Clique do Facebook',
  gclid: 'Clique do Google',
  ref: 'Referência',
  lead: 'Lead',
  nome: 'Nome',
  celular: 'Celular',
  source: 'Fonte',
};

/** What the browser said about itself on a visit (leads.device_info). */
export const DEVICE_INFO_LABELS: Labels = {
  deviceType: 'Tipo de aparelho',
  device_type: 'Tipo de aparelho',
  type: 'Tipo de aparelho',
  device: 'Aparelho',
  userAgent: 'Navegador',
  user_agent: 'Navegador',
  platform: 'Sistema',
  language: 'Idioma',
  languages: 'Idiomas',
  screenWidth: 'Largura da tela',
  screen_width: 'Largura da tela',
  screenHeight: 'Altura da tela',
  screen_height: 'Altura da tela',
  width: 'Largura da janela',
  height: 'Altura da janela',
  viewportWidth: 'Largura da janela',
  viewportHeight: 'Altura da janela',
  pixelRatio: 'Densidade da tela',
  timezone: 'Fuso horário',
  timeZone: 'Fuso horário',
  touch: 'Tela de toque',
};

/** A stored value's pt-BR name; a value no list knows yet is shown as stored rather than hidden. */
export function labelFor(labels: Labels, value: string | null | undefined, empty = '—'): string {
  if (value === null || value === undefined || value === '') return empty;
  return labels[value] ?? value;
}

/** Every column of a lead (spec §3 and the staff's own), as staff read it. */
export const LEAD_FIELD_LABELS: Labels = {
  id: 'Identificador',
  name: 'Nome',
  email: 'E-mail',
  phone: 'WhatsApp',
  instagram: 'Instagram',
  region: 'Região (pelo DDD)',
  partner_code: 'Parceiro',
  created_at: 'Cadastrado em',
  updated_at: 'Atualizado em',
  anonymized_at: 'Anonimizado em',
  journey_stage: 'Etapa da jornada',
  conversion_stage: 'Etapa de conversão',
  utm_source: 'Origem (UTM)',
  utm_medium: 'Mídia (UTM)',
  utm_campaign: 'Campanha (UTM)',
  utm_content: 'Conteúdo (UTM)',
  utm_term: 'Termo (UTM)',
  referrer: 'Site de onde veio',
  landing_page: 'Página de entrada',
  url_params: 'Parâmetros do endereço',
  last_visit: 'Última visita',
  visit_count: 'Visitas',
  visit_timestamp: 'Visita registrada em',
  visit_pending: 'Visita a registrar',
  last_page_visit: 'Última página visitada',
  device_info: 'Aparelho',
  clicks_data: 'Cliques',
  page_views: 'Páginas vistas',
  time_on_page: 'Tempo total nas páginas',
  instagram_processed: 'Instagram consultado',
  instagram_processed_at: 'Instagram consultado em',
  instagram_profile_id: 'Perfil do Instagram guardado',
  checkout_status: 'Situação do checkout',
  checkout_url: 'Link do checkout',
  checkout_created_at: 'Checkout criado em',
  checkout_updated_at: 'Checkout atualizado em',
  checkout_visited_at: 'Checkout visitado em',
  checkout_abandoned_at: 'Checkout abandonado em',
  pix_qrcode: 'QR Code do PIX',
  pix_url: 'Link do PIX',
  pix_code: 'PIX copia e cola',
  pix_expiration_date: 'PIX expira em',
  pix_generated_at: 'PIX gerado em',
  payment_provider_transaction_key: 'Transação no provedor de pagamento',
  has_purchased: 'Comprou',
  purchase_date: 'Data da compra',
  purchase_id: 'Checkout da compra',
  plan_name: 'Plano',
  plan_key: 'Código do plano',
  product_key: 'Código do produto',
  trans_installments: 'Parcelas',
  trans_value: 'Valor pago',
  trans_status: 'Situação do pagamento',
  trans_status_code: 'Código da situação do pagamento',
  engagement_score: 'Pontuação de engajamento',
  conversion_probability: 'Probabilidade de compra',
  cadence_status: 'Cadência de mensagens',
  cadence_step: 'Passo da cadência',
  cadence_attempts: 'Tentativas na cadência',
  cadence_next_attempt_at: 'Próxima tentativa da cadência',
  cadence_last_attempt_at: 'Última tentativa da cadência',
  last_message_sent_at: 'Última mensagem enviada em',
  last_message_received_at: 'Última mensagem recebida em',
  messages_count: 'Mensagens trocadas',
  last_message_content: 'Última mensagem',
  last_interaction_at: 'Última interação em',
  qualification_status: 'Qualificação',
  qualified_at: 'Qualificado em',
  qualified_by: 'Qualificado por',
  lead_at: 'Virou lead em',
  // The latest touch, beside the first one the columns above keep (decision 0019).
  last_partner_code: 'Parceiro do último contato',
  last_utm_source: 'Origem do último contato (UTM)',
  last_utm_medium: 'Mídia do último contato (UTM)',
  last_utm_campaign: 'Campanha do último contato (UTM)',
  last_utm_content: 'Conteúdo do último contato (UTM)',
  last_utm_term: 'Termo do último contato (UTM)',
  last_referrer: 'Site de onde veio no último contato',
  last_landing_page: 'Página de entrada do último contato',
  last_touch_at: 'Último contato em',
};

/**
 * A lead who answered SAIR or PARAR, or took back their consent to be contacted (the server's
 * domain/whatsapp/opt-out.ts decides): the badge every staff screen shows beside the lead, the
 * reason beside each WhatsApp action it disables, and the leads export's column.
 */
export const OPT_OUT_LABELS = {
  badge: 'Não quer mensagens',
  reason: 'WhatsApp desativado: o lead respondeu SAIR ou PARAR ou retirou o consentimento de contato.',
  csvHeader: 'Não quer mensagens (WhatsApp)',
} as const;
