import { describe, expect, it } from 'vitest';
import { adminMethod, adminPath } from './admin-api.ts';

describe('adminPath', () => {
  it('fills each :name with its value, URL-encoded, and appends the query', () => {
    expect(adminPath('GET /leads/:id', { id: 'a b/c' })).toBe('/leads/a%20b%2Fc');
    expect(
      adminPath(
        'GET /partners/:code/leads',
        { code: 'ana.silva' },
        new URLSearchParams({ page: '2', q: 'são' }),
      ),
    ).toBe('/partners/ana.silva/leads?page=2&q=s%C3%A3o');
    expect(adminPath('GET /hot-leads', undefined, 'limit=50')).toBe('/hot-leads?limit=50');
  });

  it('leaves out an empty query', () => {
    expect(adminPath('GET /leads', undefined, '')).toBe('/leads');
    expect(adminPath('GET /leads', undefined, new URLSearchParams())).toBe('/leads');
  });

  it('refuses a route whose :name was not given', () => {
    expect(() => adminPath('GET /leads/:id', {} as { id: string })).toThrow('parâmetro id');
  });
});

describe('adminMethod', () => {
  it('reads the method off the route', () => {
    expect(adminMethod('PATCH /partners/:code')).toBe('PATCH');
    expect(adminMethod('DELETE /privacy/leads/:id')).toBe('DELETE');
  });
});
