// The launch settings end to end on each engine: the spec's defaults on a fresh install, an admin's
// save with its audit row, the viewer's 403, the public view's cache headers, and what reads them.
import {
  DEFAULT_LAUNCH_SETTINGS,
  defaultLaunchSettingsAt,
  type LaunchSettings,
  type LaunchSettingsChange,
  type PublicLaunchSettings,
} from '@funil/core/launch-settings';
import { adminDepsFor, jsonRequest } from '@funil/testkit/fixtures/lead-fixtures';
import { asStaff } from '@funil/testkit/server/as-staff';
import { modalCheckoutRequest } from '@funil/testkit/server/checkout-request';
import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { postJson, testAppOn } from '@funil/testkit/server/test-server';
import { expect, it } from 'vitest';
import { launchSettingsAdminRoutes } from './admin/launch-settings.ts';

const NOW = '2026-11-20T10:00:00.000Z';

/** The next launch: the call moved to 10/12 at 19:30 on Zoom, the program at R$ 997 or 10x R$ 109,70. */
const NEXT: LaunchSettings = {
  ...DEFAULT_LAUNCH_SETTINGS,
  state: 'capturing',
  freeCall: { date: '2026-12-10', time: '19:30', zoomUrl: 'https://us02web.zoom.us/j/8123456789' },
  program: { pixPriceCents: 99_700, cardInstallments: 10, cardTotalCents: 109_700 },
  contacts: {
    ...DEFAULT_LAUNCH_SETTINGS.contacts,
    buyersGroupUrl: 'https://chat.whatsapp.com/CompradoresNovo123',
    supportEmail: 'suporte@funil.example',
  },
};

