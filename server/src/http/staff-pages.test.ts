import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { NO_INDEX, staffNoIndex } from './staff-pages.ts';

const app = new Hono().use(staffNoIndex()).get('*', (c) => c.text('ok'));

describe('staffNoIndex', () => {
  it('keeps the staff area, pages and API, out of search engines', async () => {
    for (const path of ['/admin', '/admin/login', '/admin/leads/1', '/api/admin/leads', '/behavior']) {
      expect((await app.request(path)).headers.get('x-robots-tag'), path).toBe(NO_INDEX);
    }
  });

  it('lets public pages be indexed, including ones whose name starts like admin', async () => {
    for (const path of ['/', '/obrigado', '/administracao', '/adminx', '/api/leads']) {
      expect((await app.request(path)).headers.get('x-robots-tag'), path).toBeNull();
    }
  });
});
