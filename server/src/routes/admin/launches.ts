// /api/admin/launches (issue 29): staff list launches and read one with its audit and a preview of
// what its pages would show; admins create one from the template, duplicate, edit, publish and close.
import { launchSettingsSchema, publicLaunchSettings } from '@funil/core/launch-settings';
import { launchIdentitySchema, newLaunchSchema, slugFromName } from '@funil/core/launches';
import { missingPublicSettings } from '@funil/core/public-site';
import { Hono } from 'hono';
import { z } from 'zod';
import { launchComparison } from '../../domain/launch-comparison.ts';
import type { LaunchFiguresQueries } from '../../domain/ports/launch-figures.ts';
import type { LaunchOutcome, LaunchStore } from '../../domain/ports/launches.ts';
import type { DomainLogger } from '../../domain/ports/logger.ts';
import type { AdminEnv } from '../../http/admin-env.ts';
import { adminOnly } from '../../http/admin-only.ts';
import { errorResponse } from '../../http/errors.ts';
import { readValidBody } from '../../http/read-valid-body.ts';

/** The editor shows the latest actions; older ones stay in the table. */
const AUDIT_PAGE = 50;

export interface LaunchesAdminDeps {
  launches: LaunchStore;
  launchFigures: LaunchFiguresQueries;
  logger: DomainLogger;
  now: () => Date;
  /** PUBLIC_SITE_URL, for the settings health list. */
  publicSiteUrl?: string | undefined;
}

const launchUpdateSchema = launchIdentitySchema.extend({ settings: launchSettingsSchema }).strict();

/** The name, and the address made from it when staff left it empty. */
const newLaunchIdentity = newLaunchSchema.transform((body, ctx) => {
  const slug = body.slug ?? slugFromName(body.name);
  const checked = launchIdentitySchema.shape.slug.safeParse(slug);
  if (!checked.success) {
    for (const issue of checked.error.issues) ctx.addIssue({ ...issue, path: ['slug'] });
    return z.NEVER;
  }
  return { name: body.name, slug: checked.data };
});

export function launchesAdminRoutes(deps: LaunchesAdminDeps): Hono<AdminEnv> {
  const store = deps.launches;
  const time = () => deps.now().toISOString();
  const answer = (
    c: Parameters<typeof errorResponse>[0],
    outcome: LaunchOutcome,
    status: 200 | 201 = 200,
  ) => {
    if (outcome.ok) return c.json({ launch: outcome.launch }, status);
    const code = outcome.refusal;
    return errorResponse(c, code === 'launch_not_found' ? 404 : 409, code);
  };
  const logged = (outcome: LaunchOutcome, staff: string, message: string) => {
    if (outcome.ok) deps.logger.info({ staff, launchId: outcome.launch.id }, message);
    return outcome;
  };

  return (
    new Hono<AdminEnv>()
      .get('/', async (c) => c.json({ launches: await store.list() }))
      // Every launch side by side, the newest first (before /:id, which would take 'comparison').
      .get('/comparison', async (c) => {
        const launches = [];
        for (const summary of await store.list()) {
          const detail = await store.find(summary.id);
          launches.push({ ...summary, adSpend: detail?.settings.ads.spendCents ?? null });
        }
        return c.json({ launches: await launchComparison(deps.launchFigures, launches) });
      })
      .post('/', adminOnly, async (c) => {
        const body = await readValidBody(c, newLaunchIdentity);
        if (!body.ok) return body.response;
        const staff = c.get('staff');
        const outcome = await store.createFromTemplate(body.data, staff, time());
        return answer(c, logged(outcome, staff.email, 'Lançamento criado a partir do modelo'), 201);
      })
      .get('/:id', async (c) => {
        const launch = await store.find(c.req.param('id'));
        if (!launch) return errorResponse(c, 404, 'launch_not_found');
        return c.json({
          launch,
          audit: await store.audit(launch.id, AUDIT_PAGE),
          missing: missingPublicSettings({ launch: launch.settings, publicSiteUrl: deps.publicSiteUrl }),
        });
      })
      // What the launch's pages would read (GET /api/launch-settings): the editor's preview, for staff only.
      .get('/:id/preview', async (c) => {
        const launch = await store.find(c.req.param('id'));
        if (!launch) return errorResponse(c, 404, 'launch_not_found');
        c.header('cache-control', 'no-store');
        return c.json(publicLaunchSettings(launch.settings));
      })
      .put('/:id', adminOnly, async (c) => {
        const body = await readValidBody(c, launchUpdateSchema);
        if (!body.ok) return body.response;
        const staff = c.get('staff');
        const { settings, ...identity } = body.data;
        const outcome = await store.update(c.req.param('id'), identity, settings, staff, time());
        return answer(c, logged(outcome, staff.email, 'Lançamento alterado'));
      })
      .post('/:id/duplicate', adminOnly, async (c) => {
        const body = await readValidBody(c, newLaunchIdentity);
        if (!body.ok) return body.response;
        const staff = c.get('staff');
        const outcome = await store.duplicate(c.req.param('id'), body.data, staff, time());
        return answer(c, logged(outcome, staff.email, 'Lançamento duplicado'), 201);
      })
      .post('/:id/publish', adminOnly, async (c) => {
        const staff = c.get('staff');
        const outcome = await store.publish(c.req.param('id'), staff, time());
        return answer(c, logged(outcome, staff.email, 'Lançamento publicado: agora é o atual do site'));
      })
      .post('/:id/close', adminOnly, async (c) => {
        const staff = c.get('staff');
        const outcome = await store.close(c.req.param('id'), staff, time());
        return answer(c, logged(outcome, staff.email, 'Lançamento encerrado'));
      })
  );
}
