import {
  JPEG_BYTES,
  type LocalServer,
  PNG_BYTES,
  startCanary,
  startFakeCdn,
} from '@funil/testkit/fakes/fake-image-hosts';
import { startTestServer } from '@funil/testkit/server/test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolvePublicAddress, systemLookup } from '../http/address-policy.ts';
import { FALLBACK_IMAGE_SVG } from '../http/fallback-image.ts';
import { DEFAULT_IMAGE_HOSTS, hostAllowList } from '../http/host-allow-list.ts';
import type { ImageFetchPolicy } from '../http/safe-image-fetch.ts';
import { FALLBACK_HEADER, IMAGE_CACHE_CONTROL } from './image-proxy.ts';

/** The allowed CDN name that, in these tests only, resolves to the local fake CDN. */
const CDN_HOST = 'scontent.cdninstagram.com';

let cdn: LocalServer;
let canary4: LocalServer;
let canary6: LocalServer;

beforeAll(async () => {
  [cdn, canary4, canary6] = await Promise.all([startFakeCdn(), startCanary('127.0.0.1'), startCanary('::1')]);
});
afterAll(() => Promise.all([cdn.close(), canary4.close(), canary6.close()]));

/**
 * The production resolver for every name but CDN_HOST, with one test-only DNS entry: an
 * allowed CDN name whose record points at loopback, as DNS rebinding would.
 */
function testPolicy(options: { anyHost?: boolean; timeoutMs?: number } = {}): ImageFetchPolicy {
  const lookup = async (host: string) =>
    host === 'rebind.cdninstagram.com' ? ['127.0.0.1'] : systemLookup(host);
  return {
    isAllowedHost: options.anyHost ? () => true : hostAllowList(DEFAULT_IMAGE_HOSTS),
    resolve: async (host) => {
      if (host === CDN_HOST) return '127.0.0.1';
      const address = await resolvePublicAddress(host, lookup);
      // Only reached if the check regressed. Loopback goes on, for the canaries to record the
      // hit; anything else fails here rather than sending traffic off this machine.
      if (
        address.startsWith('127.') ||
        address === '::1' ||
        address.startsWith('::ffff:127.') ||
        address === '0.0.0.0'
      ) {
        return address;
      }
      throw new Error(`o teste não deveria conectar a ${host} (${address})`);
    },
    timeoutMs: options.timeoutMs ?? 2_000,
    extraPorts: [cdn.port, canary4.port, canary6.port],
  };
}

async function proxy(url: string, policy: ImageFetchPolicy = testPolicy()) {
  const { app, logs } = await startTestServer({ imageProxy: { policy, requestsPerMinute: 1_000 } });
  const res = await app.request(`/api/image-proxy?url=${encodeURIComponent(url)}`);
  return { res, body: Buffer.from(await res.arrayBuffer()), logs };
}

const cdnUrl = (path: string) => `http://${CDN_HOST}:${cdn.port}${path}`;

