// Issue 31: what the producer's systems hear. A person goes through the whole product over HTTP
// (testkit's lead-everywhere: the lead modal, step 2, a registration, checkouts, a PIX charge, a paid
// sale, WhatsApp), and each outbound event is in the outbox once, as documented, with no secret in it;
// a repeated provider webhook or WhatsApp message adds nothing.

import { OUTBOUND_EVENT_PAYLOADS } from '@funil/core/outbound-event-payloads';
import { isOutboundEventType } from '@funil/core/outbound-events';
import {
  EVERYWHERE_NOW,
  type EverywhereApp,
  everywhereApp,
  laterRefund,
  leaveFootprint,
  ZULEICA,
} from '@funil/testkit/fixtures/lead-everywhere';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import pino from 'pino';
import { expect, it } from 'vitest';
import { cancelExpiredPixCharges } from '../domain/pix-charge-expiry.ts';
import { createCheckoutsRepository } from '../storage/checkouts-repository.ts';

const WHOLE_PRODUCT_MS = 60_000;

interface Envelope {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

/** Keys no payload may have, at any depth: capabilities, links with keys, CPF, the QR image. */
const SECRET_KEYS = /token|secret|cpf|capability|link|url|qr|key/i;

function keysOf(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      into.push(key);
      keysOf(inner, into);
    }
  return into;
}

