import { insertLead } from '@funil/testkit/fixtures/lead-fixtures';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { expect, it } from 'vitest';
import { isOptedOut } from '../domain/whatsapp/opt-out.ts';
import { leadOptedOut } from './opt-out-sql.ts';
import { isTrue } from './sql-values.ts';

const AT = '2026-11-20T12:00:00.000Z';

// Every combination of the rule's facts, the SQL's answer equal to the domain's.
const cases = [
  { id: '00000000-0000-4000-8000-000000000001', status: 'inactive', consents: [] },
  { id: '00000000-0000-4000-8000-000000000002', status: 'opted_out', consents: [] },
  {
    id: '00000000-0000-4000-8000-000000000003',
    status: 'active',
    consents: [{ contact: true, revoked: false }],
  },
  {
    id: '00000000-0000-4000-8000-000000000004',
    status: 'active',
    consents: [{ contact: true, revoked: true }],
  },
  {
    id: '00000000-0000-4000-8000-000000000005',
    status: 'inactive',
    consents: [
      { contact: true, revoked: true },
      { contact: true, revoked: false },
    ],
  },
  {
    id: '00000000-0000-4000-8000-000000000006',
    status: 'inactive',
    consents: [{ contact: false, revoked: true }],
  },
  {
    id: '00000000-0000-4000-8000-000000000007',
    status: 'opted_out',
    consents: [{ contact: true, revoked: false }],
  },
  { id: '00000000-0000-4000-8000-000000000008', status: 'stopped', consents: [] },
] as const;

describeEachEngine('opt-out SQL', (database) => {
  it('answers what domain isOptedOut answers, for every combination of its facts', async () => {
    const { db } = database();
    for (const lead of cases) {
      await insertLead(db, {
        id: lead.id,
        phone: `55119876${lead.id.slice(-5)}`,
        cadence_status: lead.status,
      });
      for (const [index, consent] of lead.consents.entries()) {
        await db
          .insertInto('consents')
          .values({
            id: `${lead.id}-${index}`,
            lead_id: lead.id,
            text_version: `v${index}`,
            purposes: JSON.stringify(consent.contact ? ['contact', 'marketing'] : ['marketing']),
            granted_at: AT,
            revoked_at: consent.revoked ? AT : null,
            created_at: AT,
            source: 'site',
          })
          .execute();
      }
    }
    const rows = await db
      .selectFrom('leads')
      .select(['id', leadOptedOut().as('opted_out')])
      .orderBy('id')
      .execute();
    const fromSql = Object.fromEntries(rows.map((row) => [row.id, isTrue(row.opted_out)]));
    const fromDomain = Object.fromEntries(
      cases.map((lead) => [
        lead.id,
        isOptedOut({
          cadenceStatus: lead.status,
          revokedContactConsent: lead.consents.some((c) => c.contact && c.revoked),
          activeContactConsent: lead.consents.some((c) => c.contact && !c.revoked),
        }),
      ]),
    );
    expect(fromSql).toEqual(fromDomain);
    // And the rule says what the issue asks: SAIR/PARAR, or a contact consent taken back.
    expect(Object.values(fromDomain).filter(Boolean)).toHaveLength(3);
  });
});
