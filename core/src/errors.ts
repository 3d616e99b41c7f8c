// The pt-BR error catalogue: a stable code for programs, a message for people.
import { FORM_ERRORS } from './form-errors.ts';
import { INSTAGRAM_HANDLE_INVALID } from './instagram.ts';
import { WHATSAPP_STAFF_ERRORS } from './whatsapp-staff-errors.ts';

export const ERRORS = {
  invalid_json: 'Não conseguimos ler os dados enviados. Envie um JSON válido.',
  json_too_deep: 'Os dados enviados têm níveis demais, um dentro do outro. Envie uma estrutura mais simples.',
  validation_failed: 'Alguns dados estão inválidos. Confira e tente novamente.',
  ...FORM_ERRORS,
  not_found: 'Página ou recurso não encontrado.',
  internal_error: 'Erro interno. Tente novamente em instantes.',
  storage_full: 'Não conseguimos salvar agora. Tente novamente em alguns minutos.',
  payload_too_large: 'Os dados enviados são grandes demais.',
  site_not_built: 'O site ainda não foi gerado. Rode "pnpm build" e recarregue a página.',
  lead_not_found: 'Não encontramos seu cadastro. Preencha seus dados novamente para continuar.',
  /** A change to a lead without the secret its save gave this browser (decision 0019). */
  lead_token_invalid:
    'Não conseguimos confirmar seu cadastro neste navegador. Preencha seus dados novamente para continuar.',
  /** A lead save naming a consent notice this server never showed (consent-notice.ts). */
  consent_version_unknown:
    'Não reconhecemos a versão do aviso de privacidade deste formulário. Recarregue a página e envie seus dados novamente.',
  /** The cookie notice's answer naming a text version this server never showed (ad-consent.ts). */
  ad_consent_version_unknown:
    'Não reconhecemos a versão do aviso de cookies desta página. Recarregue a página e responda novamente.',
  event_not_found: 'Evento não encontrado.',
  message_type_required: 'Informe o tipo de mensagem.',
  interaction_type_required: 'Informe o tipo de interação.',
  rate_limited: 'Muitas requisições. Aguarde um momento.',
  partner_not_found: 'Parceiro não encontrado ou inativo. Confira o link que você recebeu.',
  /** The partner's private results link: no secret, an unknown one, or one staff replaced (issue 31). */
  partner_link_invalid: 'Link inválido ou trocado. Peça um novo link à equipe.',
  // Instagram look-up (spec §8); the preview card shows them and the visitor may go on without it.
  instagram_username_required: 'Digite seu nome de usuário do Instagram',
  /** A handle no account can have ('ana maria', 'ana!', '@@ana'): nothing is looked up. */
  instagram_username_invalid: INSTAGRAM_HANDLE_INVALID,
  instagram_not_found: 'Usuário não encontrado. Verifique se digitou corretamente.',
  instagram_rate_limited: 'Limite de requisições excedido. Tente novamente mais tarde.',
  instagram_forbidden: 'Acesso negado.',
  /** '{status}' is replaced by the upstream's HTTP status. */
  instagram_upstream_error: 'Erro na API: {status}',
  instagram_timeout: 'Tempo limite excedido. Verifique sua conexão.',
  instagram_invalid_data: 'Dados inválidos retornados pela API',
  // Checkout and payment webhooks; the payment modal shows them after its own §8 prefix.
  payment_method_mismatch: 'A forma de pagamento não corresponde ao endereço chamado.',
  offer_unavailable: 'Esta oferta não está disponível no momento.',
  payment_provider_error: 'Servidor de pagamentos temporariamente indisponível',
  payment_provider_timeout: 'Timeout ao conectar com o servidor de pagamentos. Tente novamente.',
  webhook_unauthorized: 'Token do webhook ausente ou inválido.',
  // The embedded sandbox checkout (tests and local runs only).
  sandbox_cross_site:
    'Pedido recusado: a simulação de pagamento só aceita cliques feitos na própria página de teste. Nada foi alterado.',
  // Ads events that claim money (POST /api/tracking/events).
  tracking_value_unbacked:
    'Evento com valor recusado: nenhum checkout ou pagamento registrado no servidor corresponde a ele.',
  // The thank-you page's purchase (POST /api/purchases/{id}/browser-event).
  purchase_not_found: 'Compra não encontrada ou pagamento ainda não confirmado.',
  purchase_already_reported: 'Esta compra já foi registrada.',
  // The thank-you page's read of one purchase (GET /api/purchases/{id}).
  purchase_unknown: 'Não encontramos uma compra com este link.',
  // Staff area (/api/admin).
  unauthorized: 'Sua sessão expirou ou você não entrou. Faça login novamente.',
  forbidden: 'Você não tem permissão para esta ação.',
  csrf_rejected: 'Requisição recusada: origem não confirmada. Recarregue a página e tente de novo.',
  unsupported_media_type: 'Envie os dados como JSON (Content-Type: application/json).',
  login_failed: 'E-mail ou senha incorretos.',
  login_throttled: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
  // Staff operations: customer success, debriefing, partners, LGPD.
  staff_lead_not_found: 'Lead não encontrado. Ele pode ter sido excluído.',
  buyer_not_found: 'Comprador não encontrado: este lead ainda não tem compra registrada.',
  registration_not_found: 'Inscrição não encontrada.',
  staff_partner_not_found: 'Parceiro não encontrado.',
  partner_code_taken: 'Já existe um parceiro com este código.',
  partner_code_invalid: 'Use no código só letras sem acento, números, ponto, hífen ou sublinhado (até 60).',
  partner_name_required: 'Informe o nome do parceiro.',
  partner_site_origin_invalid:
    'Informe só o começo do endereço do site do parceiro, com http:// ou https://, por exemplo https://www.loja.com.br.',
  partner_commission_percent_invalid:
    'Informe a comissão em porcentagem, de 0 a 100, com no máximo duas casas decimais (por exemplo 10 ou 12,5).',
  partner_offer_commission_invalid:
    'Informe em cada comissão fixa o código de uma oferta e um valor em centavos maior que zero (até R$ 100.000,00).',
  partner_offer_commission_repeated: 'Cada oferta pode ter só uma comissão fixa.',
  partner_wallet_invalid:
    'Informe o walletId da carteira Asaas do parceiro (um UUID como 0b763922-aa88-4cbe-a567-e3fe8511fa06).',
  lead_already_anonymized: 'Este lead já foi anonimizado.',
  lead_search_too_short: 'Digite pelo menos 2 letras ou números do nome, telefone ou e-mail.',
  // Launch settings (/api/admin/launch-settings), one message per field.
  launch_date_invalid: 'Informe uma data válida (dia, mês e ano).',
  launch_time_invalid: 'Informe um horário válido, no formato HH:MM.',
  launch_end_time_invalid: 'O horário de término deve ser depois do início.',
  launch_price_invalid: 'Informe um valor em reais maior que zero, com no máximo dois centavos.',
  launch_installments_invalid: 'Informe de 1 a 24 parcelas.',
  launch_card_total_invalid: 'O total no cartão não pode ser menor que o preço no PIX.',
  launch_location_invalid: 'Informe o local (até 120 caracteres).',
  launch_zoom_invalid: 'Use o link da reunião do Zoom (https://…zoom.us/…).',
  launch_group_invalid: 'Use o link de convite do grupo (https://chat.whatsapp.com/…).',
  launch_whatsapp_invalid: 'Informe o WhatsApp com DDI e DDD, só números (ex.: 5511912345678).',
  launch_email_invalid: 'Informe um e-mail válido (ex.: contato@suaempresa.com.br).',
  launch_meta_pixel_invalid: 'O ID do pixel da Meta tem só números (de 5 a 30).',
  launch_tiktok_pixel_invalid: 'O ID do pixel do TikTok tem letras maiúsculas e números (de 10 a 30).',
  launch_analytics_invalid: 'O ID do Google Analytics começa com G- (ex.: G-ABC123XYZ).',
  launch_state_invalid: 'Escolha a fase do lançamento.',
  launch_option_invalid: 'Marque ou desmarque a opção.',
  // Launches (/api/admin/launches).
  launch_name_invalid: 'Informe o nome do lançamento (de 3 a 80 caracteres).',
  launch_slug_invalid:
    'Use no endereço do lançamento só letras minúsculas sem acento, números e hífens (de 3 a 60).',
  launch_slug_taken: 'Já existe um lançamento com este endereço. Escolha outro.',
  launch_not_found: 'Lançamento não encontrado.',
  launch_closed: 'Este lançamento foi encerrado e não pode mais ser alterado.',
  launch_is_current: 'Este é o lançamento atual do site: publique outro antes de encerrá-lo.',
  // The launch's texts (core/src/launch-texts.ts): an empty one is the template's words, never an error.
  launch_text_invalid: 'Escreva um texto, ou deixe o campo vazio para usar o do modelo.',
  launch_text_line_too_long: 'Use no máximo 160 caracteres neste campo.',
  launch_text_too_long: 'Use no máximo 600 caracteres neste campo.',
  launch_text_list_too_long: 'Use no máximo 1.500 caracteres nesta lista.',
  launch_text_items_too_long: 'Use no máximo 2.500 caracteres, somando todos os itens.',
  // Tickets for a launch's events (core/src/ticket-offers.ts).
  offer_sold_out:
    'Os ingressos deste evento se esgotaram. Entre na lista de espera para ser avisado se abrir uma vaga.',
  ticket_event_invalid: 'Escolha um evento deste lançamento para o ingresso.',
  ticket_name_invalid: 'Informe o nome do ingresso (de 3 a 120 caracteres).',
  ticket_price_invalid: 'Informe o preço do ingresso em reais, de R$ 1,00 a R$ 100.000,00.',
  ticket_capacity_invalid: 'Informe quantas vagas o evento tem (de 1 a 100.000).',
  ticket_capacity_below_taken:
    'A capacidade não pode ficar abaixo dos ingressos já vendidos ou reservados em checkouts abertos.',
  // Prices on the page (core/src/offer-pricing.ts): coupons, batches, bumps and the PIX charge.
  coupon_not_found: 'Cupom não encontrado. Confira o código e tente de novo.',
  coupon_not_started: 'Este cupom ainda não está valendo.',
  coupon_expired: 'Este cupom expirou.',
  coupon_used_up: 'Este cupom já foi usado o número máximo de vezes.',
  offer_closed: 'As vendas desta oferta estão encerradas.',
  bump_unavailable: 'Um dos itens adicionais não está mais disponível. Atualize a página e escolha de novo.',
  cpf_invalid: 'CPF inválido. Confira os 11 números.',
  buyer_name_invalid: 'Informe seu nome completo.',
  buyer_email_invalid: 'Informe um e-mail válido.',
  buyer_phone_invalid: 'Informe um WhatsApp válido, com DDD.',
  charge_not_found: 'Não encontramos esta cobrança. Gere uma nova.',
  // Staff's batches, coupons and bumps of a launch's offer (core/src/offer-pricing-admin.ts).
  pricing_date_invalid: 'Informe uma data e hora válidas, ou deixe em branco.',
  pricing_window_invalid: 'O fim precisa ser depois do início.',
  batch_price_invalid: 'Informe o preço do lote no PIX em reais, de R$ 1,00 a R$ 100.000,00.',
  batch_card_total_invalid:
    'Informe o total do lote no cartão em reais, de R$ 1,00 a R$ 100.000,00, e não menor que o preço no PIX.',
  batch_quantity_invalid:
    'Informe a quantidade do lote (de 1 a 100.000), ou deixe em branco para não limitar.',
  batch_quantity_below_taken:
    'A quantidade do lote não pode ficar abaixo das unidades já vendidas ou reservadas em checkouts abertos.',
  batch_has_sales:
    'Um lote com vendas ou reservas não pode ser removido. Para encerrá-lo, coloque a data de fim no passado.',
  batch_not_found: 'Um dos lotes não existe mais. Recarregue a página e tente de novo.',
  batches_too_many: 'Use no máximo 10 lotes por oferta.',
  coupon_code_invalid: 'Use no código do cupom de 2 a 40 letras sem acento, números, hífens ou sublinhados.',
  coupon_code_duplicate: 'Dois cupons têm o mesmo código. Use um código diferente para cada cupom.',
  coupon_kind_invalid: 'Escolha o tipo do cupom: percentual ou valor fixo.',
  coupon_percent_invalid: 'Informe um desconto percentual de 1 a 100.',
  coupon_amount_invalid: 'Informe o valor do desconto em reais, de R$ 0,01 a R$ 100.000,00.',
  coupon_max_uses_invalid:
    'Informe o limite de usos (de 1 a 1.000.000), ou deixe em branco para não limitar.',
  coupon_not_known: 'Um dos cupons não existe mais. Recarregue a página e tente de novo.',
  coupons_too_many: 'Use no máximo 50 cupons por oferta.',
  bumps_too_many: 'Use no máximo 5 order bumps por oferta.',
  bump_offer_invalid: 'Escolha para o order bump uma oferta ativa deste lançamento.',
  bump_is_offer: 'O order bump precisa ser outra oferta, não a própria oferta do programa.',
  bump_duplicate: 'A mesma oferta aparece em dois order bumps. Escolha ofertas diferentes.',
  bump_price_invalid: 'Informe o preço do order bump em reais, de R$ 1,00 a R$ 100.000,00.',
  bump_pitch_invalid: 'Escreva a frase do order bump em uma linha, de 3 a 140 caracteres.',
  program_offer_missing: 'Este lançamento ainda não tem a oferta do programa.',
  // The producer's outbound webhooks (/api/admin/webhooks, core/src/webhook-admin.ts).
  webhook_url_invalid: 'Informe um endereço completo que comece com https:// (até 2.000 caracteres).',
  /** The address is, or resolves to, loopback, a private network or cloud metadata (169.254.169.254). */
  webhook_url_not_public:
    'Este endereço leva à rede interna (localhost, IP privado ou de metadados) e não pode receber webhooks. Use um endereço público.',
  webhook_url_unresolved: 'Não encontramos este domínio. Confira o endereço e tente de novo.',
  webhook_events_required: 'Escolha pelo menos um evento da lista.',
  webhook_description_too_long: 'Use no máximo 200 caracteres na descrição.',
  webhook_endpoint_not_found: 'Endpoint de webhook não encontrado. Ele pode ter sido excluído.',
  webhook_delivery_not_found: 'Entrega de webhook não encontrada.',
  webhook_endpoint_disabled:
    'Este endpoint foi desativado depois de 5 dias de falhas e não recebe mais eventos. Exclua-o e cadastre o endereço de novo quando ele voltar a responder.',
  // WhatsApp staff screens (/api/admin/whatsapp).
  ...WHATSAPP_STAFF_ERRORS,
} as const;

export type ErrorCode = keyof typeof ERRORS;

/** The JSON body of every error answer: `{ error: { code, message } }`. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}
