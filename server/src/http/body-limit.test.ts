import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requestBodyLimit } from './body-limit.ts';

const LIMIT = 100;
const app = new Hono()
  .use(requestBodyLimit(LIMIT))
  .post('/echo', async (c) => c.text(await c.req.text()))
  .get('/echo', (c) => c.text('ok'));

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  app.request('/echo', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

/** A body sent in chunks, its size declared nowhere. */
function chunked(size: number): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (let sent = 0; sent < size; sent += 10)
        controller.enqueue(new Uint8Array(Math.min(10, size - sent)));
      controller.close();
    },
  });
}

describe('requestBodyLimit', () => {
  it('refuses a declared length over the limit with 413 payload_too_large', async () => {
    const res = await post('x'.repeat(LIMIT + 1), { 'content-length': String(LIMIT + 1) });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('payload_too_large');
  });

  it('hands a body within the limit to the route whole', async () => {
    const body = 'y'.repeat(LIMIT);
    const res = await post(body, { 'content-length': String(LIMIT) });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(body);
  });

  it('counts a chunked body as it arrives and refuses it past the limit', async () => {
    expect((await post(chunked(LIMIT + 10))).status).toBe(413);
    const within = await post(chunked(LIMIT));
    expect(within.status).toBe(200);
    expect((await within.text()).length).toBe(LIMIT);
  });

  it('lets reads through', async () => {
    expect((await app.request('/echo')).status).toBe(200);
  });
});
