// What each outbound webhook carries in its `data` (issue 31): defined once, here, as zod schemas.
// The server's builders are typed by them and /api/openapi.json's `webhooks` is generated from them.
// The receiver is the producer's own system, so the lead's contact data is in; capabilities (lead
// tokens), checkout links with keys, sandbox keys and CPF never are. Amounts are integer cents,
// times ISO-8601 UTC, fields camelCase.
import { z } from 'zod';
import type { OutboundEventType } from './outbound-events.ts';

const isoTime = z.iso.datetime().describe('ISO-8601, UTC');
const cents = z.number().int().describe('Centavos (inteiro)');

export const outboundLeadSchema = z
  .object({
    id: z.string().describe('Id do lead no Funil'),
    name: z.string(),
    phone: z
      .string()
      .regex(/^\+\d{8,15}$/)
      .describe('WhatsApp em E.164, ex. +5511987654321'),
    email: z.string().nullable(),
    instagram: z.string().nullable().describe('@ do Instagram, sem a arroba'),
  })
  .describe('A pessoa (dados de contato do lead)');

export const outboundLaunchSchema = z
  .object({ id: z.string(), slug: z.string(), name: z.string() })
  .nullable()
  .describe('O lançamento, quando há um');

export const outboundOfferSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    kind: z.string().describe('program (o programa) ou ticket (ingresso de um evento)'),
  })
  .describe('A oferta principal');

export const outboundAttributionSchema = z
  .object({
    utmSource: z.string().nullable(),
    utmMedium: z.string().nullable(),
    utmCampaign: z.string().nullable(),
    utmContent: z.string().nullable(),
    utmTerm: z.string().nullable(),
    referrer: z.string().nullable(),
    landingPage: z.string().nullable(),
    partnerCode: z.string().nullable().describe('Parceiro do primeiro toque (a quem a venda é creditada)'),
    lastTouchPartnerCode: z.string().nullable().describe('Parceiro do último toque, quando conhecido'),
  })
  .describe('De onde a pessoa veio');

export const outboundItemSchema = z.object({
  offerCode: z.string(),
  name: z.string(),
  amountCents: cents,
});

export const outboundEventInfoSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    kind: z.string().nullable().describe('free_call, immersion ou other'),
    startsAt: isoTime,
  })
  .describe('O evento');

/** A checkout as every checkout and purchase event carries it. */
export const outboundCheckoutSchema = z.object({
  id: z.string(),
  status: z.string(),
  paymentMethod: z.enum(['pix', 'card']),
  amountCents: cents.describe('O total cobrado, já com o desconto'),
  discountCents: cents,
  couponCode: z.string().nullable(),
  installments: z
    .number()
    .int()
    .nullable()
    .describe('Parcelas escolhidas (1 no PIX); null até o provedor dizer'),
  items: z.array(outboundItemSchema),
  createdAt: isoTime,
});

const checkoutData = {
  checkout: outboundCheckoutSchema,
  offer: outboundOfferSchema,
  launch: outboundLaunchSchema,
  lead: outboundLeadSchema.nullable().describe('Null enquanto o provedor não disse quem comprou'),
  attribution: outboundAttributionSchema.describe('De onde veio a visita do checkout'),
};

export const leadCapturedSchema = z.object({
  lead: outboundLeadSchema,
  attribution: outboundAttributionSchema,
  freeCall: z.boolean().describe('Pediu para ser inscrito na call gratuita'),
  capturedAt: isoTime,
});

export const leadCompletedSchema = z.object({
  lead: outboundLeadSchema,
  attribution: outboundAttributionSchema,
  completedAt: isoTime,
});

export const eventRegisteredSchema = z.object({
  registration: z.object({ id: z.string(), registeredAt: isoTime }),
  event: outboundEventInfoSchema,
  lead: outboundLeadSchema,
  attribution: outboundAttributionSchema.describe('De onde veio a inscrição'),
});

export const checkoutCreatedSchema = z.object({
  ...checkoutData,
  expiresAt: isoTime.nullable(),
});

export const pixGeneratedSchema = z.object({
  ...checkoutData,
  pix: z.object({
    amountCents: cents,
    pixCode: z.string().describe('O código copia e cola'),
    expiresAt: isoTime,
  }),
});

export const checkoutAbandonedSchema = z.object({
  ...checkoutData,
  reason: z.enum(['expired', 'cancelled']).describe('Expirou ou foi cancelado sem pagamento'),
  abandonedAt: isoTime,
});

export const purchaseApprovedSchema = z.object({
  ...checkoutData,
  paidAt: isoTime,
});

export const purchaseRefundedSchema = z.object({
  ...checkoutData,
  refund: z.object({
    refundedCents: cents.describe('Quanto foi devolvido no total'),
    full: z.boolean().describe('Devolução total (false: parcial; a compra continua paga)'),
  }),
  refundedAt: isoTime,
});

export const purchaseChargebackSchema = z.object({
  ...checkoutData,
  chargebackAt: isoTime,
});

export const commissionReleasedSchema = z.object({
  commission: z.object({
    id: z.string(),
    status: z.string(),
    amountCents: cents,
    baseCents: cents,
    percentBp: z.number().int().nullable().describe('Percentual em pontos-base (1000 = 10 %)'),
    fixedCents: cents.nullable(),
    releasedAt: isoTime,
  }),
  partner: z.object({ code: z.string(), name: z.string() }),
  checkout: z.object({ id: z.string(), amountCents: cents }),
  launch: outboundLaunchSchema,
});

export const whatsappOptedOutSchema = z.object({
  lead: outboundLeadSchema,
  source: z.enum(['whatsapp']).describe('whatsapp: a pessoa respondeu SAIR ou PARAR no WhatsApp'),
  optedOutAt: isoTime,
});

/** staff's "Enviar evento de teste": any data, to check the endpoint receives and verifies it. */
export const webhookTestSchema = z
  .record(z.string(), z.unknown())
  .describe('Dados de exemplo, só para conferir a assinatura e a recepção');

/** Each event's data schema: the OpenAPI document and the tests read this table. */
export const OUTBOUND_EVENT_PAYLOADS = {
  'lead.captured': leadCapturedSchema,
  'lead.completed': leadCompletedSchema,
  'event.registered': eventRegisteredSchema,
  'checkout.created': checkoutCreatedSchema,
  'pix.generated': pixGeneratedSchema,
  'checkout.abandoned': checkoutAbandonedSchema,
  'purchase.approved': purchaseApprovedSchema,
  'purchase.refunded': purchaseRefundedSchema,
  'purchase.chargeback': purchaseChargebackSchema,
  'commission.released': commissionReleasedSchema,
  'whatsapp.opted_out': whatsappOptedOutSchema,
} satisfies Record<OutboundEventType, z.ZodType>;

export type OutboundEventData<Type extends OutboundEventType> = z.infer<
  (typeof OUTBOUND_EVENT_PAYLOADS)[Type]
>;
export type OutboundLead = z.infer<typeof outboundLeadSchema>;
export type OutboundAttribution = z.infer<typeof outboundAttributionSchema>;
export type OutboundLaunch = z.infer<typeof outboundLaunchSchema>;
export type OutboundCheckoutData = {
  [Key in keyof typeof checkoutData]: z.infer<(typeof checkoutData)[Key]>;
};
