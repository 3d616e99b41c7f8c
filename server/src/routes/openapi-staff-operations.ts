// The staff's launches API (issue 29) in the OpenAPI document: the one staff resource described
// there, for those who script launches; every other staff route stays out of the public contract.
import { launchSettingsSchema } from '@funil/core/launch-settings';
import {
  LAUNCH_ACTIONS,
  LAUNCH_LIFECYCLE_STATES,
  launchIdentitySchema,
  newLaunchSchema,
} from '@funil/core/launches';
import { offerPricingUpdateSchema } from '@funil/core/offer-pricing-admin';
import {
  COMMISSION_STATUSES,
  partnerCreateSchema,
  partnerLeadsQuerySchema,
  partnerUpdateSchema,
} from '@funil/core/partner-admin';
import { ticketOffersUpdateSchema } from '@funil/core/ticket-offers';
import { z } from 'zod';
import type { ApiOperation } from './openapi-document.ts';

const TAG = 'Lançamentos (equipe)';
const id = { id: z.uuid().describe('Id do lançamento') };
const NOT_STAFF = 'Sem sessão da equipe (unauthorized)';
const NOT_ADMIN = 'Sessão de quem não é administrador (forbidden)';
const NOT_FOUND = 'Lançamento não encontrado (launch_not_found)';
const REFUSED =
  'Endereço já usado (launch_slug_taken), lançamento encerrado (launch_closed) ou é o atual do site (launch_is_current)';

/** What every admin write on one launch may answer besides its success. */
const ADMIN_WRITE = { 401: NOT_STAFF, 403: NOT_ADMIN, 404: NOT_FOUND, 409: REFUSED };

const summary = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  state: z
    .enum(LAUNCH_LIFECYCLE_STATES)
    .describe('draft: rascunho; closed: encerrado; os outros: a fase publicada'),
  isCurrent: z.boolean().describe('O lançamento que o site mostra'),
  freeCallStartsAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  ran: z
    .object({ from: z.string(), to: z.string().nullable() })
    .nullable()
    .describe('Quando foi o lançamento do site: do primeiro dia ao último (to nulo enquanto é o atual)'),
});
const detail = summary.extend({ settings: launchSettingsSchema });
const one = z.object({ launch: detail });
const comparisonRow = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(LAUNCH_LIFECYCLE_STATES),
  isCurrent: z.boolean(),
  leads: z.number().int(),
  registrations: z.number().int(),
  attendance: z.number().int(),
  sales: z.number().int(),
  grossRevenue: z.number().int().describe('Centavos'),
  netRevenue: z.number().int().describe('Centavos'),
  adSpend: z.number().int().nullable().describe('Centavos; null quando não informado'),
  costPerLead: z.number().int().nullable().describe('Centavos; null sem investimento ou sem leads'),
});

const staff = (op: Omit<ApiOperation, 'tag' | 'staff'>): ApiOperation => ({ ...op, tag: TAG, staff: true });

// The partners API (issue 31): a partner's commission terms and its commissions by state.
const PARTNERS_TAG = 'Parceiros (equipe)';
const partnerStaff = (op: Omit<ApiOperation, 'tag' | 'staff'>): ApiOperation => ({
  ...op,
  tag: PARTNERS_TAG,
  staff: true,
});
const partnerCode = { code: z.string().describe('Código do parceiro (o data-partner do widget)') };
const PARTNER_NOT_FOUND = 'Parceiro não encontrado (staff_partner_not_found)';
const commissionState = z.object({
  count: z.number().int(),
  amountCents: z.number().int().describe('Centavos'),
});
const adminPartner = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    isActive: z.boolean(),
    siteOrigin: z.string().nullable(),
    createdAt: z.string(),
    commissionPercent: z
      .number()
      .nullable()
      .describe('Comissão em % do valor cobrado (12.5 = 12,5 %); null: sem comissão'),
    offerCommissions: z
      .array(z.object({ offerCode: z.string(), fixedCents: z.number().int() }))
      .describe('Comissão fixa por oferta, em centavos, no lugar da porcentagem'),
    asaasWalletId: z
      .string()
      .nullable()
      .describe('walletId da carteira Asaas paga pelo split; null: a comissão é paga à mão'),
    commissions: z
      .object(Object.fromEntries(COMMISSION_STATUSES.map((status) => [status, commissionState])))
      .describe('Comissões por situação: pendentes, liberadas, canceladas e estornadas'),
    leads: z.number().int(),
    sales: z.number().int(),
    grossRevenue: z.number().int().describe('Centavos'),
    netRevenue: z.number().int().describe('Centavos'),
    landingUrl: z.string(),
    snippet: z.string(),
  })
  .loose();