describeEachEngine('launch settings', (database) => {
  const admin = (role: 'admin' | 'viewer' = 'admin') =>
    asStaff(launchSettingsAdminRoutes(adminDepsFor(database().db, NOW)), role);
  const save = (settings: unknown, role: 'admin' | 'viewer' = 'admin') =>
    admin(role).request('/', jsonRequest('PUT', settings));

  it("reads the spec's values on a fresh install, publicly without the buyers' group or staff data", async () => {
    const stored = (await (await admin('viewer').request('/')).json()) as {
      settings: LaunchSettings;
      updatedAt: string | null;
    };
    // On 20/11/2026 the spec's 26/04 and 11/06 are next year's (decision 0022).
    expect(stored).toMatchObject({ settings: defaultLaunchSettingsAt(new Date(NOW)), updatedAt: null });
    expect(stored.settings.immersion.date).toBe('2027-04-26');
    expect(stored.settings.freeCall.date).toBe('2027-06-11');

    const { app } = testAppOn(database().db);
    const res = await app.request('/api/launch-settings');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=30');
    const shown = (await res.json()) as PublicLaunchSettings;
    expect(shown.state).toBe('sold_out');
    expect(shown.freeCall).toMatchObject({
      date: '2025-06-11',
      time: '20:00',
      startsAt: '2025-06-11T23:00:00.000Z',
    });
    expect(shown.program).toMatchObject({ pixPriceCents: 179_700, cardInstallmentCents: 17_336 });
    expect(JSON.stringify(shown)).not.toMatch(/buyersGroupUrl|updatedAt|@funil\.test/);
  });

  it("a fresh install's public launch names no date before now, whenever it starts", async () => {
    for (const today of [
      '2026-11-20T10:00:00.000Z',
      '2027-04-26T12:00:00.000Z',
      '2031-06-12T03:00:00.000Z',
    ]) {
      const { app } = testAppOn(database().db, { now: () => new Date(today) });
      const shown = (await (await app.request('/api/launch-settings')).json()) as PublicLaunchSettings;
      const instants = [shown.immersion.startsAt, shown.immersion.endsAt, shown.freeCall.startsAt];
      for (const instant of instants) expect(instant > today, `${instant} on ${today}`).toBe(true);
      // Still the spec's days and times, only in a year ahead.
      expect(shown.immersion.date.slice(5)).toBe('04-26');
      expect(shown.freeCall).toMatchObject({ time: '20:00' });
      expect(shown.freeCall.date.slice(5)).toBe('06-11');
    }
  });

  it('answers 304 to its own ETag, and a new ETag once the settings change', async () => {
    const { app } = testAppOn(database().db);
    const first = await app.request('/api/launch-settings');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await app.request('/api/launch-settings', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);

    expect((await save(NEXT)).status).toBe(200);
    const changed = await app.request('/api/launch-settings', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(((await changed.json()) as PublicLaunchSettings).freeCall.date).toBe('2026-12-10');
  });

  it('saves an admin change and audits who, when, before and after in the same write', async () => {
    const res = await save({ ...NEXT, contacts: { ...NEXT.contacts, privacyEmail: '' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ settings: NEXT, updatedAt: NOW });

    const { changes } = (await (await admin('viewer').request('/audit')).json()) as {
      changes: LaunchSettingsChange[];
    };
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      changedAt: NOW,
      staffEmail: 'admin@funil.test',
      staffName: 'Equipe admin',
      before: defaultLaunchSettingsAt(new Date(NOW)),
      after: NEXT,
    });
    const rows = await database().db.selectFrom('launch_audit').select(['staff_id', 'action']).execute();
    expect(rows).toEqual([{ staff_id: 'staff-admin', action: 'updated' }]);
  });

  it('refuses invalid settings with pt-BR messages per field, and changes nothing', async () => {
    const res = await save({
      ...NEXT,
      freeCall: { date: '10/12/2026', time: '19:30', zoomUrl: null },
      program: { pixPriceCents: 99.5, cardInstallments: 10, cardTotalCents: 109_700 },
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toMatchObject({
      'freeCall.date': 'Informe uma data válida (dia, mês e ano).',
      'program.pixPriceCents': 'Informe um valor em reais maior que zero, com no máximo dois centavos.',
    });
    expect((await save({ state: 'selling' })).status).toBe(400);
    const rows = await database().db.selectFrom('launch_audit').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('lists what the public pages miss, and drops a setting from the list once it is saved', async () => {
    type Answer = { missing: { key: string; label: string; consequence: string; editable: boolean }[] };
    const routes = (publicSiteUrl?: string) =>
      asStaff(launchSettingsAdminRoutes({ ...adminDepsFor(database().db, NOW), publicSiteUrl }), 'viewer');
    const before = (await (await routes().request('/')).json()) as Answer;
    expect(before.missing.map((setting) => setting.key)).toEqual([
      'contacts.teamWhatsapp',
      'contacts.privacyEmail',
      'contacts.supportEmail',
      'contacts.buyersGroupUrl',
      'contacts.callGroupUrl',
      'freeCall.zoomUrl',
      'tracking.metaPixelId',
      'tracking.tiktokPixelId',
      'tracking.analyticsId',
      'publicSiteUrl',
    ]);
    expect(before.missing[0]).toMatchObject({ label: 'WhatsApp da equipe', editable: true });

    const saved = (await (
      await save({ ...NEXT, contacts: { ...NEXT.contacts, teamWhatsapp: '5511987654321' } })
    ).json()) as Answer;
    expect(saved.missing.map((setting) => setting.key)).not.toContain('contacts.teamWhatsapp');
    const after = (await (await routes('https://funil.example').request('/')).json()) as Answer;
    expect(after.missing.map((setting) => setting.key)).toEqual([
      'contacts.privacyEmail',
      'contacts.callGroupUrl',
      'tracking.metaPixelId',
      'tracking.tiktokPixelId',
      'tracking.analyticsId',
    ]);
  });

  it('lets a viewer read but not save (403 forbidden)', async () => {
    const res = await save(NEXT, 'viewer');
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('forbidden');
    expect((await admin('viewer').request('/')).status).toBe(200);
    const rows = await database().db.selectFrom('launches').select('document').execute();
    expect(rows).toEqual([{ document: null }]);
  });

  it("prices new checkouts and dates the free call's calendar from the saved settings", async () => {
    const { app, db } = testAppOn(database().db);
    expect((await save(NEXT)).status).toBe(200);

    for (const endpoint of ['pix', 'credit-card'] as const) {
      const res = await postJson(app, `/api/payments/${endpoint}`, modalCheckoutRequest(endpoint, null));
      expect(res.status).toBe(200);
    }
    const checkouts = await db
      .selectFrom('checkouts')
      .select(['method', 'amount_cents', 'max_installments'])
      .orderBy('method')
      .execute();
    expect(checkouts).toEqual([
      { method: 'credit-card', amount_cents: 109_700, max_installments: 10 },
      { method: 'pix', amount_cents: 99_700, max_installments: 1 },
    ]);

    const ics = await app.request('/api/calendar/call-gratuita-ia-nos-negocios.ics');
    expect(ics.status).toBe(200);
    const text = (await ics.text()).replace(/\r\n[ \t]/g, '');
    expect(text).toContain('DTSTART:20261210T223000Z');
    expect(text).toContain('DTEND:20261210T233000Z');
    expect(text).toContain('LOCATION:https://us02web.zoom.us/j/8123456789');

    const link = await app.request('/api/calendar/call-gratuita-ia-nos-negocios/agenda-google');
    expect(link.status).toBe(302);
    const google = new URL(link.headers.get('location') ?? '');
    expect(google.hostname).toBe('calendar.google.com');
    expect(google.searchParams.get('dates')).toBe('20261210T223000Z/20261210T233000Z');
  });
});