describeEachEngine('the producer’s outbound events, through the whole product', (database) => {
  async function seed() {
    const t = await everywhereApp(database().db);
    const footprint = await leaveFootprint(t, ZULEICA);
    return { t, footprint };
  }

  /** The person's outbox rows, each checked against its documented schema and for secrets. */
  async function eventsOf(t: EverywhereApp, leadId: string): Promise<Envelope[]> {
    const rows = await t.db
      .selectFrom('outbound_events')
      .select(['id', 'type', 'payload', 'lead_id', 'occurred_at', 'fanned_out_at'])
      .where('lead_id', '=', leadId)
      .orderBy('occurred_at')
      .execute();
    return rows.map((row) => {
      expect(row.id).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(row.fanned_out_at).toBeNull();
      const envelope = JSON.parse(row.payload) as Envelope;
      expect(envelope.type).toBe(row.type);
      expect(envelope.timestamp).toBe(row.occurred_at);
      if (!isOutboundEventType(envelope.type)) throw new Error(`tipo desconhecido: ${envelope.type}`);
      const parsed = OUTBOUND_EVENT_PAYLOADS[envelope.type].safeParse(envelope.data);
      expect(parsed.error, `${envelope.type}: ${parsed.error?.message}`).toBeUndefined();
      expect(keysOf(envelope.data).filter((key) => SECRET_KEYS.test(key))).toEqual([]);
      expect(row.payload).not.toMatch(/52998224725|529\.982\.247-25/);
      return envelope;
    });
  }

  const count = (events: Envelope[]) =>
    events.reduce<Record<string, number>>((counts, event) => {
      counts[event.type] = (counts[event.type] ?? 0) + 1;
      return counts;
    }, {});

  const checkoutIdOf = async (t: EverywhereApp, link: string) => {
    const providerId = new URL(link).pathname.split('/').at(-1) as string;
    const row = await t.db
      .selectFrom('checkouts')
      .select('id')
      .where('provider_checkout_id', '=', providerId)
      .executeTakeFirstOrThrow();
    return { providerId, id: row.id };
  };

  it(
    'announces each step once, with the documented payload and nothing secret',
    async () => {
      const { t, footprint } = await seed();
      const events = await eventsOf(t, footprint.leadId);
      expect(count(events)).toEqual({
        'lead.captured': 1,
        'lead.completed': 1,
        // The free call, with the lead; the immersion, by its own registration.
        'event.registered': 2,
        // The sandbox's PIX checkout, the card checkout and the PIX charge in the modal.
        'checkout.created': 3,
        'pix.generated': 1,
        'purchase.approved': 1,
      });

      const captured = events.find((event) => event.type === 'lead.captured');
      expect(captured?.data).toMatchObject({
        lead: { id: footprint.leadId, name: ZULEICA.name, phone: `+${ZULEICA.phone}`, email: ZULEICA.email },
        attribution: { utmSource: 'instagram', utmCampaign: 'lancamento' },
        freeCall: true,
      });
      expect(events.find((event) => event.type === 'lead.completed')?.data).toMatchObject({
        lead: { instagram: ZULEICA.instagram },
      });
      const registered = events.filter((event) => event.type === 'event.registered');
      expect(registered.map((event) => (event.data.event as { kind: string }).kind).sort()).toEqual([
        'free_call',
        'immersion',
      ]);
      const pix = events.find((event) => event.type === 'pix.generated')?.data as {
        pix: { pixCode: string; amountCents: number; expiresAt: string };
        checkout: { amountCents: number; paymentMethod: string };
      };
      expect(pix.pix.amountCents).toBe(pix.checkout.amountCents);
      expect(pix.checkout.paymentMethod).toBe('pix');
      expect(pix.pix.pixCode.length).toBeGreaterThan(20);
      const approved = events.find((event) => event.type === 'purchase.approved')?.data as {
        checkout: { id: string; status: string; items: { amountCents: number }[]; amountCents: number };
        lead: { id: string };
      };
      expect(approved.checkout.id).toBe((await checkoutIdOf(t, footprint.paidLink)).id);
      expect(approved.checkout.status).toBe('paid');
      expect(approved.lead.id).toBe(footprint.leadId);
      expect(approved.checkout.items.reduce((sum, item) => sum + item.amountCents, 0)).toBe(
        approved.checkout.amountCents,
      );
    },
    WHOLE_PRODUCT_MS,
  );

  it(
    'announces a refund, a chargeback and an abandoned checkout once, whatever the provider repeats',
    async () => {
      const { t, footprint } = await seed();
      const refund = laterRefund(footprint, ZULEICA);
      expect(await t.webhook(refund)).toBe('applied');
      expect(await t.webhook(refund)).toBe('duplicate');
      const chargeback = {
        ...refund,
        id: 'evt_chargeback_1',
        event: 'PAYMENT_CHARGEBACK_REQUESTED',
        payment: { ...refund.payment, status: 'CHARGEBACK_REQUESTED' },
      };
      expect(await t.webhook(chargeback)).toBe('applied');
      expect(await t.webhook(chargeback)).toBe('duplicate');

      const card = await checkoutIdOf(t, footprint.abandonedLink);
      const expired = { id: 'evt_expired_1', event: 'CHECKOUT_EXPIRED', checkout: { id: card.providerId } };
      expect(await t.webhook(expired)).toBe('applied');
      expect(await t.webhook(expired)).toBe('duplicate');
      // Another delivery of the same news, under another id, moves nothing and announces nothing.
      expect(await t.webhook({ ...expired, id: 'evt_expired_2' })).toBe('unchanged');

      const events = await eventsOf(t, footprint.leadId);
      expect(count(events)).toMatchObject({
        'purchase.refunded': 1,
        'purchase.chargeback': 1,
        'checkout.abandoned': 1,
      });
      const refunded = events.find((event) => event.type === 'purchase.refunded')?.data as {
        refund: { refundedCents: number; full: boolean };
        checkout: { amountCents: number };
      };
      expect(refunded.refund).toEqual({ refundedCents: refunded.checkout.amountCents, full: true });
      expect(events.find((event) => event.type === 'checkout.abandoned')?.data).toMatchObject({
        checkout: { id: card.id, paymentMethod: 'card' },
        reason: 'expired',
      });
    },
    WHOLE_PRODUCT_MS,
  );

  it(
    'announces the PIX charge that expired unpaid once, from the expiry job',
    async () => {
      const { t, footprint } = await seed();
      const later = new Date(EVERYWHERE_NOW.getTime() + 2 * 3_600_000);
      const deps = {
        store: createCheckoutsRepository(t.db),
        provider: { cancelPixCharge: async () => true },
        logger: pino({ level: 'silent' }),
        now: () => later,
      };
      expect(await cancelExpiredPixCharges(deps)).toBe(1);
      expect(await cancelExpiredPixCharges(deps)).toBe(0);

      const events = await eventsOf(t, footprint.leadId);
      const abandoned = events.filter((event) => event.type === 'checkout.abandoned');
      expect(abandoned).toHaveLength(1);
      expect(abandoned[0]?.data).toMatchObject({ checkout: { paymentMethod: 'pix' }, reason: 'expired' });
    },
    WHOLE_PRODUCT_MS,
  );

  it(
    'announces a WhatsApp opt-out once, however many times the person says SAIR',
    async () => {
      const { t, footprint } = await seed();
      expect(await t.replyFrom(ZULEICA.phone, 'SAIR')).toBe(200);
      expect(await t.replyFrom(ZULEICA.phone, 'PARAR')).toBe(200);
      await t.idle();

      const events = (await eventsOf(t, footprint.leadId)).filter(
        (event) => event.type === 'whatsapp.opted_out',
      );
      expect(events).toHaveLength(1);
      expect(events[0]?.data).toMatchObject({
        lead: { id: footprint.leadId, phone: `+${ZULEICA.phone}` },
        source: 'whatsapp',
      });
    },
    WHOLE_PRODUCT_MS,
  );
});
