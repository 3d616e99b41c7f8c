// Every number a staff screen or export shows, read through the admin API with a real staff session
// as the screens read it, equals a count written here in plain SQL from decision 0017's definitions.

import {
  behaviourTables,
  type ChartTable,
  FUNNEL_STEPS,
  type FunnelStep,
  funnelTables,
  journeyTables,
  launchTables,
  opportunitiesTables,
  predictionsTables,
} from '@funil/core/analytics';
import {
  LEAD_KPIS,
  type LeadKpis,
  METRICS,
  type RatioMetric,
  ratioValue,
  SUMMED_METRICS,
  type SummedMetric,
} from '@funil/core/metrics';
import {
  FORMULA_CAMPAIGN,
  FORMULA_CLICK,
  RECONCILIATION_DAYS,
  RECONCILIATION_NOW,
  RECONCILIATION_PERIOD,
  seedReconciliationDataset,
} from '@funil/testkit/datasets/reconciliation-dataset';
import { readCsv } from '@funil/testkit/server/read-csv';
import { cookieOf, OWN_ORIGIN } from '@funil/testkit/server/staff-login';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { pino } from 'pino';
import { beforeEach, expect, it } from 'vitest';
import { createStaffUser } from '../../domain/create-staff-user.ts';
import { periodMetrics, periodTotals } from '../../domain/metrics/period-metrics.ts';
import { csvCell } from '../../domain/staff-csv.ts';
import { createMetricQueries } from '../../storage/metrics/period-metrics.ts';
import type { Database } from '../../storage/schema.ts';
import { createStaffRepository } from '../../storage/staff-repository.ts';
import { wireApp } from '../../wiring/wire-app.ts';

const PERIOD = `from=${RECONCILIATION_PERIOD.from}&to=${RECONCILIATION_PERIOD.to}`;
const START = '2026-11-01T03:00:00.000Z';
const END = '2026-11-04T03:00:00.000Z';
/** Open checkouts last touched before this (an hour before now) are abandoned. */
const HOUR_AGO = '2026-11-03T20:00:00.000Z';
const PASSWORD = 'senha-de-quem-confere-os-numeros';

/** The definitions, written once more in plain SQL: what each number must equal. */
const OPENED = sql`status not in ('pending', 'failed')`;
const REFUNDED = sql`(case when refunded_cents > 0 then (case when refunded_cents > amount_cents then amount_cents else refunded_cents end)
  when status = 'refunded' then amount_cents else 0 end)`;
const CHARGEBACK = sql`(case when status in ('chargeback', 'chargeback_dispute') then amount_cents - ${REFUNDED} else 0 end)`;
/** A sale's source: its lead's first touch; without a lead, what its checkout kept (decision 0034). */
const SALE_SOURCE = sql`coalesce(case when x.id is null then c.utm_source else x.utm_source end, '')`;
const SALE_SOURCE_L = sql`coalesce(case when l.id is null then c.utm_source else l.utm_source end, '')`;
const IS_CUSTOMER = (leadId: RawBuilder<unknown>) =>
  sql`exists (select 1 from checkouts paid where paid.lead_id = ${leadId} and paid.paid_at is not null)`;

/** A launch's leads (decision 0017, issue 29): captured while it was the site's, or in its events or checkouts. */
const WHILE_CURRENT = (launch: string, column: string) =>
  sql`exists (select 1 from launch_periods p where p.launch_id = ${launch}
    and ${sql.ref(column)} >= p.started_at and (p.ended_at is null or ${sql.ref(column)} < p.ended_at))`;
const LEAD_OF_LAUNCH = (launch: string) => sql`(${WHILE_CURRENT(launch, 'leads.lead_at')}
  or leads.id in (select r.lead_id from event_registrations r join events e on e.id = r.event_id where e.launch_id = ${launch})
  or leads.id in (select lead_id from checkouts where launch_id = ${launch} and lead_id is not null))`;

/**
 * Every number that adds up, as core's registry keys it: a number without its SQL here fails to
 * compile. Ratios are worked out from these (core's ratioValue).
 */
