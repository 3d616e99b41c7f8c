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

  it('goes back to the first page when a filter changes, and clears a filter set to empty', () => {
    const next = withChange(params, { region: 'Recife e região', q: '' });
    expect(next.get('region')).toBe('Recife e região');
    expect(next.has('q')).toBe(false);
    expect(next.has('page')).toBe(false);
    expect(withChange(params, { page: '4' }).get('page')).toBe('4');
  });
});
