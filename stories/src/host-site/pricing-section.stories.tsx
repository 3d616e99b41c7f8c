// The program's pricing section (id 'investimento'): PIX and card prices from the launch settings, or
// from the server's quote of the current batch ("lote", issue 30) with its end and units left.
import { launchCopy } from '@funil/core/launch-copy';
import { DEFAULT_LAUNCH_SETTINGS, publicLaunchSettings } from '@funil/core/launch-settings';
import type { OfferQuote } from '@funil/core/offer-pricing';
import { PricingSectionView } from '@funil/host-site/components/pricing-section.tsx';
import { programOf } from '@funil/host-site/content/program.ts';
import { PaymentModal } from '@funil/widgets/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SiteFrame } from './site-frame.tsx';

const SETTINGS = publicLaunchSettings(DEFAULT_LAUNCH_SETTINGS);

const meta = {
  title: 'Host site/Pricing section',
  component: PricingSectionView,
  // The spec's prices and words, as a fresh install shows them (no quote read: no batches).
  parameters: {
    docs: { description: { component: 'A seção de preços do programa: PIX, cartão e o lote atual.' } },
  },
  args: {
    program: programOf(launchCopy(SETTINGS)),
    texts: SETTINGS.texts.program,
    onPurchase: fn(),
    quote: null,
  },
  decorators: [
    (Story) => (
      <SiteFrame path="/ianapratica">
        <main className="page page--wide">
          <Story />
        </main>
      </SiteFrame>
    ),
  ],
} satisfies Meta<typeof PricingSectionView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The section and its buy button, as the program page shows them. */
export const Default: Story = {};

/** The section with the modal its button opens, as on every page that shows the prices. */
function SectionOpeningTheModal(args: Parameters<typeof PricingSectionView>[0]) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PricingSectionView
        {...args}
        onPurchase={() => {
          args.onPurchase();
          setOpen(true);
        }}
      />
      <PaymentModal open={open} onClose={() => setOpen(false)} navigate={fn()} />
    </>
  );
}

/** The buy button opens the payment modal: PIX and card at the prices the section shows. */
export const WithPaymentModal: Story = {
  render: (args) => <SectionOpeningTheModal {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /QUERO|GARANT|VAGA|COMPRAR/i }));
    await expect(args.onPurchase).toHaveBeenCalled();
    const modal = await waitFor(() => {
      const root = document.querySelector('funil-widget')?.shadowRoot;
      if (!root?.querySelector('dialog[open]')) throw new Error('o modal ainda não abriu');
      return within(root as unknown as HTMLElement);
    });
    await modal.findByRole('button', { name: /Cartão de crédito.*12x de R\$ 173,36/ });
  },
};

export const CustomHeading: Story = {
  args: { heading: 'Garanta sua vaga no IA NA PRÁTICA' },
};

const BATCH_1 = { id: 'lote-1', position: 1, label: '1º lote', endsAt: '2026-12-06T02:59:00.000Z', left: 3 };

/** The first batch: R$ 497,00, ending on 05/12 at 23:59 (São Paulo) unless its 3 units sell first. */
const FIRST_BATCH: OfferQuote = {
  offer: { code: 'programa-ia-na-pratica', name: 'IA NA PRÁTICA', kind: 'program' },
  batch: BATCH_1,
  list: { pixCents: 49_700, cardTotalCents: 55_000 },
  price: { pixCents: 49_700, cardTotalCents: 55_000, installments: 10 },
  coupon: null,
  bumps: [],
  holdMinutes: 30,
};

export const FirstBatch: Story = {
  args: { quote: FIRST_BATCH },
};

/** The batch's last unit: the line says so in the singular. */
export const LastUnitOfBatch: Story = {
  args: { quote: { ...FIRST_BATCH, batch: { ...BATCH_1, left: 1 } } },
};

/** A batch with no quantity and no end (it lasts until staff close it): its name alone. */
export const OpenBatch: Story = {
  args: {
    quote: {
      ...FIRST_BATCH,
      batch: { id: 'lote-2', position: 2, label: '2º lote', endsAt: null, left: null },
      list: { pixCents: 69_700, cardTotalCents: 77_000 },
      price: { pixCents: 69_700, cardTotalCents: 77_000, installments: 10 },
    },
  },
};
