import { describe, expect, it } from 'vitest';
import { exportHref, listQuery, withChange } from './lead-query.ts';

describe('lead query in the address', () => {
  const params = new URLSearchParams('q=ana&region=&utm_source=facebook&page=3&sort=name&tab=x');

  it('sends the filters, sort and page, leaving out empty and unknown parameters', () => {
    expect(listQuery(params)).toBe('q=ana&utm_source=facebook&sort=name&page=3');
  });

  it('exports the same filters without the page or sort', () => {
    expect(exportHref(params)).toBe('/api/admin/leads/export?q=ana&utm_source=facebook');
    expect(exportHref(new URLSearchParams())).toBe('/api/admin/leads/export');
  });

  it('asks the list and the export for the chosen launch’s people, never the address’s own launch', () => {
    const launch = '8e2b6d41-3c5a-4e7f-b019-2a4c6e8f0b13';
    const scoped = new URLSearchParams('q=ana&lancamento=marco&launch=outro');
    expect(listQuery(scoped, launch)).toBe(`q=ana&launch=${launch}`);
    expect(exportHref(scoped, launch)).toBe(`/api/admin/leads/export?q=ana&launch=${launch}`);
    expect(listQuery(scoped)).toBe('q=ana');
  });

  it('goes back to the first page when a filter changes, and clears a filter set to empty', () => {
    const next = withChange(params, { region: 'Recife e região', q: '' });
    expect(next.get('region')).toBe('Recife e região');
    expect(next.has('q')).toBe(false);
    expect(next.has('page')).toBe(false);
    expect(withChange(params, { page: '4' }).get('page')).toBe('4');
  });
});
