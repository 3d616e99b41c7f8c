import { LEAD_CONSENT_NOTICE } from '@funil/core/consent-notice';
import { leadSaveSchema } from '@funil/core/lead';
import { FREE_LIVE_CALL } from '@funil/core/offers';
import { expect, it } from 'vitest';
import type { DomainLogger } from '../domain/lead-store.ts';
import { saveLead, saveLeadOnce } from '../domain/save-lead.ts';
import { describeEachEngine } from '../testing/test-databases.ts';
import { leadStoreScope } from './leads-repository.ts';
import { createNewLeadWriter } from './new-lead-statement.ts';
import { FALSE } from './sql-values.ts';

const T1 = new Date('2026-11-24T12:00:00.000Z');
const CONSENT = { version: LEAD_CONSENT_NOTICE.version, source: 'site' } as const;
const lead = (phone: string, input: Record<string, unknown> = {}) =>
  leadSaveSchema.parse({ name: 'Ana Souza', phone, email: 'ana@example.com', ...input });

describeEachEngine("the lead route's save (one statement for a new phone on PostgreSQL)", (database) => {
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
    const of = (table: 'lead_capabilities' | 'consents' | 'event_registrations') =>
      ids.length === 0 ? [] : db.selectFrom(table).selectAll().where('lead_id', 'in', ids).execute();
    return {
      leads,
      capabilities: await of('lead_capabilities'),
      consents: await of('consents'),
      registrations: await of('event_registrations'),
    };
  };
  /** What two saves of the same form by different phones must share: everything but who and which rows. */
  const comparable = (rows: Awaited<ReturnType<typeof rowsOf>>) => ({
    lead: { ...rows.leads[0], id: '', phone: '' },
    capability: { ...rows.capabilities[0], lead_id: '', token_hash: '' },
    consent: { ...rows.consents[0], id: '', lead_id: '' },
    registration: { ...rows.registrations[0], id: '', lead_id: '' },
  });

  it('writes exactly what the transactional save writes: lead, capability, free-call registration and consent', async () => {
    const input = { free_call: true, consent: CONSENT, utm_source: 'ig', instagram: 'ana.dev' };
    const once = await saveLeadOnce(deps(), lead('5511987650001', input), { requestKey: 'k'.repeat(20) });
    const { scope } = deps();
    await scope((store) =>
      saveLead({ store, logger, now: () => T1 }, lead('5511987650002', input), {
        requestKey: 'k'.repeat(20),
      }),
    );

    const viaOnce = await rowsOf('5511987650001');
    expect(once).toMatchObject({ id: viaOnce.leads[0]?.id, created: true });
    expect(viaOnce.capabilities).toHaveLength(1);
    expect(viaOnce.consents).toHaveLength(1);
    expect(viaOnce.registrations).toHaveLength(1);
    expect(comparable(viaOnce)).toEqual(comparable(await rowsOf('5511987650002')));
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
    const saved = await Promise.all(
      Array.from({ length: 10 }, () => saveLeadOnce(deps(), lead('5511987650005'))),
    );

    const rows = await rowsOf('5511987650005');
    expect(rows.leads).toHaveLength(1);
    // One browser owns the lead; the others hold claims, answered as new leads of their own.
    expect(saved.filter((answer) => answer.id === rows.leads[0]?.id)).toHaveLength(1);
  });
});
