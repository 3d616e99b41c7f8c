// /api/admin/launch-settings: staff read the launch settings, their audit and what the public pages
// miss (the settings health list); only admins save them.
import { type LaunchSettings, launchSettingsSchema } from '@funil/core/launch-settings';
import { missingPublicSettings } from '@funil/core/public-site';
import { Hono } from 'hono';
import type { LaunchSettingsStore } from '../../domain/ports/launch-settings.ts';
import type { DomainLogger } from '../../domain/ports/logger.ts';
import type { AdminEnv } from '../../http/admin-env.ts';
import { adminOnly } from '../../http/admin-only.ts';
import { readValidBody } from '../../http/read-valid-body.ts';

/** The screen shows the latest changes; older ones stay in the table. */
const AUDIT_PAGE = 50;

export interface LaunchSettingsAdminDeps {
  launchSettings: LaunchSettingsStore;
  logger: DomainLogger;
  now: () => Date;
  /** PUBLIC_SITE_URL, for the settings health list (the only public setting staff cannot edit). */
  publicSiteUrl?: string | undefined;
}

export function launchSettingsAdminRoutes(deps: LaunchSettingsAdminDeps): Hono<AdminEnv> {
  const store = deps.launchSettings;
  const missing = (launch: LaunchSettings) =>
    missingPublicSettings({ launch, publicSiteUrl: deps.publicSiteUrl });
  return new Hono<AdminEnv>()
    .get('/', async (c) => {
      const stored = await store.read();
      return c.json({ ...stored, missing: missing(stored.settings) });
    })
    .put('/', adminOnly, async (c) => {
      const body = await readValidBody(c, launchSettingsSchema);
      if (!body.ok) return body.response;
      const staff = c.get('staff');
      const time = deps.now().toISOString();
      const change = await store.save(body.data, staff, time);
      deps.logger.info({ staff: staff.email, changeId: change.id }, 'Configurações do lançamento alteradas');
      return c.json({ settings: change.after, updatedAt: time, missing: missing(change.after) });
    })
    .get('/audit', async (c) => c.json({ changes: await store.listChanges(AUDIT_PAGE) }));
}
