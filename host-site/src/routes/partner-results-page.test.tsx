import type { PartnerResults } from '@funil/core/partner-results';
import { failure, json, stubFetch } from '@funil/testkit/host-site/render-admin';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import PartnerResultsPage from './partner-results-page.tsx';

const SECRET = 'Q2hhdmUtZGUtdGVzdGUtZG8tcGFyY2Vpcm8tMzItYnk';

const MARCH = { slug: 'marco', name: 'Março', isCurrent: true, from: '2026-03-01T03:00:00.000Z', to: null };
const FIRST = {
  slug: 'ia-na-pratica',
  name: 'IA na Prática',
  isCurrent: false,
  from: '2026-01-01T03:00:00.000Z',
  to: '2026-03-01T03:00:00.000Z',
};

const RESULTS: PartnerResults = {
  partner: { name: 'Loja da Ana' },
  launches: [MARCH, FIRST],
  launch: MARCH,
  figures: {
    leads: 12,
    lastTouchLeads: 9,
    registrations: 7,
    sales: 2,
    grossRevenue: 387_732,
    lastTouchSales: 1,
    lastTouchGrossRevenue: 208_032,
  },
  commissions: [
    { status: 'pending', count: 1, amountCents: 20_803 },
    { status: 'released', count: 1, amountCents: 17_970 },
    { status: 'cancelled', count: 0, amountCents: 0 },
    { status: 'reversed', count: 0, amountCents: 0 },
  ],
};

function renderAt(entry: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <PartnerResultsPage />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/parceiro/resultados', () => {
  it('sends the fragment’s secret as a bearer token, never in the URL, and shows the figures and commissions', async () => {
    const fetchMock = stubFetch(json(200, RESULTS));
    renderAt(`/parceiro/resultados#chave=${SECRET}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Loja da Ana' })).toBeTruthy();

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/partner-results');
    expect(new Headers(init?.headers).get('authorization')).toBe(`Bearer ${SECRET}`);
    expect(document.head.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');

    const figures = screen.getByRole('list', { name: 'Números de Março' });
    const cards = within(figures)
      .getAllByRole('listitem')
      .map((card) => card.textContent);
    expect(cards).toEqual([
      'Leads12Leads com último contato por aqui: 9',
      'Inscrições7nos eventos do lançamento',
      'Vendas2Vendas com último contato por aqui: 1',
      'Receita brutaR$ 3.877,32Receita com último contato por aqui: R$ 2.080,32',
    ]);
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'SituaçãoQuantidadeValor',
      'Pendente1R$ 208,03',
      'Liberada1R$ 179,70',
      'Cancelada0R$ 0,00',
      'Estornada0R$ 0,00',
      'Total2R$ 387,73',
    ]);
    expect((screen.getByLabelText('Lançamento') as HTMLSelectElement).value).toBe('marco');
    expect(screen.getByRole('option', { name: 'Março (atual)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: /^IA na Prática \(1 de janeiro de 2026 a/ })).toBeTruthy();
  });

  it('reads another launch when the partner picks it', async () => {
    const fetchMock = stubFetch(
      json(200, RESULTS),
      json(200, { ...RESULTS, launch: FIRST, figures: { ...RESULTS.figures, leads: 30 } }),
    );
    renderAt(`/parceiro/resultados#chave=${SECRET}`);
    await screen.findByRole('heading', { level: 1, name: 'Loja da Ana' });
    fireEvent.change(screen.getByLabelText('Lançamento'), { target: { value: 'ia-na-pratica' } });
    expect(await screen.findByRole('list', { name: 'Números de IA na Prática' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/api/partner-results?lancamento=ia-na-pratica');
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('authorization')).toBe(`Bearer ${SECRET}`);
  });

  it('says the link is invalid when the server refuses the secret', async () => {
    stubFetch(failure(401, 'partner_link_invalid', 'Link inválido ou trocado. Peça um novo link à equipe.'));
    renderAt(`/parceiro/resultados#chave=${SECRET}`);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Link inválido ou trocado. Peça um novo link à equipe.',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks nothing of the server without a secret in the fragment (or with one in the query)', async () => {
    const fetchMock = stubFetch();
    renderAt(`/parceiro/resultados?chave=${SECRET}`);
    expect((await screen.findByRole('alert')).textContent).toContain('Peça um novo link à equipe.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
