// Keep-alive for the browser (spec §7 'asaas-checkout/ping'): proves the server answers.
import { Hono } from 'hono';

export function pingRoutes(deps: { now: () => Date }): Hono {
  return new Hono().get('/', (c) => c.json({ ok: true, time: deps.now().toISOString() }));
}
