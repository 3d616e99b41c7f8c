// The staff's outbound webhooks API (issue 31) in the OpenAPI document, for those who script their
// endpoints; admins only, reads included. The events' names: core/src/outbound-events.ts.
import { OUTBOUND_EVENT_TYPES } from '@funil/core/outbound-events';
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_ENDPOINT_STATES,
  webhookDeliveriesQuerySchema,
  webhookEndpointCreateSchema,
} from '@funil/core/webhook-admin';
import { z } from 'zod';
import type { ApiOperation } from './openapi-document.ts';

const TAG = 'Webhooks de saída (equipe)';
const NOT_STAFF = 'Sem sessão da equipe (unauthorized)';
const NOT_ADMIN = 'Sessão de quem não é administrador (forbidden)';
const NOT_FOUND = 'Endpoint não encontrado ou excluído (webhook_endpoint_not_found)';
const DISABLED = 'Endpoint desativado após 5 dias de falhas (webhook_endpoint_disabled)';
const id = (what: string) => ({ id: z.uuid().describe(what) });

const endpoint = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(OUTBOUND_EVENT_TYPES)),
  description: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable().describe('E-mail de quem cadastrou'),
  state: z
    .enum(WEBHOOK_ENDPOINT_STATES)
    .describe('active: ativo; failing: falhando desde failingSince; disabled: desativado em disabledAt'),
  failingSince: z.string().nullable(),
  disabledAt: z.string().nullable(),
  disabledReason: z.string().nullable().describe('failing_5_days: após 5 dias de falhas'),
  deliveries: z
    .object({ pending: z.number().int(), succeeded: z.number().int(), failed: z.number().int() })
    .describe('Entregas por situação'),
});
const attempt = z.object({
  attempt: z.number().int(),
  startedAt: z.string(),
  durationMs: z.number().int(),
  statusCode: z.number().int().nullable(),
  error: z
    .string()
    .nullable()
    .describe('timeout, unreachable, address_refused, redirect ou http_<código>; null com resposta 2xx'),
});
const delivery = z.object({
  id: z.string(),
  eventId: z.string().describe('msg_…: o webhook-id que o destino recebe, o mesmo a cada tentativa'),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  tries: z.array(attempt).describe('Cada tentativa, da primeira à última'),
});

const staff = (op: Omit<ApiOperation, 'tag' | 'staff'>): ApiOperation => ({ ...op, tag: TAG, staff: true });

export const WEBHOOK_ADMIN_OPERATIONS: readonly ApiOperation[] = [
  staff({
    method: 'get',
    path: '/api/admin/webhooks',
    summary: 'Lista os endpoints de webhook, o mais novo primeiro (nunca o segredo)',
    success: { 200: { description: 'Os endpoints', schema: z.object({ endpoints: z.array(endpoint) }) } },
    errors: { 401: NOT_STAFF, 403: NOT_ADMIN },
  }),
  staff({
    method: 'post',
    path: '/api/admin/webhooks',
    summary:
      'Cadastra um endpoint https público com os eventos que ele recebe; responde o segredo de assinatura (whsec_…) só desta vez',
    body: webhookEndpointCreateSchema,
    success: {
      201: {
        description: 'O endpoint e o seu segredo (Standard Webhooks), que não é mostrado de novo',
        schema: z.object({ id: z.string(), secret: z.string() }),
      },
    },
    errors: {
      400: 'Campo inválido (validation_failed, com fields), endereço da rede interna (webhook_url_not_public) ou domínio sem endereço (webhook_url_unresolved)',
      401: NOT_STAFF,
      403: NOT_ADMIN,
    },
  }),
  staff({
    method: 'delete',
    path: '/api/admin/webhooks/{id}',
    summary: 'Exclui um endpoint; as entregas que esperavam envio são encerradas como falhas',
    params: id('Id do endpoint'),
    success: {
      200: { description: 'Excluído', schema: z.object({ id: z.string(), deletedAt: z.string() }) },
    },
    errors: { 401: NOT_STAFF, 403: NOT_ADMIN, 404: NOT_FOUND },
  }),
  staff({
    method: 'get',
    path: '/api/admin/webhooks/{id}/deliveries',
    summary: 'As entregas de um endpoint, a mais nova primeiro, com as tentativas de cada uma',
    params: id('Id do endpoint'),
    query: webhookDeliveriesQuerySchema,
    success: {
      200: {
        description: 'Uma página de entregas',
        schema: z.object({
          endpoint,
          deliveries: z.array(delivery),
          total: z.number().int(),
          page: z.number().int(),
          pageSize: z.number().int(),
        }),
      },
    },
    errors: { 400: 'Página inválida (validation_failed)', 401: NOT_STAFF, 403: NOT_ADMIN, 404: NOT_FOUND },
  }),
  staff({
    method: 'post',
    path: '/api/admin/webhooks/{id}/test',
    summary: 'Enfileira um evento webhook.test só para este endpoint, para envio imediato',
    params: id('Id do endpoint'),
    success: {
      202: {
        description: 'A entrega criada e o id do evento (webhook-id)',
        schema: z.object({ deliveryId: z.string(), eventId: z.string() }),
      },
    },
    errors: { 401: NOT_STAFF, 403: NOT_ADMIN, 404: NOT_FOUND, 409: DISABLED },
  }),
  staff({
    method: 'post',
    path: '/api/admin/webhooks/deliveries/{id}/resend',
    summary:
      'Põe a entrega de novo na fila, para agora: mais uma tentativa, com o mesmo webhook-id e o mesmo corpo',
    params: id('Id da entrega'),
    success: { 202: { description: 'Na fila', schema: z.object({ deliveryId: z.string() }) } },
    errors: {
      401: NOT_STAFF,
      403: NOT_ADMIN,
      404: 'Entrega não encontrada, ou de um endpoint excluído (webhook_delivery_not_found)',
      409: DISABLED,
    },
  }),
];
