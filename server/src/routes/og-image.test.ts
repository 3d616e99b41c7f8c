// The launch's preview image as a crawler meets it: the current version's PNG at 1200×630, cached for
// good; an old or unknown address sent to the current one; a headline staff save makes a new version
// and a new picture, and the link shared before it still ends on an image.

import { DEFAULT_LAUNCH_SETTINGS, type LaunchSettings } from '@funil/core/launch-settings';
import { EMPTY_LAUNCH_TEXTS } from '@funil/core/launch-texts';
import { OG_IMAGE_SIZE } from '@funil/core/og-image';
import { adminDepsFor, jsonRequest } from '@funil/testkit/fixtures/lead-fixtures';
import { asStaff } from '@funil/testkit/server/as-staff';
import { startTestServer, type TestServer } from '@funil/testkit/server/test-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { launchSettingsAdminRoutes } from './admin/launch-settings.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const WHATSAPP = { 'user-agent': 'WhatsApp/2.23.20.0' };

/** The width and height a PNG's first chunk (IHDR) declares. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe('IHDR');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

// Each new version is drawn by a process of its own, started through tsx here: a few seconds each.
describe('GET /og/{version}.png', { timeout: 30_000 }, () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(async () => {
    await server.close();
  });

  /** Where a request for an address not the current one is sent. */
  async function currentAddress(): Promise<string> {
    const res = await server.app.request('/og/any.png', { headers: WHATSAPP });
    expect(res.status).toBe(302);
    const location = res.headers.get('location');
    expect(location).toMatch(/^\/og\/[A-Za-z0-9_-]+\.png$/);
    return location as string;
  }

  async function saveSettings(settings: LaunchSettings): Promise<void> {
    const admin = asStaff(launchSettingsAdminRoutes(adminDepsFor(server.db)));
    expect((await admin.request('/', jsonRequest('PUT', settings))).status).toBe(200);
  }

  it("answers the current launch's picture as a 1200×630 PNG, cached for good", async () => {
    const address = await currentAddress();
    const res = await server.app.request(address, { headers: WHATSAPP });

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // A picture other sites show, with nothing in it to run.
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const png = new Uint8Array(await res.arrayBuffer());
    expect(pngSize(png)).toEqual(OG_IMAGE_SIZE);
    expect(Number(res.headers.get('content-length') ?? png.byteLength)).toBe(png.byteLength);

    // Some crawlers ask for the headers first.
    const head = await server.app.request(address, { method: 'HEAD', headers: WHATSAPP });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/png');

    // Asked again (another crawler), the same bytes.
    const again = new Uint8Array(await (await server.app.request(address)).arrayBuffer());
    expect(again).toEqual(png);
  });

  it('sends an old or unknown address to the current one, briefly cached', async () => {
    const address = await currentAddress();
    for (const asked of ['/og/AAAAAAAAAAAAAAAA.png', '/og/old-version.png']) {
      const res = await server.app.request(asked, { headers: WHATSAPP });
      expect(res.status, asked).toBe(302);
      expect(res.headers.get('location'), asked).toBe(address);
      expect(res.headers.get('cache-control'), asked).toBe('public, max-age=60');
    }
    // Never the site's page: what cannot be a version's address is a 404.
    for (const asked of ['/og/a/b.png', '/og/pagina', '/og/%00.png']) {
      const res = await server.app.request(asked);
      expect(res.status, asked).toBe(404);
      expect(res.headers.get('content-type'), asked).toContain('application/json');
    }
  });

  it('a headline staff save makes a new version with a new picture; the old link follows it', async () => {
    const before = await currentAddress();
    const oldPicture = new Uint8Array(await (await server.app.request(before)).arrayBuffer());

    await saveSettings({
      ...DEFAULT_LAUNCH_SETTINGS,
      texts: {
        ...EMPTY_LAUNCH_TEXTS,
        home: { ...EMPTY_LAUNCH_TEXTS.home, soldOutHeadline: 'Turma **lotada**: a próxima começa já' },
      },
    });

    const after = await currentAddress();
    expect(after).not.toBe(before);
    const res = await server.app.request(before, { headers: WHATSAPP });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(after);

    const current = await server.app.request(after, { headers: WHATSAPP });
    expect(current.status).toBe(200);
    const newPicture = new Uint8Array(await current.arrayBuffer());
    expect(pngSize(newPicture)).toEqual(OG_IMAGE_SIZE);
    expect(newPicture).not.toEqual(oldPicture);
  });
});
