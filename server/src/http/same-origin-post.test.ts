import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isSameOriginPost } from './same-origin-post.ts';

const app = new Hono().post('/', (c) => c.json({ same: isSameOriginPost(c, 'https://funil.example') }));
const post = async (headers: Record<string, string>) =>
  (await (await app.request('http://localhost:8787/', { method: 'POST', headers })).json()).same;

describe('isSameOriginPost', () => {
  it('accepts the request’s own origin and the public one', async () => {
    expect(await post({ origin: 'http://localhost:8787' })).toBe(true);
    expect(await post({ origin: 'https://funil.example', 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(await post({ 'sec-fetch-site': 'same-origin' })).toBe(true);
    // What Chromium sends from a page served with Referrer-Policy: no-referrer.
    expect(await post({ origin: 'null', 'sec-fetch-site': 'same-origin' })).toBe(true);
  });

  it('refuses another site, an opaque origin and a request that says nothing', async () => {
    expect(await post({ origin: 'https://atacante.example' })).toBe(false);
    expect(await post({ origin: 'null' })).toBe(false);
    expect(await post({ origin: 'https://atacante.example', 'sec-fetch-site': 'same-origin' })).toBe(false);
    expect(await post({ 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(await post({ origin: 'http://localhost:8787', 'sec-fetch-site': 'same-site' })).toBe(false);
    expect(await post({})).toBe(false);
  });
});
