import {
  DEFAULT_LAUNCH_SETTINGS,
  type LaunchSettings,
  publicLaunchSettings,
} from '@funil/core/launch-settings';
import { primeLaunchSettings } from '@funil/widgets/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LaunchNextStep } from './launch-next-step.tsx';

const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      return Response.json({
        offer: { code: 'programa', name: 'IA NA PRÁTICA', kind: 'program' },
        batch: { id: 'b1', position: 1, label: '1º lote', endsAt: null, left: null },
        list: { pixCents: 49_700, cardTotalCents: 55_000 },
        price: { pixCents: 49_700, cardTotalCents: 55_000, installments: 10 },
        coupon: null,
        bumps: [],
        holdMinutes: 30,
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderStep(state: LaunchSettings['state']) {
  primeLaunchSettings('', publicLaunchSettings({ ...DEFAULT_LAUNCH_SETTINGS, state }));
  return render(
    <MemoryRouter>
      <LaunchNextStep />
    </MemoryRouter>,
  );
}

describe("the launch's next step", () => {
  it('offers the program at the current batch’s price while the launch sells', async () => {
    renderStep('selling');
    expect(
      await screen.findByText(
        'Inscrições abertas: R$ 497,00 à vista no PIX ou 10x de R$ 55,00 no cartão, com 7 dias de garantia.',
      ),
    ).toBeTruthy();
    expect(requested).toEqual(['/api/offers/quote']);
  });

  it('asks no price while the launch is not selling', () => {
    renderStep('capturing');
    expect(screen.getByRole('heading', { name: 'Participe da call gratuita' })).toBeTruthy();
    expect(requested).toEqual([]);
  });
});