function definitions(start: string, end: string, launch?: string): Record<SummedMetric, RawBuilder<unknown>> {
  const lead = launch === undefined ? sql`1 = 1` : LEAD_OF_LAUNCH(launch);
  const checkout = launch === undefined ? sql`1 = 1` : sql`checkouts.launch_id = ${launch}`;
  const whileCurrent = (column: string) =>
    launch === undefined ? sql`1 = 1` : WHILE_CURRENT(launch, column);
  return {
    visits: sql`select count(*) from lead_visits where visited_at >= ${start} and visited_at < ${end} and ${whileCurrent('lead_visits.visited_at')}`,
    leads: sql`select count(*) from leads where lead_at >= ${start} and lead_at < ${end} and ${lead}`,
    leadsWithInstagram: sql`select count(*) from leads where lead_at >= ${start} and lead_at < ${end} and ${lead}
      and instagram in (select username from instagram_profiles)`,
    convertedLeads: sql`select count(*) from leads where lead_at >= ${start} and lead_at < ${end} and ${lead}
      and ${IS_CUSTOMER(sql.ref('leads.id'))}`,
    newVisitors: sql`select count(*) from leads where created_at >= ${start} and created_at < ${end}
      and (lead_at is null or lead_at > created_at) and ${whileCurrent('leads.created_at')}`,
    checkoutsOpened: sql`select count(*) from checkouts where created_at >= ${start} and created_at < ${end} and ${OPENED} and ${checkout}`,
    checkoutsVisited: sql`select count(*) from checkouts where created_at >= ${start} and created_at < ${end} and ${OPENED} and ${checkout}
      and (visited_at is not null or paid_at is not null)`,
    checkoutsAbandoned: sql`select count(*) from checkouts where created_at >= ${start} and created_at < ${end} and ${OPENED} and ${checkout}
      and paid_at is null and (status in ('expired', 'canceled')
        or (status in ('created', 'visited') and updated_at < ${HOUR_AGO}))`,
    sales: sql`select count(*) from checkouts where paid_at >= ${start} and paid_at < ${end} and ${checkout}`,
    grossRevenue: sql`select coalesce(sum(amount_cents), 0) from checkouts where paid_at >= ${start} and paid_at < ${end} and ${checkout}`,
    refundedValue: sql`select coalesce(sum(${REFUNDED}), 0) from checkouts where paid_at >= ${start} and paid_at < ${end} and ${checkout}`,
    refunds: sql`select count(*) from checkouts where paid_at >= ${start} and paid_at < ${end} and ${checkout} and ${REFUNDED} > 0`,
    chargebackValue: sql`select coalesce(sum(${CHARGEBACK}), 0) from checkouts where paid_at >= ${start} and paid_at < ${end} and ${checkout}`,
    chargebacks: sql`select count(*) from checkouts where paid_at >= ${start} and paid_at < ${end} and ${checkout}
      and status in ('chargeback', 'chargeback_dispute')`,
    netRevenue: sql`select coalesce(sum(amount_cents - ${REFUNDED} - ${CHARGEBACK}), 0) from checkouts
      where paid_at >= ${start} and paid_at < ${end} and ${checkout}`,
    newCustomers: sql`select count(*) from (select min(paid_at) as first_paid from checkouts
      where paid_at is not null and ${checkout} group by coalesce(lead_id, id)) buyers
      where first_paid >= ${start} and first_paid < ${end}`,
  };
}
type Definition = SummedMetric;

