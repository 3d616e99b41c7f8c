import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

const app = new Hono().use(securityHeaders()).get('*', (c) => c.text('ok'));

describe('securityHeaders', () => {
  it('lets partner pages load the embed from another origin, and nothing else', async () => {
    expect((await app.request('/embed.js')).headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await app.request('/obrigado')).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});
