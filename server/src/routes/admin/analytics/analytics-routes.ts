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
import type { AnalyticsReports } from '../../../domain/ports/analytics.ts';
import type { AdminEnv } from '../../../http/admin-env.ts';
import { adminOnly } from '../../../http/admin-only.ts';
import { errorResponse } from '../../../http/errors.ts';
import { validate } from '../../../http/read-valid-body.ts';
import { reportRoutes } from './report-routes.ts';

export interface AnalyticsRoutesDeps {
  analytics: AnalyticsReports;
  now: () => Date;
}

export function analyticsRoutes({ analytics: reports, now }: AnalyticsRoutesDeps): Hono<AdminEnv> {
  const analytics = new Hono<AdminEnv>();

  analytics.route(
    '/funnel',
    reportRoutes('funil', now, (p) => reports.funnel(p, now()), funnelTables),
  );

  // The timeline is opened by who the lead is, never by an id staff would have to paste.
  analytics.get('/journey/leads', async (c) => {
    const query = validate(c, leadSearchSchema, c.req.query());
    if (!query.ok) return query.response;
    return c.json(await reports.findLeadsByContact(query.data.q));
  });
  analytics.get('/journey/leads/:id/timeline', async (c) => {
    const timeline = await reports.leadTimeline(c.req.param('id'));
    return timeline ? c.json(timeline) : errorResponse(c, 404, 'not_found', 'Lead não encontrado.');
  });
  analytics.route(
    '/journey',
    reportRoutes('jornada', now, (p) => reports.journey(p, now()), journeyTables),
  );

  analytics.route(
    '/behaviour',
    reportRoutes('comportamento', now, (p) => reports.behaviour(p), behaviourTables),
  );
  analytics.route(
    '/opportunities',
    reportRoutes('oportunidades', now, (p) => reports.opportunities(p, now()), opportunitiesTables),
  );

  analytics.post('/predictions/train', adminOnly, async (c) => {
    const model = await reports.trainAndScore(now());
    return c.json({ model: model ?? null });
  });
  analytics.route(
    '/predictions',
    reportRoutes('previsoes', now, (p) => reports.predictions(p), predictionsTables),
  );

  analytics.route(
    '/launch',
    reportRoutes('lancamento', now, (p) => reports.launch(p), launchTables),
  );
  return analytics;
}
