// The public API's catalogue: one entry per route, with the core schemas the route validates.
// A new public route needs its entry here; openapi.test.ts walks the app and says which is missing.
import { adConsentRequestSchema } from '@funil/core/ad-consent-request';
import { behaviourSchema } from '@funil/core/behaviour';
import { CHECKOUT_ENDPOINTS, checkoutRequestSchema } from '@funil/core/checkout';
import { eventRegistrationSchema, eventSlugSchema, templatesQuerySchema } from '@funil/core/event';
import { interactionSchema } from '@funil/core/interaction';
import { LAUNCH_STATES } from '@funil/core/launch-settings';
import { leadInstagramSchema, leadSaveSchema } from '@funil/core/lead';
import { FREE_LIVE_CALL, IMMERSION } from '@funil/core/offers';
import { COMMISSION_STATUSES } from '@funil/core/partner-admin';
import { PROVIDER_EVENT_PROBLEMS } from '@funil/core/payment-webhook';
import { pixChargeRequestSchema } from '@funil/core/pix-charge';
import { CHECKOUT_ID_PATTERN } from '@funil/core/purchase-report';
import { ACCESS_CHANNELS, PURCHASE_METHODS, PURCHASE_STATUSES } from '@funil/core/purchase-summary';
import { signUpsQuerySchema } from '@funil/core/sign-ups';
import { waitlistJoinSchema } from '@funil/core/ticket-offers';
import { sendEventsSchema } from '@funil/core/tracking';
import { visitSchema } from '@funil/core/visit';
import { z } from 'zod';
import type { ApiOperation } from './openapi-document.ts';

const BAD_BODY =
  'Corpo ilegível (invalid_json), aninhado demais (json_too_deep) ou inválido (validation_failed, com `fields`; no cadastro, consent_version_unknown: versão do aviso de privacidade desconhecida)';
const TOO_LARGE = 'Corpo maior que o limite (payload_too_large)';
const RATE_LIMITED = 'Limite por IP excedido (rate_limited), com Retry-After';

const TOKEN_INVALID =
  'Sem o token do lead (leadToken) deste navegador, ou com outro (lead_token_invalid): nada muda, e a resposta é a mesma exista ou não o lead';
/** The lead's secret (decision 0019): kept by the browser with the id, sent back as `leadToken`. */
const token = z
  .string()
  .describe('Segredo do navegador que salvou o lead; guarde junto do id e envie como leadToken');
const saved = z.object({ id: z.string(), created: z.boolean(), token });
const idOnly = z.object({ id: z.string() });
const visitRecorded = z.object({
  id: z.string(),
  created: z.boolean(),
  token: token.optional(),
  visitCount: z.number().int(),
  registeredForEvent: z.boolean(),
});
const id = z.string().min(1).max(100);
const instagramProfile = z.object({
  username: z.string(),
  fullName: z.string(),
  profilePicUrl: z.string(),
  followersCount: z.number().int(),
  followingCount: z.number().int(),
  postsCount: z.number().int(),
  isVerified: z.boolean(),
  biography: z.string(),
  bio: z.string(),
  source: z.enum(['instagram', 'demo']),
});
const accepted = z.object({
  received: z.number().int(),
  queued: z.number().int(),
  duplicates: z.number().int(),
  expired: z.number().int(),
  refused: z.number().int().describe('Eventos de quem recusou os anúncios no aviso de cookies: descartados'),
});

