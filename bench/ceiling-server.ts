// The ceiling of the API load bench: a bare Hono JSON route on the same node server, no middleware.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/api/ping', (c) => c.json({ ok: true }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: process.env.HOST });