const onePartner = z.object({ partner: adminPartner });

export const PARTNER_OPERATIONS: readonly ApiOperation[] = [
  partnerStaff({
    method: 'get',
    path: '/api/admin/partners',
    summary: 'Lista os parceiros com leads, vendas, comissão e comissões por situação (administradores)',
    success: { 200: { description: 'Os parceiros', schema: z.object({ partners: z.array(adminPartner) }) } },
    errors: { 401: NOT_STAFF, 403: NOT_ADMIN },
  }),
  partnerStaff({
    method: 'post',
    path: '/api/admin/partners',
    summary: 'Cria um parceiro, com comissão (%, ou fixa por oferta) e carteira Asaas opcionais',
    body: partnerCreateSchema,
    success: { 201: { description: 'O parceiro criado', schema: onePartner } },
    errors: {
      400: 'Campo inválido (validation_failed, com fields)',
      401: NOT_STAFF,
      403: NOT_ADMIN,
      409: 'Código já usado (partner_code_taken)',
    },
  }),
  partnerStaff({
    method: 'get',
    path: '/api/admin/partners/commissions.csv',
    summary:
      'As comissões (checkout, parceiro, lançamento, oferta, base, valor, situação, motivo, datas), sem dados do comprador',
    query: z.object({ parceiro: z.string().optional().describe('Só as comissões deste parceiro') }),
    success: { 200: { description: 'CSV (;) com cabeçalhos em português', mediaType: 'text/csv' } },
    errors: { 401: NOT_STAFF, 403: NOT_ADMIN, 404: PARTNER_NOT_FOUND },
  }),
  partnerStaff({
    method: 'get',
    path: '/api/admin/partners/{code}',
    summary: 'Um parceiro com seus números e comissões',
    params: partnerCode,
    success: { 200: { description: 'O parceiro', schema: onePartner } },
    errors: { 401: NOT_STAFF, 403: NOT_ADMIN, 404: PARTNER_NOT_FOUND },
  }),
  partnerStaff({
    method: 'patch',
    path: '/api/admin/partners/{code}',
    summary:
      'Altera nome, situação, site, comissão (%), comissões fixas por oferta (a lista substitui a anterior) e carteira Asaas',
    params: partnerCode,
    body: partnerUpdateSchema,
    success: { 200: { description: 'O parceiro alterado', schema: onePartner } },
    errors: {
      400: 'Campo inválido (validation_failed, com fields)',
      401: NOT_STAFF,
      403: NOT_ADMIN,
      404: PARTNER_NOT_FOUND,
    },
  }),
  partnerStaff({
    method: 'get',
    path: '/api/admin/partners/{code}/leads',
    summary: 'Os leads do parceiro, página a página',
    params: partnerCode,
    query: partnerLeadsQuerySchema,
    success: { 200: { description: 'Uma página de leads', mediaType: 'application/json' } },
    errors: {
      400: 'Página inválida (validation_failed)',
      401: NOT_STAFF,
      403: NOT_ADMIN,
      404: PARTNER_NOT_FOUND,
    },
  }),
];