const text = z.string();
const optionalText = z.string().nullable().describe('null enquanto a equipe não configurou');
const window = { startsAt: text.describe('Início em UTC (ISO-8601)'), endsAt: text.describe('Fim em UTC') };
/** GET /api/launch-settings (core/src/launch-settings.ts, publicLaunchSettings). */
const publicLaunchSettings = z.object({
  state: z
    .enum(LAUNCH_STATES)
    .describe('capturing: call gratuita; selling: vendas; sold_out: lista de espera'),
  immersion: z.object({
    date: text.describe('AAAA-MM-DD, horário de São Paulo'),
    startTime: text.describe('HH:MM'),
    endTime: text.describe('HH:MM'),
    priceCents: z.number().int(),
    location: text,
    onSale: z.boolean(),
    ...window,
  }),
  freeCall: z.object({ date: text, time: text, zoomUrl: optionalText, ...window }),
  program: z.object({
    pixPriceCents: z.number().int(),
    cardInstallments: z.number().int(),
    cardTotalCents: z.number().int(),
    cardInstallmentCents: z.number().int(),
    name: text.describe('O nome do produto do lançamento (product.name)'),
  }),
  sales: z
    .object({ endDate: optionalText, endTime: optionalText, endsAt: optionalText })
    .describe('Fim das vendas do programa, quando há (endsAt: instante UTC); sem fim, tudo null'),
  contacts: z.object({
    teamWhatsapp: optionalText,
    callGroupUrl: optionalText,
    supportEmail: optionalText,
    privacyEmail: optionalText,
  }),
  tracking: z.object({ metaPixelId: optionalText, tiktokPixelId: optionalText, analyticsId: optionalText }),
  texts: z
    .record(z.string(), z.unknown())
    .describe(
      'Os textos do lançamento por página (core/src/launch-texts.ts), já resolvidos: os da equipe ou os do modelo, com os valores do lançamento no lugar dos marcadores; negrito **assim**, links [rótulo](https://…) e quebras de linha',
    ),
  product: z
    .object({
      name: text.describe('Nome do produto'),
      description: text.describe('Descrição'),
      included: text.describe('O que está incluído, um item por linha'),
      access: text.describe('Como o acesso é entregue'),
    })
    .describe(
      'O produto do lançamento (core/src/launch-product.ts), já resolvido: o da equipe ou o do modelo',
    ),
});

/** The calendar files' launch: the current one, or a published one by its address (issue 29). */
const resultsLaunch = z.object({
  slug: z.string(),
  name: z.string(),
  isCurrent: z.boolean(),
  from: z.string().describe('Primeiro dia como lançamento do site'),
  to: z.string().nullable().describe('Último dia; null enquanto é o atual'),
});
const count = z.number().int();
const partnerResults = z.object({
  partner: z.object({ name: z.string() }),
  launches: z.array(resultsLaunch),
  launch: resultsLaunch.nullable(),
  figures: z.object({
    leads: count.describe('Leads do parceiro (primeiro contato) no lançamento'),
    lastTouchLeads: count.describe('Leads com último contato pelo parceiro'),
    registrations: count.describe('Inscrições nos eventos do lançamento'),
    sales: count,
    grossRevenue: count.describe('Centavos'),
    lastTouchSales: count,
    lastTouchGrossRevenue: count.describe('Centavos'),
  }),
  commissions: z.array(
    z.object({ status: z.enum(COMMISSION_STATUSES), count, amountCents: count.describe('Centavos') }),
  ),
});

const calendarLaunchQuery = z.object({
  launch: z.string().optional().describe('Endereço (slug) de um lançamento publicado; sem ele, o atual'),
});

