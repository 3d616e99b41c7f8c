import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isStaffPath, securityHeaders } from './security-headers.ts';

const app = new Hono().use(securityHeaders()).get('*', (c) => c.text('ok'));

describe('securityHeaders', () => {
  it('keeps the staff area, pages and API, out of search engines', async () => {
    for (const path of ['/admin', '/admin/login', '/admin/leads/1', '/api/admin/leads']) {
      expect((await app.request(path)).headers.get('x-robots-tag')).toBe('noindex, nofollow');
    }
  });

  it('lets public pages be indexed, including ones whose name starts like admin', async () => {
    for (const path of ['/', '/obrigado', '/administracao', '/api/leads']) {
      expect((await app.request(path)).headers.get('x-robots-tag')).toBeNull();
    }
    expect(isStaffPath('/adminx')).toBe(false);
  });

  it('lets partner pages load the embed from another origin, and nothing else', async () => {
    expect((await app.request('/embed.js')).headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await app.request('/obrigado')).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});
