// The comparison screen against GET /launches/comparison: launches side by side, drafts left out,
// each column linking to that launch's results.
import type { LaunchComparisonRow } from '@funil/core/launches';
import { DRAFT_LAUNCH, FIRST_LAUNCH, LAUNCHES, MARCH_LAUNCH } from '@funil/testkit/fixtures/launch-summaries';
import { json, renderAdmin } from '@funil/testkit/host-site/render-admin';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import LaunchComparisonPage from './launch-comparison-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (launch: typeof FIRST_LAUNCH, change: Partial<LaunchComparisonRow>): LaunchComparisonRow => ({
  id: launch.id,
  name: launch.name,
  state: launch.state,
  isCurrent: launch.isCurrent,
  leads: 0,
  registrations: 0,
  attendance: 0,
  sales: 0,
  grossRevenue: 0,
  netRevenue: 0,
  adSpend: null,
  costPerLead: null,
  ...change,
});

it('sets the published launches side by side, the current first, with links to their results', async () => {
  const comparison = [
    row(DRAFT_LAUNCH, {}),
    row(FIRST_LAUNCH, { leads: 120, sales: 3, grossRevenue: 539_100 }),
    row(MARCH_LAUNCH, { leads: 40, adSpend: 200_000, costPerLead: 5_000 }),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith('/comparison')
        ? json(200, { launches: comparison })
        : json(200, { launches: LAUNCHES }),
    ),
  );
  renderAdmin(<LaunchComparisonPage />);
  const table = await screen.findByRole('table', { name: 'Lançamentos lado a lado' });
  const headers = within(table).getAllByRole('columnheader');
  expect(headers.map((header) => within(header).getAllByRole('link')[0]?.textContent)).toEqual([
    'Lançamento Março',
    'IA na Prática',
  ]);
  const cells = (label: string) =>
    within(within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  expect(cells('Leads')).toEqual(['40', '120']);
  expect(cells('Receita bruta')).toEqual(['R$ 0,00', 'R$ 5.391,00']);
  expect(cells('Custo por lead')).toEqual([
    'R$ 50,00',
    '—Informe o investimento em anúncios na seção Anúncios do lançamento.',
  ]);
  expect(
    (await screen.findByRole('link', { name: 'Ver resultados de IA na Prática' })).getAttribute('href'),
  ).toBe('/admin/launch-results?lancamento=ia-na-pratica');
});