describe('GET /api/image-proxy', () => {
  it('answers an allowed picture with its real type, a day of cache and a locked-down CSP', async () => {
    const { res, body } = await proxy(cdnUrl('/foto.png'));

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL.image);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get(FALLBACK_HEADER)).toBeNull();
    expect(body.equals(PNG_BYTES)).toBe(true);
  });

  it('follows a redirect between allowed hosts', async () => {
    const { res, body } = await proxy(cdnUrl(`/redirect?to=${encodeURIComponent(cdnUrl('/foto.jpg'))}`));
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(body.equals(JPEG_BYTES)).toBe(true);
  });

  it('answers the fallback picture, with a short cache, when the upstream fails', async () => {
    const cases: [string, string][] = [
      [cdnUrl('/sumiu.png'), 'upstream_status'],
      ['', 'invalid_url'],
      ['nao é url', 'invalid_url'],
      [`ftp://${CDN_HOST}/foto.png`, 'invalid_url'],
      [`http://usuario:senha@${CDN_HOST}:${cdn.port}/foto.png`, 'invalid_url'],
      [`http://${CDN_HOST}:1/foto.png`, 'port_not_allowed'],
      [
        cdnUrl(
          `/redirect?to=${encodeURIComponent(cdnUrl('/redirect?to=%2Fredirect%3Fto%3D%252Fredirect%253Fto%253D%25252Ffoto.png'))}`,
        ),
        'too_many_redirects',
      ],
    ];
    for (const [url, refusal] of cases) {
      const { res, body } = await proxy(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get(FALLBACK_HEADER), url).toBe(refusal);
      expect(res.headers.get('content-type'), url).toBe('image/svg+xml');
      expect(res.headers.get('cache-control'), url).toBe(IMAGE_CACHE_CONTROL.fallback);
      expect(body.toString('utf8'), url).toBe(FALLBACK_IMAGE_SVG);
    }
  });

  it('gives up after the timeout and answers the fallback', async () => {
    const { res } = await proxy(cdnUrl('/lento.png'), testPolicy({ timeoutMs: 50 }));
    expect(res.headers.get(FALLBACK_HEADER)).toBe('timeout');
  });

  it('logs why a picture was refused', async () => {
    const { logs } = await proxy(cdnUrl('/pagina.html'));
    expect(logs.find((line) => line.refusal === 'not_an_image')).toMatchObject({ msg: expect.any(String) });
  });

  it('answers the fallback without fetching once too many pictures are being fetched', async () => {
    const { app } = await startTestServer({
      imageProxy: { policy: testPolicy({ timeoutMs: 300 }), requestsPerMinute: 1_000, maxConcurrent: 1 },
    });
    const ask = (path: string) => app.request(`/api/image-proxy?url=${encodeURIComponent(cdnUrl(path))}`);
    const slow = ask('/lento.png');
    const hitsBefore = cdn.hits.length;
    const busy = await ask('/foto.png');
    expect(busy.headers.get(FALLBACK_HEADER)).toBe('busy');
    expect(cdn.hits.slice(hitsBefore)).not.toContain('/foto.png');
    expect((await slow).headers.get(FALLBACK_HEADER)).toBe('timeout');
    expect((await ask('/foto.png')).headers.get(FALLBACK_HEADER)).toBeNull();
  });

  it('limits pictures per IP address', async () => {
    const { app } = await startTestServer({ imageProxy: { policy: testPolicy(), requestsPerMinute: 1 } });
    const url = `/api/image-proxy?url=${encodeURIComponent(cdnUrl('/foto.png'))}`;
    expect((await app.request(url)).status).toBe(200);
    const limited = await app.request(url);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  // Issue 14, reproduction 10: with TRUST_PROXY=true every visitor shared the proxy's one bucket.
  it('counts each visitor behind a trusted proxy apart', async () => {
    const { app } = await startTestServer({
      imageProxy: { policy: testPolicy(), requestsPerMinute: 1 },
      trustProxy: true,
    });
    const url = `/api/image-proxy?url=${encodeURIComponent(cdnUrl('/foto.png'))}`;
    const proxyPeer = { incoming: { socket: { remoteAddress: '10.0.0.2' } } };
    const ask = (visitor: string) => app.request(url, { headers: { 'x-forwarded-for': visitor } }, proxyPeer);

    expect((await ask('203.0.113.5')).status).toBe(200);
    expect((await ask('198.51.100.7')).status).toBe(200);
    expect((await ask('203.0.113.5')).status).toBe(429);
    expect((await ask('192.0.2.1, 203.0.113.5')).status).toBe(429);
  });
});