/** The partner's private results link (issue 31): the page reads GET /api/partner-results with it. */
const linkState = z.object({
  link: z.object({ since: z.string().nullable().describe('Quando o link atual foi gerado; null: sem link') }),
});
const PAGE_LINK_OPERATIONS: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/admin/partners/{code}/page-link',
    tag: PARTNERS_TAG,
    staff: true,
    summary: 'Se o parceiro tem link privado de resultados e desde quando (nunca o segredo)',
    params: partnerCode,
    success: { 200: { description: 'O estado do link', schema: linkState } },
    errors: { 401: NOT_STAFF, 403: NOT_ADMIN, 404: PARTNER_NOT_FOUND },
  },
  {
    method: 'post',
    path: '/api/admin/partners/{code}/page-link',
    tag: PARTNERS_TAG,
    staff: true,
    summary:
      'Gera um novo link privado (o segredo vai no fragmento #chave=, mostrado só nesta resposta); o link anterior para de funcionar na hora',
    params: partnerCode,
    body: z.object({}).strict(),
    success: {
      200: {
        description: 'O novo link',
        schema: z.object({ url: z.string(), since: z.string() }),
      },
    },
    errors: { 401: NOT_STAFF, 403: NOT_ADMIN, 404: PARTNER_NOT_FOUND },
  },
  {
    method: 'delete',
    path: '/api/admin/partners/{code}/page-link',
    tag: PARTNERS_TAG,
    staff: true,
    summary: 'Remove o link privado: ele para de funcionar na hora',
    params: partnerCode,
    success: { 200: { description: 'Sem link', schema: linkState } },
    errors: { 401: NOT_STAFF, 403: NOT_ADMIN, 404: PARTNER_NOT_FOUND },
  },
];

