// /api/admin/analytics: one sub-router per dashboard, each a report with its CSV exports.
import {
  behaviourTables,
  funnelTables,
  journeyTables,
  launchTables,
  opportunitiesTables,
  predictionsTables,
} from '@funil/core/analytics';
import { leadSearchSchema } from '@funil/core/lead-search';
import { Hono } from 'hono';
import { funnelReport } from '../../../domain/analytics/funnel.ts';
import { journeyReport } from '../../../domain/analytics/journey.ts';
import { launchReport } from '../../../domain/analytics/launch-results.ts';
import { opportunitiesReport } from '../../../domain/analytics/opportunities.ts';
import { predictionsReport, trainAndScore } from '../../../domain/analytics/train-conversion-model.ts';
import type { AdminEnv } from '../../../http/admin-env.ts';
import { adminOnly } from '../../../http/admin-only.ts';
import { errorResponse } from '../../../http/errors.ts';
import { validate } from '../../../http/read-valid-body.ts';
import { behaviourReport } from '../../../storage/analytics/behaviour-queries.ts';
import { createJourneyQueries } from '../../../storage/analytics/journey-queries.ts';
import { createLaunchQueries } from '../../../storage/analytics/launch-queries.ts';
import { findLeadsByContact } from '../../../storage/analytics/lead-search-queries.ts';
import { leadTimeline } from '../../../storage/analytics/lead-timeline-queries.ts';
import { createOpportunityQueries } from '../../../storage/analytics/opportunities-queries.ts';
import { createConversionModelRepository } from '../../../storage/analytics/predictions-queries.ts';
import { createMetricQueries } from '../../../storage/metrics/period-metrics.ts';
import type { AdminDeps } from '../admin-routes.ts';
import { reportRoutes } from './report-routes.ts';

export function analyticsRoutes({ db, now }: AdminDeps): Hono<AdminEnv> {
  const analytics = new Hono<AdminEnv>();

  analytics.route(
    '/funnel',
    reportRoutes('funil', now, (p) => funnelReport(createMetricQueries(db), p, now()), funnelTables),
  );

  // The timeline is opened by who the lead is, never by an id staff would have to paste.
  analytics.get('/journey/leads', async (c) => {
    const query = validate(c, leadSearchSchema, c.req.query());
    if (!query.ok) return query.response;
    return c.json(await findLeadsByContact(db, query.data.q));
  });
  analytics.get('/journey/leads/:id/timeline', async (c) => {
    const timeline = await leadTimeline(db, c.req.param('id'));
    return timeline ? c.json(timeline) : errorResponse(c, 404, 'not_found', 'Lead não encontrado.');
  });
  analytics.route(
    '/journey',
    reportRoutes('jornada', now, (p) => journeyReport(createJourneyQueries(db), p, now()), journeyTables),
  );

  analytics.route(
    '/behaviour',
    reportRoutes('comportamento', now, (p) => behaviourReport(db, p), behaviourTables),
  );
  analytics.route(
    '/opportunities',
    reportRoutes(
      'oportunidades',
      now,
      (p) => opportunitiesReport(createOpportunityQueries(db), p, now()),
      opportunitiesTables,
    ),
  );

  analytics.post('/predictions/train', adminOnly, async (c) => {
    const model = await trainAndScore(createConversionModelRepository(db), now());
    return c.json({ model: model ?? null });
  });
  analytics.route(
    '/predictions',
    reportRoutes(
      'previsoes',
      now,
      (p) => predictionsReport(createConversionModelRepository(db), p),
      predictionsTables,
    ),
  );

  analytics.route(
    '/launch',
    reportRoutes('lancamento', now, (p) => launchReport(createLaunchQueries(db), p), launchTables),
  );
  return analytics;
}