describe('GET /api/image-proxy SSRF matrix', () => {
  const v4 = () => canary4.port;
  const v6 = () => canary6.port;
  /** Each URL points at a canary; [url, refusal with the CDN allow-list, refusal with any host allowed]. */
  const matrix = (): [string, string, string][] => [
    [`http://127.0.0.1:${v4()}/canario`, 'host_not_allowed', 'address_refused'],
    [`http://0.0.0.0:${v4()}/canario`, 'host_not_allowed', 'address_refused'],
    [`http://[::1]:${v6()}/canario`, 'host_not_allowed', 'address_refused'],
    [`http://[::ffff:127.0.0.1]:${v4()}/canario`, 'host_not_allowed', 'address_refused'],
    [`http://169.254.169.254:${v4()}/latest/meta-data/`, 'host_not_allowed', 'address_refused'],
    [`http://10.0.0.1:${v4()}/canario`, 'host_not_allowed', 'address_refused'],
    [`http://10.255.255.254:${v4()}/canario`, 'host_not_allowed', 'address_refused'],
    [`http://172.16.0.1:${v4()}/canario`, 'host_not_allowed', 'address_refused'],
    [`http://172.31.255.254:${v4()}/canario`, 'host_not_allowed', 'address_refused'],
    [`http://192.168.0.1:${v4()}/canario`, 'host_not_allowed', 'address_refused'],
    [`http://192.168.255.254:${v4()}/canario`, 'host_not_allowed', 'address_refused'],
    [`http://2130706433:${v4()}/canario`, 'host_not_allowed', 'address_refused'],
    [`http://0x7f000001:${v4()}/canario`, 'host_not_allowed', 'address_refused'],
    [`http://017700000001:${v4()}/canario`, 'host_not_allowed', 'address_refused'],
    [`http://127.1:${v4()}/canario`, 'host_not_allowed', 'address_refused'],
    [`http://localhost:${v4()}/canario`, 'host_not_allowed', 'address_refused'],
    [`http://rebind.cdninstagram.com:${v4()}/canario`, 'address_refused', 'address_refused'],
    // An allowed host redirecting to private addresses: refused at the hop, before connecting.
    [
      cdnUrl(`/redirect?to=${encodeURIComponent(`http://127.0.0.1:${v4()}/canario`)}`),
      'host_not_allowed',
      'address_refused',
    ],
    [
      cdnUrl(`/redirect?to=${encodeURIComponent(`http://[::1]:${v6()}/canario`)}`),
      'host_not_allowed',
      'address_refused',
    ],
    [
      cdnUrl(`/redirect?to=${encodeURIComponent(`http://2130706433:${v4()}/canario`)}`),
      'host_not_allowed',
      'address_refused',
    ],
    [
      cdnUrl(`/redirect?to=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`),
      'host_not_allowed',
      'address_refused',
    ],
    [
      cdnUrl(`/redirect?to=${encodeURIComponent(`http://rebind.cdninstagram.com:${v4()}/canario`)}`),
      'address_refused',
      'address_refused',
    ],
    // Allowed and public, but not a picture we may serve.
    [cdnUrl('/pagina.html'), 'not_an_image', 'not_an_image'],
    [cdnUrl('/disfarcado.png'), 'not_an_image', 'not_an_image'],
    [cdnUrl('/vetor.svg'), 'not_an_image', 'not_an_image'],
    [cdnUrl('/grande.png'), 'too_large', 'too_large'],
    [cdnUrl('/grande-declarado.png'), 'too_large', 'too_large'],
  ];

  for (const [label, anyHost, column] of [
    ['with the CDN allow-list', false, 1],
    ['with every host allowed (the address check alone)', true, 2],
  ] as const) {
    it(`refuses every case ${label}, answering the fallback picture`, async () => {
      const policy = testPolicy({ anyHost });
      for (const row of matrix()) {
        const url = row[0];
        const { res, body } = await proxy(url, policy);
        expect(res.status, url).toBe(200);
        expect(res.headers.get(FALLBACK_HEADER), url).toBe(row[column]);
        expect(body.toString('utf8'), url).toBe(FALLBACK_IMAGE_SVG);
      }
      expect(canary4.hits).toEqual([]);
      expect(canary6.hits).toEqual([]);
    });
  }

  it('never fetched a refused URL: the canaries recorded 0 hits', () => {
    expect(canary4.hits.length + canary6.hits.length).toBe(0);
  });
});
