import { testLaunchSettings } from '@funil/testkit/widgets/test-launch-settings';
import { act, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetLaunchSettings } from '../lib/launch-settings.ts';
import {
  DEFAULT_PAYMENT_LABEL,
  definePaymentElement,
  PAYMENT_TAG,
  type PaymentElement,
} from './payment-element.tsx';

function outerUi(element: Element) {
  const root = element.shadowRoot?.querySelector<HTMLElement>('.funil-root');
  if (!root) throw new Error('no shadow mount');
  return within(root);
}

function modalUi(element: Element) {
  const root = element.shadowRoot
    ?.querySelector('funil-widget')
    ?.shadowRoot?.querySelector<HTMLElement>('.funil-root');
  if (!root) throw new Error('no modal mount');
  return within(root);
}

beforeAll(() => {
  definePaymentElement({ apiBase: 'https://funil.example' });
  definePaymentElement({ apiBase: 'https://other.example' });
});

/** The Funil server the script tag names: it has the launch settings, with a price staff changed. */
const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      asked.push(request.url);
      return Response.json(testLaunchSettings({ program: { pixPriceCents: 149_700 } }));
    }),
  );
});

afterEach(() => {
  document.body.innerHTML = '';
  forgetLaunchSettings();
  vi.unstubAllGlobals();
});

async function mount(html: string): Promise<PaymentElement[]> {
  await act(async () => {
    document.body.innerHTML = html;
  });
  return [...document.querySelectorAll<PaymentElement>(PAYMENT_TAG)];
}

describe('<funil-payment>', () => {
  it('draws its button in its own shadow root and opens the modal on click', async () => {
    const [element] = await mount(`<${PAYMENT_TAG}></${PAYMENT_TAG}>`);
    if (!element) throw new Error('not mounted');
    await act(async () =>
      fireEvent.click(outerUi(element).getByRole('button', { name: DEFAULT_PAYMENT_LABEL })),
    );
    expect(modalUi(element).getByRole('dialog', { name: 'Escolha a forma de pagamento' })).toHaveProperty(
      'open',
      true,
    );
    // The prices come from the server named by data-api: its settings, read once for the page, and
    // its quote (here it has none, so the settings' prices stay).
    expect(await modalUi(element).findByRole('button', { name: /PIX\s*R\$ 1\.497,00/ })).toBeEnabled();
    expect(asked).toEqual([
      'https://funil.example/api/launch-settings',
      'https://funil.example/api/offers/quote',
    ]);
  });

  it('works as several instances, without a button when asked', async () => {
    const [first, second] = await mount(
      `<${PAYMENT_TAG} label="Comprar"></${PAYMENT_TAG}><${PAYMENT_TAG} no-button></${PAYMENT_TAG}>`,
    );
    if (!first || !second) throw new Error('not mounted');
    expect(outerUi(first).getByRole('button', { name: 'Comprar' })).toBeInTheDocument();
    expect(outerUi(second).queryByRole('button', { name: DEFAULT_PAYMENT_LABEL })).toBeNull();
    await act(async () => second.open());
    expect(modalUi(second).getByRole('dialog')).toHaveProperty('open', true);
    expect(modalUi(first).getByRole('dialog', { hidden: true })).toHaveProperty('open', false);
  });
});
