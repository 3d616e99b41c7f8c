// The OpenAPI 3.1 `webhooks` of /api/openapi.json (issue 31): one POST per event the producer's own
// systems may hear, its body the Standard Webhooks envelope whose data is core's zod schema.
import { OUTBOUND_EVENT_PAYLOADS, webhookTestSchema } from '@funil/core/outbound-event-payloads';
import {
  OUTBOUND_EVENT_LABELS,
  OUTBOUND_EVENT_TYPES,
  type OutboundEventType,
  TEST_EVENT_TYPE,
} from '@funil/core/outbound-events';
import type { ZodType } from 'zod';
import { jsonSchema } from './openapi-json-schema.ts';

/** How a delivery is signed, identified and retried: the receiver's side of the contract. */
export const OUTBOUND_WEBHOOKS_DESCRIPTION = [
  'Webhooks para os sistemas do produtor (n8n, Zapier, CRM): cada endpoint cadastrado pela equipe recebe, por POST com corpo JSON { type, timestamp, data }, os eventos que escolheu (veja `webhooks`).',
  'Assinatura (Standard Webhooks): cabeçalhos `webhook-id` (msg_…, o mesmo em toda nova tentativa do mesmo evento: use-o para não processar duas vezes), `webhook-timestamp` (segundos Unix do envio) e `webhook-signature` (`v1,<base64>`: HMAC-SHA256, com a chave do segredo `whsec_…` do endpoint decodificada de base64, sobre `<webhook-id>.<webhook-timestamp>.<corpo>`; recuse um timestamp a mais de 5 minutos do seu relógio).',
  'Responda 2xx em até 15 segundos para confirmar. Qualquer outra resposta, um redirecionamento ou o tempo esgotado contam como falha, e o evento é reenviado com o mesmo webhook-id: logo em seguida, depois de 5 s, 5 min, 30 min, 2 h, 5 h, 10 h e 10 h; depois disso a entrega fica como falha, e a equipe pode reenviá-la. A ordem de chegada não é garantida: use `timestamp`.',
  'Valores em centavos (inteiros), horários em ISO-8601 UTC, telefone em E.164. Nunca há tokens, links de pagamento com chave, chaves do sandbox nem CPF.',
].join('\n\n');

const HEADERS = {
  'webhook-id': {
    description: 'msg_…: o id do evento, estável entre as tentativas',
    schema: { type: 'string' },
  },
  'webhook-timestamp': { description: 'Segundos Unix do envio desta tentativa', schema: { type: 'string' } },
  'webhook-signature': {
    description: '`v1,<base64 do HMAC-SHA256>`; várias separadas por espaço durante a troca de segredo',
    schema: { type: 'string' },
  },
};

function webhookItem(type: string, summary: string, data: ZodType): Record<string, unknown> {
  return {
    post: {
      summary,
      description: `Evento \`${type}\`.`,
      tags: ['Webhooks do produtor'],
      parameters: Object.entries(HEADERS).map(([name, header]) => ({
        name,
        in: 'header',
        required: true,
        ...header,
      })),
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['type', 'timestamp', 'data'],
              properties: {
                type: { type: 'string', const: type },
                timestamp: { type: 'string', format: 'date-time', description: 'Quando aconteceu (UTC)' },
                data: jsonSchema(data, 'output'),
              },
            },
          },
        },
      },
      responses: {
        '200': { description: 'Recebido (qualquer 2xx confirma a entrega)' },
        default: { description: 'Falha: o evento é reenviado pelo cronograma de tentativas' },
      },
    },
  };
}

export function outboundWebhooks(): Record<string, unknown> {
  const webhooks: Record<string, unknown> = {};
  for (const type of OUTBOUND_EVENT_TYPES)
    webhooks[type] = webhookItem(
      type,
      OUTBOUND_EVENT_LABELS[type as OutboundEventType],
      OUTBOUND_EVENT_PAYLOADS[type],
    );
  webhooks[TEST_EVENT_TYPE] = webhookItem(
    TEST_EVENT_TYPE,
    'Evento de teste (botão "Enviar evento de teste" da equipe)',
    webhookTestSchema,
  );
  return webhooks;
}
