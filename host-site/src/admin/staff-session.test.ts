import { describe, expect, it } from 'vitest';
import { nextAfterLogin } from './staff-session.ts';

describe('nextAfterLogin', () => {
  it.each([
    ['/admin/hot-leads?pagina=2', '/admin/hot-leads?pagina=2'],
    ['/behavior', '/behavior'],
    ['/predictions/abc', '/predictions/abc'],
  ])('goes back to the staff page %s', (next, expected) => {
    expect(nextAfterLogin(next)).toBe(expected);
  });

  it.each([
    null,
    '',
    'admin/dashboard',
    '//evil.example/admin',
    '/\\evil.example',
    'https://evil.example/admin',
    '/obrigado',
    '/admin/login?next=/admin/login',
  ])('goes to the dashboard instead of %s', (next) => {
    expect(nextAfterLogin(next)).toBe('/admin/dashboard');
  });
});