export const API_OPERATIONS: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/ping',
    tag: 'sistema',
    summary: 'Mantém o servidor acordado (keep-alive do tracker)',
    success: { 200: { description: 'Vivo', schema: z.object({ ok: z.literal(true), time: z.string() }) } },
    errors: {},
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'sistema',
    summary: 'Este documento',
    success: { 200: { description: 'OpenAPI 3.1', mediaType: 'application/json' } },
    errors: {},
  },
  {
    method: 'get',
    path: `/api/calendar/${IMMERSION.calendarFileName}`,
    tag: 'eventos',
    summary: 'O convite da imersão para a agenda (iCalendar), na data das configurações do lançamento',
    query: calendarLaunchQuery,
    success: { 200: { description: 'Arquivo .ics', mediaType: 'text/calendar' } },
    errors: { 404: 'Nenhum lançamento publicado com esse endereço (launch_not_found)' },
  },
  {
    method: 'get',
    path: `/api/calendar/${FREE_LIVE_CALL.calendarFileName}`,
    tag: 'eventos',
    summary:
      'O convite da call gratuita para a agenda (iCalendar): data, horário e link do Zoom configurados',
    query: calendarLaunchQuery,
    success: { 200: { description: 'Arquivo .ics', mediaType: 'text/calendar' } },
    errors: { 404: 'Nenhum lançamento publicado com esse endereço (launch_not_found)' },
  },
  {
    method: 'get',
    path: '/api/calendar/call-gratuita-ia-nos-negocios/agenda-google',
    tag: 'eventos',
    summary: 'Leva à agenda do Google com a call gratuita preenchida (data, horário e link configurados)',
    query: calendarLaunchQuery,
    success: { 302: { description: 'Redireciona para calendar.google.com' } },
    errors: { 404: 'Nenhum lançamento publicado com esse endereço (launch_not_found)' },
  },
  {
    method: 'get',
    path: '/api/calendar/events/{calendarFile}',
    tag: 'eventos',
    summary:
      'Um evento de um lançamento como arquivo de calendário (slug do evento + .ics), para a página de obrigado de um ingresso; o da imersão se chama imersao-ia-na-pratica.ics',
    params: { calendarFile: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.ics$/) },
    success: { 200: { description: 'O arquivo .ics', mediaType: 'text/calendar' } },
    errors: { 404: 'Evento desconhecido ou inativo (event_not_found)' },
  },
  {
    method: 'get',
    path: '/api/launch-settings',
    tag: 'eventos',
    summary:
      'O lançamento atual como as páginas o mostram (ou, com ?launch=endereço, um lançamento publicado: o data-launch de um parceiro): fase, imersão, call gratuita, preços do programa, contatos e ids dos pixels (sem dados da equipe). Cache de 30 s com ETag (If-None-Match → 304)',
    query: z.object({
      launch: z.string().optional().describe('Endereço (slug) de um lançamento publicado; sem ele, o atual'),
    }),
    success: {
      200: { description: 'As configurações públicas do lançamento', schema: publicLaunchSettings },
      304: { description: 'Não mudou desde o ETag enviado' },
    },
    errors: { 404: 'Nenhum lançamento publicado com esse endereço (launch_not_found)' },
  },
  {
    method: 'get',
    path: '/api/sign-ups/count',
    tag: 'leads',
    summary:
      'Quantas pessoas enviaram o formulário desde um instante (arredondado para baixo à hora cheia); só o número, sem dados de ninguém. Cache público de 5 min',
    query: signUpsQuerySchema,
    success: {
      200: {
        description: 'A hora contada e o número de cadastros desde ela',
        schema: z.object({ since: z.string(), count: z.number().int() }),
      },
    },
    errors: { 400: 'since ausente ou não é uma data ISO-8601 (validation_failed)' },
  },
  {
    method: 'post',
    path: '/api/leads',
    tag: 'leads',
    summary:
      'Salva o lead pelo telefone: com o leadToken do lead, atualiza; sem ele, um telefone já conhecido só preenche campos vazios e responde como um lead novo',
    body: leadSaveSchema,
    success: {
      200: {
        description: 'Lead (ou reivindicação) deste navegador atualizado; devolve o mesmo token',
        schema: saved,
      },
      201: {
        description:
          'Lead criado, ou telefone já conhecido salvo sem o token (uma reivindicação com id e token próprios, indistinguível)',
        schema: saved,
      },
    },
    errors: { 400: BAD_BODY, 413: TOO_LARGE, 429: RATE_LIMITED },
  },
  {
    method: 'post',
    path: '/api/leads/instagram',
    tag: 'leads',
    summary: 'Grava o Instagram do lead deste navegador (leadId + leadToken)',
    body: leadInstagramSchema,
    success: {
      200: { description: 'Atualizado (uma reivindicação só preenche um Instagram vazio)', schema: idOnly },
    },
    errors: {
      400: BAD_BODY,
      403: TOKEN_INVALID,
      413: TOO_LARGE,
      429: RATE_LIMITED,
    },
  },
  {
    method: 'post',
    path: '/api/leads/behaviour',
    tag: 'leads',
    summary:
      'Cliques e páginas vistas do lead deste navegador (também por sendBeacon, text/plain; leadToken no corpo)',
    body: behaviourSchema,
    bodyAsText: true,
    success: { 204: { description: 'Registrado' } },
    errors: {
      400: BAD_BODY,
      403: TOKEN_INVALID,
      413: TOO_LARGE,
      429: RATE_LIMITED,
    },
  },
  {
    method: 'post',
    path: '/api/leads/ad-consent',
    tag: 'leads',
    summary:
      'A resposta do aviso de cookies (Aceitar ou Recusar) para o lead deste navegador (leadId + leadToken): com Recusar, nenhum evento com dados do lead vai às plataformas de anúncios daí em diante',
    body: adConsentRequestSchema,
    success: { 204: { description: 'Registrado (o de uma reivindicação é aceito e não muda o lead)' } },
    errors: {
      400: `${BAD_BODY}; ad_consent_version_unknown: versão do aviso de cookies desconhecida`,
      403: TOKEN_INVALID,
      413: TOO_LARGE,
      429: RATE_LIMITED,
    },
  },
  {
    method: 'get',
    path: '/api/leads/{id}',
    tag: 'leads',
    summary: 'O que uma página pode mostrar do lead (nunca telefone ou e-mail)',
    params: { id },
    success: {
      200: {
        description: 'O lead',
        schema: z.object({
          id: z.string(),
          firstName: z.string(),
          journeyStage: z.string(),
          conversionStage: z.string(),
          instagram: z.string().nullable(),
          visitCount: z.number().int(),
          registeredForEvent: z.boolean(),
        }),
      },
    },
    errors: { 404: 'Lead desconhecido (lead_not_found)' },
  },
  {
    method: 'post',
    path: '/api/visits',
    tag: 'leads',
    summary:
      'Registra a visita do lead deste navegador (leadId + leadToken), uma vez por carga de página; sem id, um telefone novo vira visitor',
    body: visitSchema,
    success: {
      200: { description: 'Visita do lead deste navegador', schema: visitRecorded },
      201: {
        description:
          'Visitante criado, ou telefone já conhecido sem token (reivindicação indistinguível); com token',
        schema: visitRecorded,
      },
    },
    errors: {
      400: BAD_BODY,
      403: 'leadId (ou lead_id) sem o seu leadToken, ou lead apagado (lead_token_invalid): nada é criado',
      413: TOO_LARGE,
      429: RATE_LIMITED,
    },
  },
  {
    method: 'post',
    path: '/api/interactions',
    tag: 'leads',
    summary: 'Registra uma interação do lead deste navegador (leadId + leadToken)',
    body: interactionSchema,
    success: { 201: { description: 'Registrada', schema: idOnly } },
    errors: { 400: BAD_BODY, 403: TOKEN_INVALID, 413: TOO_LARGE, 429: RATE_LIMITED },
  },
  {
    method: 'get',
    path: '/api/events/{slug}',
    tag: 'eventos',
    summary: 'Um evento pelo slug',
    params: { slug: eventSlugSchema },
    success: { 200: { description: 'O evento', mediaType: 'application/json' } },
    errors: { 404: 'Evento desconhecido ou inativo (event_not_found)' },
  },
  {
    method: 'post',
    path: '/api/events/{slug}/registrations',
    tag: 'eventos',
    summary: 'Inscreve o lead no evento (idempotente por lead e evento), só com o leadToken do lead',
    params: { slug: eventSlugSchema },
    body: eventRegistrationSchema,
    success: {
      200: { description: 'Já inscrito', mediaType: 'application/json' },
      201: { description: 'Inscrito', mediaType: 'application/json' },
    },
    errors: {
      400: BAD_BODY,
      403: 'leadId sem o seu leadToken (lead_token_invalid): nada é gravado, exista ou não o lead',
      404: 'Evento desconhecido (event_not_found)',
      413: TOO_LARGE,
      429: RATE_LIMITED,
    },
  },
  {
    method: 'post',
    path: '/api/events/{slug}/waitlist',
    tag: 'eventos',
    summary:
      'Põe o lead na lista de espera do evento (ingressos esgotados), só com o leadToken do lead; o mesmo lead entra uma vez',
    params: { slug: eventSlugSchema },
    body: waitlistJoinSchema,
    success: {
      200: { description: 'Já estava na lista', mediaType: 'application/json' },
      201: { description: 'Entrou na lista', mediaType: 'application/json' },
    },
    errors: {
      400: BAD_BODY,
      403: 'leadId sem o seu leadToken (lead_token_invalid): nada é gravado',
      404: 'Evento desconhecido ou inativo (event_not_found)',
      413: TOO_LARGE,
      429: RATE_LIMITED,
    },
  },
  {
    method: 'get',
    path: '/api/offers',
    tag: 'pagamentos',
    summary:
      'Os ingressos do lançamento atual (ou, com ?launch=endereço, de um publicado): evento, preço do servidor, capacidade, vagas restantes e se esgotou. O código de cada um vai no campo offer do checkout. Sem cache',
    query: z.object({
      launch: z.string().optional().describe('Endereço (slug) de um lançamento publicado; sem ele, o atual'),
    }),
    success: { 200: { description: 'Os ingressos', mediaType: 'application/json' } },
    errors: { 404: 'Lançamento desconhecido ou não publicado (launch_not_found)' },
  },
  {
    method: 'get',
    path: '/api/offers/quote',
    tag: 'pagamentos',
    summary:
      'Quanto uma oferta do lançamento atual custa agora, como um checkout criado neste instante cobraria: o lote atual (1º lote, fim, unidades restantes), o preço antes e depois do cupom (?cupom=, com o motivo em português quando não vale) e os order bumps. Sem cache',
    query: z.object({
      offer: z
        .string()
        .max(140)
        .optional()
        .describe('O código de um ingresso (GET /api/offers); sem ele, o programa'),
      cupom: z.string().max(60).optional().describe('O código do cupom, como digitado'),
    }),
    success: { 200: { description: 'O preço de agora', mediaType: 'application/json' } },
    errors: {
      404: 'Oferta desconhecida (offer_unavailable)',
      409: 'Nenhum lote à venda agora (offer_closed)',
    },
  },
  {
    method: 'get',
    path: '/api/events/{slug}/templates',
    tag: 'eventos',
    summary: 'Modelos de mensagem ativos do evento, por tipo',
    params: { slug: eventSlugSchema },
    query: templatesQuerySchema,
    success: { 200: { description: 'Os modelos', mediaType: 'application/json' } },
    errors: { 400: 'Tipo ausente (validation_failed)', 404: 'Evento desconhecido (event_not_found)' },
  },
  {
    method: 'get',
    path: '/api/instagram-profile',
    tag: 'instagram',
    summary: 'O perfil público de um usuário do Instagram (cache de 24 h)',
    query: z.object({ username: z.string().max(100) }),
    success: { 200: { description: 'O perfil', schema: instagramProfile } },
    errors: {
      400: 'Usuário vazio (instagram_username_required) ou impossível, com espaço, sinal ou dois @ (instagram_username_invalid)',
      403: 'Acesso negado (instagram_forbidden)',
      404: 'Usuário não encontrado (instagram_not_found)',
      429: 'Limite excedido (instagram_rate_limited), com Retry-After',
      502: 'Erro da API do Instagram (instagram_upstream_error) ou dados inválidos (instagram_invalid_data)',
      504: 'Tempo limite (instagram_timeout)',
    },
  },
  {
    method: 'get',
    path: '/api/image-proxy',
    tag: 'instagram',
    summary: 'Foto de perfil de um CDN permitido; a imagem padrão quando falha',
    query: z.object({ url: z.string().max(4_000) }),
    success: { 200: { description: 'A imagem (ou a padrão, com X-Image-Fallback)', mediaType: 'image/*' } },
    errors: { 429: 'Limite excedido (instagram_rate_limited), com Retry-After' },
  },
  {
    method: 'post',
    path: '/api/tracking/events',
    tag: 'anúncios',
    summary:
      'Eventos para a Conversions API da Meta (também text/plain): o servidor acrescenta IP e user agent, aplica hash aos dados pessoais e envia depois, só com o consentimento do visitante (consent: accepted, ou um lead que aceitou); sem resposta o evento fica retido, e com refused é descartado. Um evento com valor (Purchase, InitiateCheckout, AddPaymentInfo, AddToCart, Subscribe, StartTrial, ou com value, currency ou predicted_ltv) só entra com um pagamento ou checkout do servidor por trás, e com o valor do servidor',
    body: sendEventsSchema,
    bodyAsText: true,
    success: { 202: { description: 'Aceitos para envio', schema: accepted } },
    errors: {
      400: BAD_BODY,
      413: TOO_LARGE,
      422: 'Evento com valor sem pagamento ou checkout do servidor (tracking_value_unbacked); nada da requisição entra na fila',
      429: RATE_LIMITED,
    },
  },
  // Partner look-ups and event registrations, the widgets' other public reads and writes.
  {
    method: 'get',
    path: '/api/partners/{code}',
    tag: 'parceiros',
    summary: 'Um parceiro ativo pelo código',
    params: { code: z.string().min(1).max(60) },
    success: { 200: { description: 'O parceiro', schema: z.object({ code: z.string(), name: z.string() }) } },
    errors: { 404: 'Parceiro desconhecido ou inativo (partner_not_found)' },
  },
  {
    method: 'get',
    path: '/api/partner-results',
    tag: 'parceiros',
    summary:
      'Os resultados do parceiro em um lançamento (o atual, ou o do parâmetro lancamento), abertos pelo segredo do link privado que a equipe gerou, no cabeçalho Authorization: Bearer <segredo> (nunca na URL). Só contagens e somas: nenhum dado de comprador. Nunca guardado em cache',
    query: z.object({ lancamento: z.string().max(60).optional().describe('Endereço (slug) do lançamento') }),
    success: { 200: { description: 'Os resultados', schema: partnerResults } },
    errors: {
      401: 'Sem segredo, segredo desconhecido ou de um link trocado, ou parceiro inativo (partner_link_invalid)',
      404: 'Lançamento desconhecido ou que nunca foi o do site (launch_not_found)',
      429: RATE_LIMITED,
    },
  },
  {
    method: 'post',
    path: '/api/payments/{endpoint}',
    tag: 'pagamentos',
    summary:
      'Cria o checkout (pix, credit-card ou multi) com o preço do servidor e responde o link; no nome do lead só com o seu leadToken, senão para comprador anônimo. O cancelUrl só é usado quando é deste site ou do site cadastrado de um parceiro ativo; senão o comprador volta para /pagamento/cancelado. successUrl e expiredUrl são sempre as páginas deste site',
    params: { endpoint: z.enum(CHECKOUT_ENDPOINTS) },
    body: checkoutRequestSchema,
    success: { 200: { description: 'O link do checkout', schema: z.object({ link: z.string() }) } },
    errors: {
      400: BAD_BODY,
      404: 'Forma de pagamento desconhecida ou oferta indisponível (offer_unavailable)',
      409: 'Ingresso esgotado (offer_sold_out): nenhum checkout é criado',
      413: TOO_LARGE,
      429: RATE_LIMITED,
      502: 'O provedor de pagamento falhou',
      504: 'O provedor de pagamento não respondeu a tempo',
    },
  },
  {
    method: 'post',
    path: '/api/payments/pix-charge',
    tag: 'pagamentos',
    summary:
      'Cria a cobrança PIX paga dentro do modal: o pedido com o preço do servidor (lote, cupom, bumps), o comprador como cliente do provedor (nome, e-mail, WhatsApp e CPF com dígitos conferidos) e responde o QR code (imagem PNG em data: URL), o código copia e cola, o valor, os itens e a validade. No nome do lead só com o seu leadToken',
    body: pixChargeRequestSchema,
    success: { 201: { description: 'A cobrança', mediaType: 'application/json' } },
    errors: {
      400: `${BAD_BODY}; CPF inválido (cpf_invalid em fields['buyer.cpf'])`,
      404: 'Oferta indisponível (offer_unavailable)',
      409: 'Ingresso esgotado (offer_sold_out), vendas encerradas (offer_closed), cupom que não vale (coupon_not_found, coupon_not_started, coupon_expired, coupon_used_up) ou bump indisponível (bump_unavailable): nada é criado',
      413: TOO_LARGE,
      429: RATE_LIMITED,
      502: 'O provedor de pagamento falhou',
      504: 'O provedor de pagamento não respondeu a tempo',
    },
  },
  {
    method: 'get',
    path: '/api/payments/pix-charge/{checkoutId}',
    tag: 'pagamentos',
    summary:
      'Onde está uma cobrança PIX feita no modal, consultada pelo próprio checkout (nunca pelo provedor no navegador): pending, paid, expired, canceled ou failed; o QR e o código só enquanto pode ser paga. Sem cache',
    params: { checkoutId: z.string().regex(CHECKOUT_ID_PATTERN) },
    success: { 200: { description: 'A cobrança', mediaType: 'application/json' } },
    errors: { 404: 'Nenhuma cobrança PIX com este id (charge_not_found)' },
  },
  {
    method: 'get',
    path: '/api/purchases/{checkoutId}',
    tag: 'pagamentos',
    summary:
      'A compra que o link de sucesso nomeia, para a página de obrigado: produto, valor e forma de pagamento do checkout do servidor, situação e, só quando paga, os próximos passos (grupo dos compradores). Nada sobre o comprador; sem cache (private, no-store)',
    params: { checkoutId: z.string().regex(CHECKOUT_ID_PATTERN) },
    success: {
      200: {
        description:
          'A compra. status: paid (paga), confirming (aguardando a confirmação do pagamento), not_paid (expirou, cancelada ou recusada: nada foi cobrado), refunded (estornada ou contestada)',
        schema: z.object({
          product: z.object({ kind: z.literal('program'), name: z.string() }),
          amountCents: z
            .number()
            .int()
            .describe('O valor do checkout em centavos, todos os itens depois do cupom (no cartão, o total)'),
          items: z
            .array(
              z.object({ kind: z.enum(['main', 'bump']), name: z.string(), amountCents: z.number().int() }),
            )
            .describe('Cada item cobrado: a oferta, depois cada order bump'),
          coupon: z
            .object({ code: z.string(), discountCents: z.number().int() })
            .nullable()
            .describe('O cupom aplicado e quanto descontou'),
          currency: z.string(),
          method: z
            .enum(PURCHASE_METHODS)
            .describe('pix_or_card só enquanto um checkout que ofereceu os dois não foi pago'),
          installments: z
            .number()
            .int()
            .nullable()
            .describe('Parcelas no cartão (1 no PIX); null enquanto o provedor não informou'),
          status: z.enum(PURCHASE_STATUSES),
          nextSteps: z
            .object({
              buyersGroupUrl: optionalText.describe(
                'Grupo de WhatsApp dos compradores; null se não configurado',
              ),
              accessBy: z
                .enum(ACCESS_CHANNELS)
                .describe(
                  'Por onde chegam os dados de acesso: whatsapp (o número que o comprador informou), email (o e-mail informado no pagamento, sem o formulário) ou team (nenhum contato conhecido: falar com a equipe)',
                ),
            })
            .nullable()
            .describe('Só para uma compra paga'),
        }),
      },
    },
    errors: {
      404: 'Nenhuma compra com este id, ou id malformado (purchase_unknown)',
      429: RATE_LIMITED,
    },
  },
  {
    method: 'post',
    path: '/api/purchases/{checkoutId}/browser-event',
    tag: 'pagamentos',
    summary:
      'A página de obrigado pede a compra que o pixel do navegador pode informar: só uma compra paga que o servidor já informou, e só ao primeiro navegador que pedir',
    params: { checkoutId: z.string().regex(CHECKOUT_ID_PATTERN) },
    success: {
      200: {
        description: 'O Purchase do navegador: o event_id, o valor e a moeda do Purchase do servidor',
        schema: z.object({
          eventId: z.string(),
          value: z.number(),
          currency: z.string(),
          transactionId: z.string(),
        }),
      },
    },
    errors: {
      404: 'Compra desconhecida ou ainda não paga (purchase_not_found)',
      409: 'Outro navegador já informou esta compra (purchase_already_reported)',
      429: RATE_LIMITED,
    },
  },
  {
    method: 'post',
    path: '/api/webhooks/asaas',
    tag: 'pagamentos',
    summary:
      'Webhook do Asaas (token no cabeçalho asaas-access-token). Com o token certo a resposta é sempre 200: um corpo inválido ou um evento sem checkout certo fica guardado para a equipe',
    success: {
      200: {
        description:
          'Recebido: aplicado, repetido, aguardando uma etapa anterior, ignorado, ou guardado para a equipe (invalid_body, unknown_checkout, ambiguous_reference)',
        schema: z.object({
          received: z.literal(true),
          outcome: z.enum([
            'applied',
            'unchanged',
            'duplicate',
            'deferred',
            'ignored',
            ...PROVIDER_EVENT_PROBLEMS,
          ]),
        }),
      },
    },
    errors: { 401: 'Token ausente ou errado (webhook_unauthorized); nada é guardado' },
  },
  {
    method: 'get',
    path: '/api/whatsapp/webhook',
    tag: 'whatsapp',
    summary:
      'Verificação da assinatura do webhook pela Meta (hub.mode=subscribe, hub.verify_token, hub.challenge)',
    query: z.object({
      'hub.mode': z.string().optional(),
      'hub.verify_token': z.string().optional(),
      'hub.challenge': z.string().optional(),
    }),
    success: { 200: { description: 'O hub.challenge, como texto', mediaType: 'text/plain' } },
    errors: { 403: 'Token de verificação ausente ou errado (webhook_unauthorized)' },
  },
  {
    method: 'post',
    path: '/api/whatsapp/webhook',
    tag: 'whatsapp',
    summary:
      'Webhook do WhatsApp Cloud API (e do sandbox): status das mensagens e mensagens recebidas, assinado em X-Hub-Signature-256 com o segredo do app',
    success: {
      200: {
        description: 'Recebido: os eventos lidos foram aplicados (0 para um corpo que não é do WhatsApp)',
        schema: z.object({ received: z.literal(true), events: z.number().int() }),
      },
    },
    errors: {
      401: 'Assinatura ausente ou errada (webhook_unauthorized); nada é aplicado',
      413: TOO_LARGE,
    },
  },
];