describeEachEngine('staff numbers reconcile with the data', (database) => {
  let db: Kysely<Database>;
  let get: (path: string) => Promise<Response>;

  /** One number from SQL. */
  const count = async (query: RawBuilder<unknown>) => {
    const { rows } = await query.execute(db);
    return Number(Object.values(rows[0] as Record<string, unknown>)[0] ?? 0);
  };
  const rowsOf = async <T>(query: RawBuilder<unknown>) => (await query.execute(db)).rows as T[];
  const period = (name: Definition) => count(definitions(START, END)[name]);
  const daily = (name: Definition) =>
    Promise.all(RECONCILIATION_DAYS.map((day) => count(definitions(day.start, day.end)[name])));
  /** Every number that adds up, over the whole period, from its SQL. */
  const sqlTotals = async () =>
    Object.fromEntries(
      await Promise.all(SUMMED_METRICS.map(async (key) => [key, await period(key)] as const)),
    ) as Record<SummedMetric, number>;
  const json = async <T>(path: string): Promise<T> => {
    const res = await get(path);
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  };
  const csv = async (path: string) => {
    const res = await get(path);
    expect(res.status, path).toBe(200);
    return readCsv(res);
  };
  /** A chart's CSV holds exactly its on-screen table, written for a spreadsheet in Brazil. */
  const expectExportOf = async (report: string, table: ChartTable) => {
    const rows = await csv(`/api/admin/analytics/${report}/export?chart=${table.key}&${PERIOD}`);
    expect(rows[0], `${report}/${table.key}`).toEqual(table.columns.map((column) => column.label));
    expect(rows.slice(1), `${report}/${table.key}`).toEqual(
      table.rows.map((row) => row.map((cell, i) => csvCell(cell, table.columns[i]?.format ?? 'text'))),
    );
    return rows;
  };
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  /** '1797,00' → 179700 cents. */
  const cents = (cell: string | undefined) => Math.round(Number((cell ?? '').replace(',', '.')) * 100);

  beforeEach(async () => {
    db = database().db;
    await seedReconciliationDataset(db);
    const now = () => RECONCILIATION_NOW;
    const app = wireApp(db, { logger: pino({ level: 'silent' }), now });
    const created = await createStaffUser(
      createStaffRepository(db),
      { email: 'numeros@funil.test', name: 'Equipe', role: 'admin', password: PASSWORD },
      now(),
    );
    if (!created.ok) throw new Error(created.message);
    const login = await app.request('/api/admin/session', {
      method: 'POST',
      headers: { origin: OWN_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'numeros@funil.test', password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = cookieOf(login);
    get = async (path) => app.request(path, { headers: { cookie } });
  });

  it('every number of the metric registry, in total and each day, is its SQL', async () => {
    // Screens below read a choice of them; this holds each one, including those no screen shows yet.
    const queries = createMetricQueries(db);
    const metrics = await periodMetrics(queries, RECONCILIATION_PERIOD, RECONCILIATION_NOW);
    const totals = await sqlTotals();
    expect(metrics.totals).toEqual(totals);
    expect(await periodTotals(queries, RECONCILIATION_PERIOD, RECONCILIATION_NOW)).toEqual(totals);
    for (const key of SUMMED_METRICS) {
      expect(
        metrics.series.map((day) => day[key]),
        key,
      ).toEqual(await daily(key));
    }
    // Each number has rows in the dataset, so none of the checks above holds by zeros alone.
    for (const key of SUMMED_METRICS) expect(totals[key], key).toBeGreaterThan(0);
  });

  it('every number of the metric registry, for each launch, is its SQL', async () => {
    // Launch 2 became the site's on 02/11 at 12:00 (São Paulo): checkouts opened since are its own,
    // and one of launch 1's leads registered for its call, so that lead is both launches'.
    const SWITCH = '2026-11-02T15:00:00.000Z';
    const first = (await db.selectFrom('current_launch').select('launch_id').executeTakeFirstOrThrow())
      .launch_id;
    const second = '6f0c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f';
    await db.updateTable('checkouts').set({ launch_id: first }).execute();
    await db
      .insertInto('launches')
      .values({
        id: second,
        slug: 'marco',
        name: 'Março',
        status: 'published',
        document: null,
        created_at: SWITCH,
        updated_at: SWITCH,
        published_at: SWITCH,
        closed_at: null,
      })
      .execute();
    await db.updateTable('launch_periods').set({ ended_at: SWITCH }).where('launch_id', '=', first).execute();
    await db
      .insertInto('launch_periods')
      .values({ launch_id: second, started_at: SWITCH, ended_at: null })
      .execute();
    await db.updateTable('current_launch').set({ launch_id: second }).execute();
    await db.updateTable('checkouts').set({ launch_id: second }).where('created_at', '>=', SWITCH).execute();
    const call = '7a0c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f';
    await db
      .insertInto('events')
      .values({
        id: call,
        slug: 'call-marco',
        title: 'Call de março',
        starts_at: END,
        ends_at: END,
        created_at: SWITCH,
        updated_at: SWITCH,
        launch_id: second,
        kind: 'free_call',
      })
      .execute();
    const early = await db
      .selectFrom('leads')
      .select('id')
      .where('lead_at', '<', SWITCH)
      .orderBy('lead_at')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('event_registrations')
      .values({
        id: '8a0c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f',
        event_id: call,
        lead_id: early.id,
        registration_date: SWITCH,
        created_at: SWITCH,
        updated_at: SWITCH,
      })
      .execute();

    const queries = createMetricQueries(db);
    const leadsOf: Record<string, number> = {};
    for (const launch of [first, second]) {
      const sqlOf = async (name: SummedMetric) => count(definitions(START, END, launch)[name]);
      const expected = Object.fromEntries(
        await Promise.all(SUMMED_METRICS.map(async (key) => [key, await sqlOf(key)] as const)),
      ) as Record<SummedMetric, number>;
      const metrics = await periodMetrics(queries, { ...RECONCILIATION_PERIOD, launch }, RECONCILIATION_NOW);
      expect(metrics.totals, launch).toEqual(expected);
      for (const key of SUMMED_METRICS) {
        const days = await Promise.all(
          RECONCILIATION_DAYS.map((day) => count(definitions(day.start, day.end, launch)[key])),
        );
        expect(
          metrics.series.map((day) => day[key]),
          `${launch} ${key}`,
        ).toEqual(days);
      }
      // The staff screen asks for the launch it shows: the same numbers.
      const kpis = await json<LeadKpis>(`/api/admin/leads/kpis?${PERIOD}&launch=${launch}`);
      expect(kpis.leads, launch).toBe(expected.leads);
      expect(kpis.sales, launch).toBe(expected.sales);
      leadsOf[launch] = expected.leads;
      expect(expected.leads, launch).toBeGreaterThan(0);
      expect(expected.sales, launch).toBeGreaterThan(0);
    }
    // Each launch has its own leads, and the lead in both counts in both.
    const all = (await sqlTotals()).leads;
    expect((leadsOf[first] ?? 0) + (leadsOf[second] ?? 0)).toBe(all + 1);
  });

  it('the leads dashboard: each KPI, the list and its export', async () => {
    const kpis = await json<LeadKpis>(`/api/admin/leads/kpis?${PERIOD}`);
    const totals = await sqlTotals();
    const expected = Object.fromEntries(
      LEAD_KPIS.map((key) => [
        key,
        METRICS[key].from === 'ratio' ? ratioValue(key as RatioMetric, totals) : totals[key as SummedMetric],
      ]),
    );
    expect(kpis).toEqual(expected);
    // Worked out by hand from the dataset, so the SQL above is checked too.
    expect(kpis).toMatchObject({
      visits: 12,
      leads: 9,
      // bruno typed a handle the look-up never found: no Instagram to count.
      leadsWithInstagram: 3,
      checkoutsOpened: 13,
      checkoutsVisited: 10,
      checkoutsAbandoned: 4,
      sales: 8,
      grossRevenue: 1_494_264,
      netRevenue: 1_056_532,
    });

    const list = await json<{ total: number }>(`/api/admin/leads?${PERIOD}`);
    expect(list.total).toBe(kpis.leads);
    const exported = await csv(`/api/admin/leads/export?${PERIOD}`);
    expect(exported).toHaveLength(kpis.leads + 1);
    const paid = exported[0]?.indexOf('Valor pago (R$)') ?? -1;
    expect(sum(exported.slice(1).map((row) => cents(row[paid])))).toBe(
      await count(
        sql`select coalesce(sum(trans_value), 0) from leads where lead_at >= ${START} and lead_at < ${END}`,
      ),
    );
    expect(
      exported
        .slice(1)
        .map((row) => row[paid])
        .filter(Boolean),
    ).toEqual(Array(4).fill('1797,00'));
  });

  it('the funnel: steps, every day and every breakdown, and its exports', async () => {
    const report = await json<Parameters<typeof funnelTables>[0]>(`/api/admin/analytics/funnel?${PERIOD}`);
    const steps = Object.fromEntries(report.steps.map((step) => [step.key, step.count])) as Record<
      FunnelStep,
      number
    >;
    expect(steps).toEqual({
      visits: await period('visits'),
      leads: await period('leads'),
      instagram: await period('leadsWithInstagram'),
      checkoutCreated: await period('checkoutsOpened'),
      checkoutVisited: await period('checkoutsVisited'),
      purchase: await period('sales'),
    });
    // Visits are their own rows, never the leads again.
    expect(steps.visits).not.toBe(steps.leads);
    expect(report.series.map((day) => day.day)).toEqual(RECONCILIATION_DAYS.map((day) => day.day));
    expect(report.series.map((day) => day.visits)).toEqual(await daily('visits'));
    expect(report.series.map((day) => day.leads)).toEqual(await daily('leads'));
    expect(report.series.map((day) => day.instagram)).toEqual(await daily('leadsWithInstagram'));
    expect(report.series.map((day) => day.checkoutCreated)).toEqual(await daily('checkoutsOpened'));
    expect(report.series.map((day) => day.checkoutVisited)).toEqual(await daily('checkoutsVisited'));
    expect(report.series.map((day) => day.purchase)).toEqual(await daily('sales'));

    // Each breakdown adds up to the steps, and by source it is the SQL's, person by person.
    for (const rows of Object.values(report.breakdowns)) {
      for (const key of FUNNEL_STEPS.map((step) => step.key)) {
        expect(sum(rows.map((row) => row[key])), key).toBe(steps[key]);
      }
    }
    const bySource = await rowsOf<{
      source: string;
      leads: unknown;
      visits: unknown;
      opened: unknown;
      sales: unknown;
    }>(sql`
      select s.source,
        (select count(*) from leads x where coalesce(x.utm_source, '') = s.source
          and x.lead_at >= ${START} and x.lead_at < ${END}) as leads,
        (select count(*) from lead_visits v join leads x on x.id = v.lead_id
          where coalesce(x.utm_source, '') = s.source and v.visited_at >= ${START} and v.visited_at < ${END}) as visits,
        (select count(*) from checkouts c left join leads x on x.id = c.lead_id
          where coalesce(x.utm_source, '') = s.source and c.created_at >= ${START} and c.created_at < ${END}
          and c.status not in ('pending', 'failed')) as opened,
        (select count(*) from checkouts c left join leads x on x.id = c.lead_id
          where ${SALE_SOURCE} = s.source and c.paid_at >= ${START} and c.paid_at < ${END}) as sales
      from (select distinct coalesce(utm_source, '') as source from leads
        union select distinct coalesce(utm_source, '') from checkouts union select '') s`);
    for (const row of bySource) {
      const shown = report.breakdowns.utm_source.find((candidate) => candidate.value === row.source);
      const expected = {
        leads: Number(row.leads),
        visits: Number(row.visits),
        checkoutCreated: Number(row.opened),
        purchase: Number(row.sales),
      };
      if (Object.values(expected).every((value) => value === 0)) expect(shown).toBeUndefined();
      else expect(shown, row.source).toMatchObject(expected);
    }

    const tables = funnelTables(report);
    for (const table of tables) await expectExportOf('funnel', table);
    const byCampaign = await expectExportOf(
      'funnel',
      tables.find((t) => t.key === 'utm_campaign') as ChartTable,
    );
    expect(byCampaign.map((row) => row[0])).toContain(`'${FORMULA_CAMPAIGN}`);
    const stepsCsv = await csv(`/api/admin/analytics/funnel/export?chart=steps&${PERIOD}`);
    expect(stepsCsv.find((row) => row[0] === 'Vendas')?.[1]).toBe(String(steps.purchase));
  });

  it('the journey: each move per day, where the period’s leads stand, and its exports', async () => {
    const report = await json<Parameters<typeof journeyTables>[0]>(`/api/admin/analytics/journey?${PERIOD}`);
    expect(report.totals).toEqual({
      visitor: await period('newVisitors'),
      lead: await period('leads'),
      checkoutCreated: await period('checkoutsOpened'),
      checkoutVisited: await period('checkoutsVisited'),
      checkoutAbandoned: await period('checkoutsAbandoned'),
      customer: await period('newCustomers'),
    });
    expect(report.totals).toMatchObject({ visitor: 3, customer: 8 });
    expect(report.series.map((day) => day.visitor)).toEqual(await daily('newVisitors'));
    expect(report.series.map((day) => day.lead)).toEqual(await daily('leads'));
    expect(report.series.map((day) => day.checkoutAbandoned)).toEqual(await daily('checkoutsAbandoned'));
    expect(report.series.map((day) => day.customer)).toEqual(await daily('newCustomers'));
    const stages = await rowsOf<{ journey_stage: string; conversion_stage: string; n: unknown }>(sql`
      select journey_stage, conversion_stage, count(*) as n from leads where lead_at >= ${START} and lead_at < ${END}
      group by journey_stage, conversion_stage order by journey_stage, conversion_stage`);
    expect(report.stages).toEqual(
      stages.map((row) => ({
        journeyStage: row.journey_stage,
        conversionStage: row.conversion_stage,
        count: Number(row.n),
      })),
    );
    for (const table of journeyTables(report)) await expectExportOf('journey', table);
    const stagesCsv = await csv(`/api/admin/analytics/journey/export?chart=stages&${PERIOD}`);
    expect(stagesCsv.map((row) => row[0])).toContain('Cliente · Pagamento aprovado');
  });

  it('the integrated dashboard: overview, behaviour, opportunities, predictions, and their exports', async () => {
    const launch = await json<Parameters<typeof launchTables>[0]>(`/api/admin/analytics/launch?${PERIOD}`);
    const funnel = await json<Parameters<typeof funnelTables>[0]>(`/api/admin/analytics/funnel?${PERIOD}`);
    // The overview's 'Vendas' above the funnel's 'Vendas': one number.
    expect(funnel.steps.find((step) => step.key === 'purchase')?.count).toBe(launch.totals.sales);

    const behaviour = await json<Parameters<typeof behaviourTables>[0]>(
      `/api/admin/analytics/behaviour?${PERIOD}`,
    );
    const clicks = await rowsOf<{ target: string; n: unknown }>(sql`
      select target, sum(entries) as n from behaviour_daily where kind = 'click'
        and day >= ${RECONCILIATION_PERIOD.from} and day <= ${RECONCILIATION_PERIOD.to}
      group by target order by sum(entries) desc, target`);
    expect(behaviour.elements).toEqual(clicks.map((row) => ({ target: row.target, clicks: Number(row.n) })));
    const views = await count(sql`select sum(entries) from behaviour_daily where kind = 'page_view'
      and day >= ${RECONCILIATION_PERIOD.from} and day <= ${RECONCILIATION_PERIOD.to}`);
    expect(sum(behaviour.pages.map((page) => page.views))).toBe(views);
    expect(sum(behaviour.devices.map((device) => device.views))).toBe(views);
    for (const table of behaviourTables(behaviour)) await expectExportOf('behaviour', table);
    const elements = await csv(`/api/admin/analytics/behaviour/export?chart=elements&${PERIOD}`);
    expect(elements.map((row) => row[0])).toContain(`'${FORMULA_CLICK}`);

    const opportunities = await json<Parameters<typeof opportunitiesTables>[0]>(
      `/api/admin/analytics/opportunities?${PERIOD}`,
    );
    expect(opportunities.checkoutsAbandoned).toBe(await period('checkoutsAbandoned'));
    expect(opportunities.series.map((day) => day.abandoned)).toEqual(await daily('checkoutsAbandoned'));
    const reachable = sql`l.anonymized_at is null and not ${IS_CUSTOMER(sql.ref('l.id'))}`;
    const abandonedSql = sql`c.created_at >= ${START} and c.created_at < ${END} and c.status not in ('pending', 'failed')
      and c.paid_at is null and (c.status in ('expired', 'canceled') or (c.status in ('created', 'visited') and c.updated_at < ${HOUR_AGO}))`;
    expect(opportunities.abandoned.total).toBe(
      await count(sql`select count(distinct l.id) from checkouts c join leads l on l.id = c.lead_id
        where ${abandonedSql} and ${reachable}`),
    );
    expect(opportunities.abandoned.leads.map((lead) => lead.id).sort()).toEqual(['C', 'D']);
    expect(opportunities.engaged.total).toBe(
      await count(sql`select count(*) from leads l where l.lead_at >= ${START} and l.lead_at < ${END}
        and l.engagement_score >= 60 and ${reachable}
        and not exists (select 1 from checkouts c where c.lead_id = l.id and c.status not in ('pending', 'failed')
          and c.paid_at is null and (c.status in ('expired', 'canceled') or (c.status in ('created', 'visited') and c.updated_at < ${HOUR_AGO})))`),
    );
    expect(sum(opportunities.series.map((day) => day.engaged))).toBe(opportunities.engaged.total);
    for (const table of opportunitiesTables(opportunities)) await expectExportOf('opportunities', table);

    const predictions = await json<Parameters<typeof predictionsTables>[0]>(
      `/api/admin/analytics/predictions?${PERIOD}`,
    );
    expect(sum(predictions.distribution.map((bucket) => bucket.leads))).toBe(
      await count(sql`select count(*) from leads where lead_at >= ${START} and lead_at < ${END}
        and conversion_probability is not null`),
    );
    expect(predictions.leads.map((lead) => lead.id).sort()).toEqual(
      (
        await rowsOf<{
          id: string;
        }>(sql`select id from leads l where l.lead_at >= ${START} and l.lead_at < ${END}
          and not ${IS_CUSTOMER(sql.ref('l.id'))} order by id`)
      ).map((row) => row.id),
    );
    for (const table of predictionsTables(predictions)) await expectExportOf('predictions', table);
  });

  it('the launch results: totals, days, methods, attribution, events, and their exports', async () => {
    const report = await json<Parameters<typeof launchTables>[0]>(`/api/admin/analytics/launch?${PERIOD}`);
    expect(report.totals).toEqual({
      sales: await period('sales'),
      grossRevenue: await period('grossRevenue'),
      averageTicket: Math.round((await period('grossRevenue')) / (await period('sales'))),
      refunds: await period('refunds'),
      refundedValue: await period('refundedValue'),
      chargebacks: await period('chargebacks'),
      chargebackValue: await period('chargebackValue'),
      netRevenue: await period('netRevenue'),
    });
    expect(report.totals).toMatchObject({ refunds: 2, refundedValue: 229_700, chargebackValue: 208_032 });
    expect(report.series.map((day) => day.sales)).toEqual(await daily('sales'));
    expect(report.series.map((day) => day.grossRevenue)).toEqual(await daily('grossRevenue'));
    expect(report.series.map((day) => day.netRevenue)).toEqual(await daily('netRevenue'));
    for (const rows of [report.byMethod, report.byCampaign, report.bySource, report.byPartner]) {
      expect(sum(rows.map((row) => row.sales))).toBe(report.totals.sales);
      expect(sum(rows.map((row) => row.grossRevenue))).toBe(report.totals.grossRevenue);
      expect(sum(rows.map((row) => row.netRevenue))).toBe(report.totals.netRevenue);
    }
    const bySource = await rowsOf<{ source: string; n: unknown; cents: unknown }>(sql`
      select ${SALE_SOURCE_L} as source, count(*) as n, sum(c.amount_cents) as cents
      from checkouts c left join leads l on l.id = c.lead_id
      where c.paid_at >= ${START} and c.paid_at < ${END} group by ${SALE_SOURCE_L}`);
    expect(report.bySource.map((row) => [row.value, row.sales, row.grossRevenue]).sort()).toEqual(
      bySource.map((row) => [row.source, Number(row.n), Number(row.cents)]).sort(),
    );
    // A buyer who never filled the lead form is counted under the source their visit came from.
    expect(report.bySource.find((row) => row.value === 'stories')?.sales).toBe(1);
    // The funnel's sales by source are the launch's.
    const funnel = await json<Parameters<typeof funnelTables>[0]>(`/api/admin/analytics/funnel?${PERIOD}`);
    for (const row of report.bySource) {
      expect(funnel.breakdowns.utm_source.find((f) => f.value === row.value)?.purchase, row.value).toBe(
        row.sales,
      );
    }

    const events = await rowsOf<{
      slug: string;
      registrations: unknown;
      customers: unknown;
      cents: unknown;
    }>(sql`
      select e.slug,
        (select count(distinct r.lead_id) from event_registrations r where r.event_id = e.id
          and r.registration_date >= ${START} and r.registration_date < ${END}) as registrations,
        (select count(distinct r.lead_id) from event_registrations r
          where r.event_id = e.id and r.registration_date >= ${START} and r.registration_date < ${END}
          and exists (select 1 from checkouts c where c.lead_id = r.lead_id and c.paid_at >= ${START} and c.paid_at < ${END})) as customers,
        (select coalesce(sum(c.amount_cents), 0) from event_registrations r join checkouts c on c.lead_id = r.lead_id
          where r.event_id = e.id and r.registration_date >= ${START} and r.registration_date < ${END}
          and c.paid_at >= ${START} and c.paid_at < ${END}) as cents
      from events e order by e.starts_at`);
    expect(report.events.map((e) => [e.slug, e.registrations, e.buyers, e.grossRevenue])).toEqual(
      events.map((e) => [e.slug, Number(e.registrations), Number(e.customers), Number(e.cents)]),
    );

    for (const table of launchTables(report)) await expectExportOf('launch', table);
    const totalsCsv = await csv(`/api/admin/analytics/launch/export?chart=totals&${PERIOD}`);
    expect(totalsCsv.find((row) => row[0] === 'Receita bruta (R$)')?.[1]).toBe('14942,64');
    expect(totalsCsv.find((row) => row[0] === 'Receita líquida (R$)')?.[1]).toBe('10565,32');
  });

  it('the launch results by offer, batch, coupon and bump: each its SQL over the sales’ items', async () => {
    // Items for every paid checkout but the first (kept as a sale from before items): the program at
    // a batch, with a coupon on some, and a bump on every other one; each checkout's items add up to
    // what it charged. Two batches, the second removed after it sold.
    const paid = await db
      .selectFrom('checkouts')
      .select(['id', 'amount_cents'])
      .where('paid_at', 'is not', null)
      .orderBy('id')
      .execute();
    expect(paid.length).toBeGreaterThan(4);
    await db
      .insertInto('offer_batches')
      .values(
        [1, 2].map((position) => ({
          id: `lote-${position}`,
          offer_code: 'ia-na-pratica',
          position,
          pix_price_cents: 49_700,
          card_total_cents: 59_700,
          starts_at: null,
          ends_at: null,
          quantity: null,
          created_at: START,
          updated_at: START,
        })),
      )
      .execute();
    for (const [index, checkout] of paid.slice(1).entries()) {
      const amount = Number(checkout.amount_cents);
      const bump = index % 2 === 0 && amount > 4_700 ? 4_700 : 0;
      const coupon = index % 3 === 0 ? 'LANCAMENTO10' : index % 3 === 1 ? 'MENOS50' : null;
      await db
        .updateTable('checkouts')
        .set({
          batch_id: index % 4 === 3 ? 'lote-removido' : `lote-${(index % 2) + 1}`,
          coupon_code: coupon,
          discount_cents: coupon ? 1_000 + index : 0,
        })
        .where('id', '=', checkout.id)
        .execute();
      await db
        .insertInto('checkout_items')
        .values([
          {
            checkout_id: checkout.id,
            position: 1,
            kind: 'main',
            offer_code: 'ia-na-pratica',
            name: 'IA na Prática',
            list_cents: amount - bump,
            amount_cents: amount - bump,
            batch_id: null,
            bump_id: null,
          },
          ...(bump
            ? [
                {
                  checkout_id: checkout.id,
                  position: 2,
                  kind: 'bump',
                  offer_code: 'ingresso-imersao',
                  name: 'Ingresso Imersão',
                  list_cents: 9_700,
                  amount_cents: bump,
                  batch_id: null,
                  bump_id: 'bump-1',
                },
              ]
            : []),
        ])
        .execute();
    }

    const report = await json<Parameters<typeof launchTables>[0]>(`/api/admin/analytics/launch?${PERIOD}`);
    const IN_PERIOD = sql`c.paid_at >= ${START} and c.paid_at < ${END}`;
    const rows = (query: RawBuilder<unknown>) =>
      rowsOf<{ value: string; n: unknown; cents: unknown; off?: unknown }>(query).then((found) =>
        found
          .map((row) => [
            row.value,
            Number(row.n),
            Number(row.cents),
            ...(row.off === undefined ? [] : [Number(row.off)]),
          ])
          .sort(),
      );
    const offers = await rows(sql`select coalesce(o.name, min(x.name)) as value,
        count(distinct x.checkout_id) as n, sum(x.cents) as cents from (
        select c.id as checkout_id, i.offer_code, i.name, i.amount_cents as cents
          from checkouts c join checkout_items i on i.checkout_id = c.id where ${IN_PERIOD}
        union all
        select c.id, c.offer_code, c.offer_code, c.amount_cents from checkouts c where ${IN_PERIOD}
          and not exists (select 1 from checkout_items i where i.checkout_id = c.id)) x
      left join offers o on o.code = x.offer_code group by x.offer_code, o.name`);
    expect(report.byOffer.map((row) => [row.value, row.sales, row.revenue]).sort()).toEqual(offers);
    // Item by item, the offers add up to the launch's revenue.
    expect(sum(report.byOffer.map((row) => row.revenue))).toBe(report.totals.grossRevenue);

    const batches =
      await rows(sql`select case when b.position is null then 'Lote removido' else ${sql.raw("'' || b.position")} end as value,
        count(*) as n, sum(i.amount_cents) as cents
      from checkouts c join checkout_items i on i.checkout_id = c.id and i.kind = 'main'
      left join offer_batches b on b.id = c.batch_id
      where ${IN_PERIOD} and c.batch_id is not null group by b.position`);
    expect(report.byBatch.map((row) => [row.value, row.sales, row.revenue]).sort()).toEqual(
      batches
        .map(([value, ...rest]) => [value === 'Lote removido' ? value : `${value}º lote`, ...rest])
        .sort(),
    );
    expect(report.byBatch.map((row) => row.value).sort()).toEqual(['1º lote', '2º lote', 'Lote removido']);

    const coupons = await rows(sql`select coupon_code as value, count(*) as n, sum(amount_cents) as cents,
        sum(discount_cents) as off from checkouts c where ${IN_PERIOD} and coupon_code is not null group by coupon_code`);
    expect(report.byCoupon.map((row) => [row.value, row.sales, row.revenue, row.discount]).sort()).toEqual(
      coupons,
    );
    expect(coupons.length).toBe(2);

    const bumps = await rows(sql`select i.name as value, count(*) as n, sum(i.amount_cents) as cents
      from checkouts c join checkout_items i on i.checkout_id = c.id where ${IN_PERIOD} and i.kind = 'bump' group by i.name`);
    expect(report.byBump.map((row) => [row.value, row.sales, row.revenue]).sort()).toEqual(bumps);
    expect(bumps.length).toBe(1);

    for (const table of launchTables(report).filter((t) =>
      ['offer', 'batch', 'coupon', 'bump'].includes(t.key),
    )) {
      await expectExportOf('launch', table);
    }
  });

  it('customer success lists every customer still on record, with or without a lead form', async () => {
    const page = await json<{ total: number; buyers: { id: string; leadId: string | null }[] }>(
      '/api/admin/customer-success?pageSize=100',
    );
    const customers = await rowsOf<{ buyer: string }>(sql`
      select coalesce(c.lead_id, c.id) as buyer from checkouts c left join leads l on l.id = c.lead_id
      where c.paid_at is not null group by coalesce(c.lead_id, c.id)
      having max(c.buyer_erased_at) is null and max(l.anonymized_at) is null order by 1`);
    expect(page.total).toBe(customers.length);
    expect(page.buyers.map((buyer) => buyer.id).sort()).toEqual(customers.map((row) => row.buyer));
    // The anonymous buyer and the buyer whose lead has no name are both there.
    expect(page.buyers.map((buyer) => buyer.id)).toEqual(expect.arrayContaining(['CX1', 'H']));
    expect(page.buyers.find((buyer) => buyer.id === 'CX1')?.leadId).toBeNull();
  });

  it('hot leads, qualification, debriefing and partners count what their SQL counts', async () => {
    const hot = await json<{ items: { id: string }[] }>('/api/admin/hot-leads?limit=200');
    expect(hot.items.map((lead) => lead.id).sort()).toEqual(
      (
        await rowsOf<{
          id: string;
        }>(sql`select id from leads l where l.lead_at is not null and l.anonymized_at is null
          and l.engagement_score > 0 and not ${IS_CUSTOMER(sql.ref('l.id'))} order by id`)
      ).map((row) => row.id),
    );

    const qualification = await json<{
      audience: { total: number }[];
      regions: { total: number; qualified: number; notQualified: number }[];
      sources: { total: number }[];
      leads: { total: number };
    }>('/api/admin/qualification');
    const leads = await count(sql`select count(*) from leads where lead_at is not null`);
    for (const segments of [qualification.audience, qualification.regions, qualification.sources]) {
      expect(sum(segments.map((segment) => segment.total))).toBe(leads);
    }
    expect(qualification.leads.total).toBe(leads);
    expect(sum(qualification.regions.map((segment) => segment.qualified))).toBe(
      await count(
        sql`select count(*) from leads where lead_at is not null and qualification_status = 'qualified'`,
      ),
    );

    const debriefing = await json<{
      events: { slug: string; registrations: number; messagesSent: number }[];
    }>('/api/admin/debriefing/events');
    const registrations = await rowsOf<{ slug: string; n: unknown; sent: unknown }>(sql`
      select e.slug, count(r.id) as n, coalesce(sum(case when r.message_sent = ${1} then 1 else 0 end), 0) as sent
      from events e left join event_registrations r on r.event_id = e.id group by e.slug order by e.slug`);
    expect(debriefing.events.map((e) => [e.slug, e.registrations, e.messagesSent]).sort()).toEqual(
      registrations.map((row) => [row.slug, Number(row.n), Number(row.sent)]),
    );

    const partners = await json<{
      partners: {
        code: string;
        leads: number;
        sales: number;
        grossRevenue: number;
        netRevenue: number;
      }[];
    }>('/api/admin/partners');
    const expected = await rowsOf<{
      code: string;
      leads: unknown;
      sales: unknown;
      cents: unknown;
      net: unknown;
    }>(sql`
      select p.code,
        (select count(*) from leads l where l.partner_code = p.code and l.lead_at is not null) as leads,
        (select count(*) from checkouts c join leads l on l.id = c.lead_id where l.partner_code = p.code
          and c.paid_at is not null) as sales,
        (select coalesce(sum(c.amount_cents), 0) from checkouts c join leads l on l.id = c.lead_id
          where l.partner_code = p.code and c.paid_at is not null) as cents,
        (select coalesce(sum(c.amount_cents - ${REFUNDED} - ${CHARGEBACK}), 0) from checkouts c
          join leads l on l.id = c.lead_id where l.partner_code = p.code and c.paid_at is not null) as net
      from partners p order by p.code`);
    expect(
      partners.partners.map((p) => [p.code, p.leads, p.sales, p.grossRevenue, p.netRevenue]).sort(),
    ).toEqual(
      expected.map((p) => [p.code, Number(p.leads), Number(p.sales), Number(p.cents), Number(p.net)]),
    );
  });
});