export const STAFF_OPERATIONS: readonly ApiOperation[] = [
  staff({
    method: 'get',
    path: '/api/admin/launches',
    summary: 'Lista os lançamentos, o mais novo primeiro',
    success: { 200: { description: 'Os lançamentos', schema: z.object({ launches: z.array(summary) }) } },
    errors: { 401: NOT_STAFF },
  }),
  staff({
    method: 'post',
    path: '/api/admin/launches',
    summary: 'Cria um rascunho a partir do modelo (o lançamento da especificação)',
    body: newLaunchSchema,
    success: { 201: { description: 'O rascunho criado', schema: one } },
    errors: {
      400: 'Nome ou endereço inválido (validation_failed)',
      401: NOT_STAFF,
      403: NOT_ADMIN,
      409: REFUSED,
    },
  }),
  staff({
    method: 'get',
    path: '/api/admin/launches/comparison',
    summary:
      'Os lançamentos lado a lado: leads, inscrições, participação, vendas, faturamento e custo por lead',
    success: {
      200: { description: 'Um por lançamento', schema: z.object({ launches: z.array(comparisonRow) }) },
    },
    errors: { 401: NOT_STAFF },
  }),
  staff({
    method: 'get',
    path: '/api/admin/launches/{id}',
    summary: 'Um lançamento com as configurações, o histórico e o que falta para as páginas',
    params: id,
    success: {
      200: {
        description: 'O lançamento',
        schema: z.object({
          launch: detail,
          audit: z.array(
            z.object({
              id: z.string(),
              action: z.enum(LAUNCH_ACTIONS),
              changedAt: z.string(),
              staffEmail: z.string().nullable(),
              staffName: z.string().nullable(),
            }),
          ),
          missing: z.array(z.object({ key: z.string(), label: z.string() }).loose()),
        }),
      },
    },
    errors: { 401: NOT_STAFF, 404: NOT_FOUND },
  }),
  staff({
    method: 'get',
    path: '/api/admin/launches/{id}/preview',
    summary: 'O que as páginas do lançamento mostrariam (GET /api/launch-settings), só para a equipe',
    params: id,
    success: { 200: { description: 'As configurações públicas do lançamento' } },
    errors: { 401: NOT_STAFF, 404: NOT_FOUND },
  }),
  staff({
    method: 'put',
    path: '/api/admin/launches/{id}',
    summary: 'Altera nome, endereço e configurações (auditado)',
    params: id,
    body: launchIdentitySchema.extend({ settings: launchSettingsSchema }),
    success: { 200: { description: 'O lançamento alterado', schema: one } },
    errors: { 400: 'Campo inválido (validation_failed, com fields)', ...ADMIN_WRITE },
  }),
  staff({
    method: 'post',
    path: '/api/admin/launches/{id}/duplicate',
    summary: 'Cria um rascunho com as configurações deste, com eventos e oferta próprios',
    params: id,
    body: newLaunchSchema,
    success: { 201: { description: 'A cópia', schema: one } },
    errors: { 400: 'Nome ou endereço inválido (validation_failed)', ...ADMIN_WRITE },
  }),
  staff({
    method: 'get',
    path: '/api/admin/launches/{id}/tickets',
    summary:
      'Os ingressos do lançamento: evento, preço, capacidade, vendidos, reservados e a lista de espera',
    params: id,
    success: {
      200: { description: 'Os eventos do lançamento e seus ingressos', mediaType: 'application/json' },
    },
    errors: { 401: NOT_STAFF, 404: NOT_FOUND },
  }),
  staff({
    method: 'put',
    path: '/api/admin/launches/{id}/tickets',
    summary:
      'Define os ingressos do lançamento, um por evento (um ingresso omitido deixa de ser vendido; vendas e vagas ficam); auditado',
    params: id,
    body: ticketOffersUpdateSchema,
    success: { 200: { description: 'Os ingressos como ficaram', mediaType: 'application/json' } },
    errors: {
      400: 'Campo inválido (validation_failed, com fields)',
      401: NOT_STAFF,
      403: NOT_ADMIN,
      404: NOT_FOUND,
      409: 'Evento de outro lançamento (ticket_event_invalid), capacidade abaixo dos vendidos e reservados (ticket_capacity_below_taken) ou lançamento encerrado (launch_closed)',
    },
  }),
  staff({
    method: 'get',
    path: '/api/admin/launches/{id}/pricing',
    summary:
      'Os preços da oferta do programa do lançamento: lotes (vendidos, reservados, restantes), cupons (usos) e order bumps',
    params: id,
    success: {
      200: { description: 'A oferta, seus lotes, cupons e order bumps', mediaType: 'application/json' },
    },
    errors: {
      401: NOT_STAFF,
      404: 'Lançamento não encontrado (launch_not_found) ou sem oferta do programa (program_offer_missing)',
    },
  }),
  staff({
    method: 'put',
    path: '/api/admin/launches/{id}/pricing',
    summary:
      'Define os lotes (na ordem de venda), cupons e até 5 order bumps da oferta do programa; o que for omitido é removido; auditado',
    params: id,
    body: offerPricingUpdateSchema,
    success: { 200: { description: 'Os preços como ficaram', mediaType: 'application/json' } },
    errors: {
      400: 'Campo inválido (validation_failed, com fields), order bump da própria oferta (bump_is_offer) ou de oferta que não é do lançamento (bump_offer_invalid)',
      401: NOT_STAFF,
      403: NOT_ADMIN,
      404: 'Lançamento não encontrado (launch_not_found) ou sem oferta do programa (program_offer_missing)',
      409: 'Quantidade abaixo das unidades vendidas e reservadas (batch_quantity_below_taken), lote com vendas removido (batch_has_sales), lote ou cupom desconhecido (batch_not_found, coupon_not_known) ou lançamento encerrado (launch_closed)',
    },
  }),
  staff({
    method: 'post',
    path: '/api/admin/launches/{id}/publish',
    summary: 'Publica: passa a ser o lançamento atual do site',
    params: id,
    success: { 200: { description: 'O lançamento publicado', schema: one } },
    errors: ADMIN_WRITE,
  }),
  ...PAGE_LINK_OPERATIONS,
  staff({
    method: 'post',
    path: '/api/admin/launches/{id}/close',
    summary: 'Encerra um lançamento que não é o atual',
    params: id,
    success: { 200: { description: 'O lançamento encerrado', schema: one } },
    errors: ADMIN_WRITE,
  }),
];
