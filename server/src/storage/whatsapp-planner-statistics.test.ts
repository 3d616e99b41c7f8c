// PostgreSQL without fresh statistics (autovacuum off, or lagging behind a burst of leads): the
// planner's "no job yet" anti-join must still look each lead up by the jobs' unique key. Probed by
// another index it scanned the step's every job per lead (6.3 s for one batch of 100 in production).

import { minutesFrom } from '@funil/testkit/fixtures/whatsapp-planner-fixtures';
import {
  openTestDatabase,
  POSTGRES_AVAILABLE,
  type TestDatabase,
} from '@funil/testkit/server/test-databases';
import { CompiledQuery, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UnplannedQuery } from '../domain/ports/whatsapp-planner.ts';
import { anchorWindow } from '../domain/whatsapp/plan-jobs.ts';
import { DEFAULT_CADENCES } from './cadences-defaults.ts';
import { unplannedSelect } from './whatsapp-planner-repository.ts';

const NOW = '2026-11-24T15:00:00.000Z';
const LEADS = 6_800;
const WELCOME = DEFAULT_CADENCES.find((c) => c.trigger === 'lead_captured')?.id ?? '';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

describe.skipIf(!POSTGRES_AVAILABLE)('WhatsApp planner on PostgreSQL with stale statistics', () => {
  let database: TestDatabase | undefined;
  beforeEach(async () => {
    database = await openTestDatabase('postgres');
  });
  afterEach(async () => {
    await database?.close();
  });

  it("finds the leads without a welcome job by the jobs' unique key", async () => {
    const db = database?.db;
    if (!db) throw new Error('sem banco');
    // A launch's burst in the last hour, every lead with the notice's consent, half already planned;
    // no ANALYZE after it, as production runs between autovacuum rounds.
    await sql`
      insert into leads (id, name, phone, lead_at, created_at, updated_at)
      select 'lead-' || n, 'Ana', '5511' || (900000000 + n),
        to_char((${NOW}::timestamptz - n * interval '500 milliseconds') at time zone 'UTC',
          'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        ${NOW}, ${NOW}
      from generate_series(1, ${LEADS}) as n`.execute(db);
    await sql`
      insert into consents (id, lead_id, text_version, purposes, granted_at, created_at)
      select 'consent-' || id, id, 'cadastro-2026-11-24', '["contact","marketing"]', lead_at, lead_at
      from leads`.execute(db);
    await sql`
      insert into whatsapp_jobs (id, lead_id, cadence_id, step, subject_id, due_at, created_at, updated_at)
      select 'job-' || id, id, ${WELCOME}, 0, '', lead_at, ${NOW}, ${NOW}
      from leads where right(id, 1) in ('0', '2', '4', '6', '8')`.execute(db);

    const query: UnplannedQuery = {
      trigger: 'lead_captured',
      cadenceId: WELCOME,
      step: 0,
      ...anchorWindow('lead_captured', 0, new Date(NOW)),
      checkoutStatuses: [],
      consentPurpose: 'contact',
      limit: 100,
    };
    const select = unplannedSelect(db, query);
    if (!select) throw new Error('sem consulta');
    const compiled = select.compile();
    const explained = await db.executeQuery<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
    );
    const plan = explained.rows[0]?.['QUERY PLAN'][0]?.Plan;
    if (!plan) throw new Error('sem plano');
    const jobScans = nodes(plan).filter((node) => node['Relation Name'] === 'whatsapp_jobs');
    expect(jobScans.map((node) => node['Index Name'])).toEqual(['whatsapp_jobs_once']);

    // And it answers what it should: the oldest unplanned leads of the window, in order.
    const rows = await select.execute();
    expect(rows).toHaveLength(100);
    expect(rows.every((row) => !/[02468]$/.test(row.leadId))).toBe(true);
    expect(rows[0]?.anchorAt).toBe(minutesFrom(NOW, -((LEADS - 1) * 0.5) / 60));
  });
});
