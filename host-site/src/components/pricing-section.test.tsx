import { launchCopy } from '@funil/core/launch-copy';
import { DEFAULT_LAUNCH_SETTINGS, publicLaunchSettings } from '@funil/core/launch-settings';
import { DEFAULT_LAUNCH_TEXTS } from '@funil/core/launch-texts';
import type { OfferQuote } from '@funil/core/offer-pricing';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { programOf } from '../content/program.ts';
import { PricingSection } from './pricing-section.tsx';

/** The launch settings' prices: R$ 1.797,00 in PIX, 12x de R$ 173,36 (R$ 2.080,32) on the card. */
const program = programOf(launchCopy(publicLaunchSettings(DEFAULT_LAUNCH_SETTINGS)));

/** Batch 1 of the program at R$ 497,00 (PIX) or 10x of R$ 55,00 on the card. */
const QUOTE: OfferQuote = {
  offer: { code: 'programa-ia-na-pratica', name: 'IA NA PRÁTICA', kind: 'program' },
  // 02:59 UTC is 23:59 of the day before in São Paulo.
  batch: { id: 'b1', position: 1, label: '1º lote', endsAt: '2026-12-06T02:59:00.000Z', left: 3 },
  list: { pixCents: 49_700, cardTotalCents: 55_000 },
  price: { pixCents: 49_700, cardTotalCents: 55_000, installments: 10 },
  coupon: null,
  bumps: [],
  holdMinutes: 30,
};

let answer: () => Response;
const requested: URL[] = [];

beforeEach(() => {
  requested.length = 0;
  answer = () => Response.json(QUOTE);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(new URL(url, location.href));
      return answer();
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

function renderPricing() {
  return render(
    <MemoryRouter>
      <PricingSection program={program} texts={DEFAULT_LAUNCH_TEXTS.program} onPurchase={() => undefined} />
    </MemoryRouter>,
  );
}

const amounts = () => [...document.querySelectorAll('.pricing__amount')].map((node) => node.textContent);

describe('the pricing section sells at the current batch', () => {
  it("shows the settings' prices while the quote is read, then the batch's in the same places", async () => {
    renderPricing();
    expect(amounts()).toEqual(['R$ 1.797,00', '12x de R$ 173,36']);
    expect(await screen.findByText('1º lote · termina em 05/12 às 23:59')).toBeTruthy();
    expect(amounts()).toEqual(['R$ 497,00', '10x de R$ 55,00']);
    expect(screen.getByText('total de R$ 550,00')).toBeTruthy();
    expect(screen.getByText('Restam 3 vagas neste lote')).toBeTruthy();
    expect(requested.map((url) => url.pathname + url.search)).toEqual(['/api/offers/quote']);
  });

  it('says the last unit of a batch in the singular, and nothing of units for a batch without a quantity', async () => {
    answer = () => Response.json({ ...QUOTE, batch: { ...QUOTE.batch, left: 1 } });
    renderPricing();
    expect(await screen.findByText('Resta 1 vaga neste lote')).toBeTruthy();
    cleanup();
    answer = () => Response.json({ ...QUOTE, batch: { ...QUOTE.batch, endsAt: null, left: null } });
    renderPricing();
    expect(await screen.findByText('1º lote')).toBeTruthy();
    expect(screen.queryByText(/vagas? neste lote/)).toBeNull();
  });

  it("shows the offer's own quoted price and no batch line when the offer has no batches", async () => {
    answer = () =>
      Response.json({
        ...QUOTE,
        batch: null,
        list: { pixCents: 99_700, cardTotalCents: 120_000 },
        price: { pixCents: 99_700, cardTotalCents: 120_000, installments: 12 },
      });
    renderPricing();
    expect(await screen.findByText('R$ 997,00')).toBeTruthy();
    expect(screen.getByText('12x de R$ 100,00')).toBeTruthy();
    expect(screen.queryByText(/lote/)).toBeNull();
  });

  it("keeps the settings' prices when the quote cannot be read", async () => {
    answer = () => Response.json({ error: { code: 'internal_error', message: 'Erro' } }, { status: 500 });
    renderPricing();
    await vi.waitFor(() => expect(requested).toHaveLength(1));
    // The failed answer settles before the page is looked at again.
    await act(async () => undefined);
    expect(amounts()).toEqual(['R$ 1.797,00', '12x de R$ 173,36']);
    expect(screen.queryByText(/lote/)).toBeNull();
  });

  it("asks with the page's ?cupom= and, once it applies, shows the batch's own price (the modal shows the discount)", async () => {
    history.replaceState(null, '', '/ianapratica?cupom=LANCAMENTO10');
    answer = () =>
      Response.json({
        ...QUOTE,
        price: { pixCents: 44_730, cardTotalCents: 49_500, installments: 10 },
        coupon: {
          code: 'LANCAMENTO10',
          applied: true,
          label: '10% de desconto',
          pixDiscountCents: 4_970,
          cardDiscountCents: 5_500,
        },
      });
    renderPricing();
    await screen.findByText('1º lote · termina em 05/12 às 23:59');
    expect(requested[0]?.searchParams.get('cupom')).toBe('LANCAMENTO10');
    expect(amounts()).toEqual(['R$ 497,00', '10x de R$ 55,00']);
  });
});
