import { LEAD_CONSENT_NOTICE } from '@funil/core/consent-notice';
import { leadSaveSchema } from '@funil/core/lead';
import { FREE_LIVE_CALL } from '@funil/core/offers';
import { OUTBOUND_EVENT_PAYLOADS } from '@funil/core/outbound-event-payloads';
import type { OutboundEventType } from '@funil/core/outbound-events';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { expect, it } from 'vitest';
import { leadCapturedEvent } from '../domain/outbound-events/lead-events.ts';
import type { DomainLogger } from '../domain/ports/logger.ts';
import { saveLead, saveLeadOnce } from '../domain/save-lead.ts';
import { leadStoreScope } from './leads-repository.ts';
import { createNewLeadWriter } from './new-lead-statement.ts';
import { FALSE } from './sql-values.ts';

const T1 = new Date('2026-11-24T12:00:00.000Z');
const CONSENT = { version: LEAD_CONSENT_NOTICE.version, source: 'site' } as const;
const lead = (phone: string, input: Record<string, unknown> = {}) =>
  leadSaveSchema.parse({ name: 'Ana Souza', phone, email: 'ana@example.com', ...input });

describeEachEngine("the lead route's save (a new phone's rows written at once)", (database) => {
  const warnings: string[] = [];
  const logger: DomainLogger = { warn: (_details, message) => warnings.push(message), info: () => {} };
  const deps = () => {
    const { db } = database();
    return { scope: leadStoreScope(db), writer: createNewLeadWriter(db), logger, now: () => T1 };
  };
  const rowsOf = async (phone: string) => {
    const { db } = database();
    const leads = await db.selectFrom('leads').selectAll().where('phone', '=', phone).execute();
    const ids = leads.map((row) => row.id);
    const of = (table: 'lead_capabilities' | 'consents' | 'event_registrations' | 'outbound_events') =>
      ids.length === 0 ? [] : db.selectFrom(table).selectAll().where('lead_id', 'in', ids).execute();
    return {
      leads,
      capabilities: await of('lead_capabilities'),
      consents: await of('consents'),
      registrations: await of('event_registrations'),
      outboundEvents: await of('outbound_events'),
    };
  };
  /** The outbox rows' envelopes, parsed and checked against their documented schemas, by type. */
  const envelopesOf = (rows: Awaited<ReturnType<typeof rowsOf>>) =>
    rows.outboundEvents
      .map((row) => {
        const envelope = JSON.parse(row.payload) as {
          type: OutboundEventType;
          timestamp: string;
          data: unknown;
        };
        expect(row.type).toBe(envelope.type);
        expect(OUTBOUND_EVENT_PAYLOADS[envelope.type].safeParse(envelope.data).error).toBeUndefined();
        return envelope;
      })
      .sort((a, b) => a.type.localeCompare(b.type));
  /** What two saves of the same form by different phones must share: everything but who and which rows. */
  const comparable = (rows: Awaited<ReturnType<typeof rowsOf>>) => ({
    lead: { ...rows.leads[0], id: '', phone: '' },
    capability: { ...rows.capabilities[0], lead_id: '', token_hash: '' },
    consent: { ...rows.consents[0], id: '', lead_id: '' },
    registration: { ...rows.registrations[0], id: '', lead_id: '' },
    // Who and which rows aside, the same envelopes: SQL's data.event is the domain's.
    outboundEvents: JSON.parse(
      JSON.stringify(envelopesOf(rows))
        .replaceAll(rows.leads[0]?.id ?? '-', '')
        .replaceAll(rows.leads[0]?.phone ?? '-', '')
        .replaceAll(rows.registrations[0]?.id ?? '-', ''),
    ),
  });

  const everyTouch = {
    utm_source: 'ig',
    utm_medium: 'stories',
    utm_campaign: 'lancamento',
    utm_content: 'video-1',
    utm_term: 'ia',
    referrer: 'https://instagram.com/',
    landing_page: 'https://funil.example/ianapratica',
  };
  it.each([
    {
      form: 'every field the form sends',
      input: { ...everyTouch, instagram: 'ana.dev', free_call: true, consent: CONSENT },
      phones: ['5511987650001', '5511987650002'],
    },
    {
      form: 'no e-mail, no touch, no call',
      input: { email: '' },
      phones: ['5511987650011', '5511987650012'],
    },
  ])('writes exactly what the transactional save writes ($form)', async ({ input, phones }) => {
    const [viaWriter, viaTransaction] = phones as [string, string];
    const once = await saveLeadOnce(deps(), lead(viaWriter, input), { requestKey: 'k'.repeat(20) });
    const { scope } = deps();
    await scope((store) =>
      saveLead({ store, logger, now: () => T1 }, lead(viaTransaction, input), {
        requestKey: 'k'.repeat(20),
      }),
    );

    const viaOnce = await rowsOf(viaWriter);
    expect(once).toMatchObject({ id: viaOnce.leads[0]?.id, created: true });
    expect(viaOnce.capabilities).toHaveLength(1);
    expect(envelopesOf(viaOnce).map((envelope) => envelope.type)).toEqual(
      'free_call' in input && input.free_call ? ['event.registered', 'lead.captured'] : ['lead.captured'],
    );
    expect(comparable(viaOnce)).toEqual(comparable(await rowsOf(viaTransaction)));
  });

  it('saves the lead without the call, and says so, when the call is switched off', async () => {
    const { db } = database();
    await db
      .updateTable('events')
      .set({ is_active: FALSE })
      .where('slug', '=', FREE_LIVE_CALL.slug)
      .execute();
    warnings.length = 0;

    await saveLeadOnce(deps(), lead('5511987650003', { free_call: true }));

    const rows = await rowsOf('5511987650003');
    expect(rows.leads).toHaveLength(1);
    expect(rows.registrations).toHaveLength(0);
    expect(envelopesOf(rows).map((envelope) => envelope.type)).toEqual(['lead.captured']);
    expect(warnings).toEqual(['Call gratuita inativa: inscrição não feita']);
  });

  it("sends a known phone through the transaction: the lead's own browser updates its row", async () => {
    const first = await saveLeadOnce(deps(), lead('5511987650004'));
    const again = await saveLeadOnce(
      { ...deps(), now: () => new Date('2026-11-25T12:00:00.000Z') },
      lead('5511987650004', { name: 'Ana Maria', leadId: first.id, leadToken: first.token }),
    );

    expect(again).toMatchObject({ id: first.id, created: false });
    const rows = await rowsOf('5511987650004');
    expect(rows.leads.map((row) => row.name)).toEqual(['Ana Maria']);
  });

  it('makes one lead of ten saves of one new phone arriving together', async () => {
    const shared = deps();
    const saved = await Promise.all(
      Array.from({ length: 10 }, () => saveLeadOnce(shared, lead('5511987650005'))),
    );

    const rows = await rowsOf('5511987650005');
    expect(rows.leads).toHaveLength(1);
    expect(rows.outboundEvents.map((row) => row.type)).toEqual(['lead.captured']);
    // One browser owns the lead; the others hold claims, answered as new leads of their own.
    expect(saved.filter((answer) => answer.id === rows.leads[0]?.id)).toHaveLength(1);
  });

  it('saves a burst of new phones arriving together, each once with its own capability', async () => {
    const shared = deps();
    const phones = Array.from({ length: 40 }, (_, index) => `55119876${String(51_000 + index)}`);
    const saved = await Promise.all(phones.map((phone) => saveLeadOnce(shared, lead(phone))));

    const { db } = database();
    const leads = await db.selectFrom('leads').select(['id', 'phone']).where('phone', 'in', phones).execute();
    expect(leads.map((row) => row.phone).sort()).toEqual(phones);
    expect(saved.map((answer) => answer.id).sort()).toEqual(leads.map((row) => row.id).sort());
    const capabilities = await db
      .selectFrom('lead_capabilities')
      .select('lead_id')
      .where(
        'lead_id',
        'in',
        leads.map((row) => row.id),
      )
      .execute();
    expect(capabilities).toHaveLength(40);
    // Each new lead of the batch has its lead.captured, written with it.
    const captured = await db
      .selectFrom('outbound_events')
      .select(['lead_id', 'type'])
      .where(
        'lead_id',
        'in',
        leads.map((row) => row.id),
      )
      .execute();
    expect(captured.map((row) => row.lead_id).sort()).toEqual(leads.map((row) => row.id).sort());
    expect(new Set(captured.map((row) => row.type))).toEqual(new Set(['lead.captured']));
  });

  it('fails only the save that cannot be written when saves go together', async () => {
    const { writer } = deps();
    const taken = await saveLeadOnce(deps(), lead('5511987652000'));
    const writes = (phone: string, id: string) => {
      const newLead = {
        id,
        name: 'Ana Souza',
        phone,
        visit_pending: true as const,
        lead_at: T1.toISOString(),
        created_at: T1.toISOString(),
        updated_at: T1.toISOString(),
      };
      return {
        lead: newLead,
        captured: leadCapturedEvent(newLead, false),
        capability: {
          token_hash: `hash-${phone}`,
          lead_id: id,
          claim_id: null,
          request_key_hash: null,
          created_at: T1.toISOString(),
        },
      };
    };
    const phones = Array.from({ length: 10 }, (_, index) => `55119876${String(52_001 + index)}`);
    // The last one reuses a lead's id: its insert fails, whichever saves share its call.
    const outcomes = await Promise.allSettled(
      phones.map((phone, index) =>
        writer.insertIfPhoneNew(writes(phone, index === 9 ? taken.id : `lead-${phone}`)),
      ),
    );

    expect(outcomes.map((outcome) => outcome.status)).toEqual([...Array(9).fill('fulfilled'), 'rejected']);
    const { db } = database();
    const stored = await db.selectFrom('leads').select('phone').where('phone', 'in', phones).execute();
    expect(stored.map((row) => row.phone).sort()).toEqual(phones.slice(0, 9));
    // The failed save announced nothing; the others did.
    const announced = await db
      .selectFrom('outbound_events')
      .select('lead_id')
      .where('type', '=', 'lead.captured')
      .where('lead_id', 'like', 'lead-55119876520%')
      .execute();
    expect(announced).toHaveLength(9);
  });
});
