// The thank-you page's sections for a paid program purchase: the order summary (with an order bump and
// a coupon too), the next steps (with and without the buyers' group link staff set) and the ways to get help.
import { THANK_YOU_TEXTS } from '@funil/core/launch-text-defaults';
import type { PurchaseSummary } from '@funil/core/purchase-summary';
import {
  OrderSummary,
  ThankYouHelp,
  ThankYouNextSteps,
} from '@funil/host-site/components/thank-you-next-steps.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteFrame } from './site-frame.tsx';

const PAID: PurchaseSummary = {
  product: { kind: 'program', name: 'IA NA PRÁTICA' },
  amountCents: 179_700,
  items: [{ kind: 'main', name: 'IA NA PRÁTICA', amountCents: 179_700 }],
  coupon: null,
  currency: 'BRL',
  method: 'pix',
  installments: 1,
  status: 'paid',
  nextSteps: { buyersGroupUrl: null, accessBy: 'whatsapp' },
};

function PaidPurchase({ summary, helpUrl }: { summary: PurchaseSummary; helpUrl: string | null }) {
  return (
    <>
      <OrderSummary summary={summary} />
      {summary.nextSteps ? (
        // The template's words, as a launch whose texts staff left alone shows them.
        <ThankYouNextSteps
          nextSteps={summary.nextSteps}
          texts={THANK_YOU_TEXTS}
          values={{ programa: summary.product.name }}
        />
      ) : null}
      <ThankYouHelp links={{ whatsappUrl: helpUrl, supportEmail: null }} />
    </>
  );
}

const meta = {
  title: 'Host site/Thank-you next steps',
  component: PaidPurchase,
  decorators: [
    (Story) => (
      <SiteFrame path="/obrigado">
        <main className="page">
          <Story />
        </main>
      </SiteFrame>
    ),
  ],
  args: { summary: PAID, helpUrl: null },
} satisfies Meta<typeof PaidPurchase>;

export default meta;
type Story = StoryObj<typeof meta>;

/** PIX, as the spec's launch leaves it: no group link yet, the team adds the buyer. */
export const PaidByPix: Story = {};

/** 12x on the card, with the buyers' group link and the team's WhatsApp set up. */
export const PaidByCardWithGroup: Story = {
  args: {
    summary: {
      ...PAID,
      amountCents: 208_032,
      method: 'card',
      installments: 12,
      nextSteps: { buyersGroupUrl: 'https://chat.whatsapp.com/CompradoresDoPrograma', accessBy: 'whatsapp' },
    },
    helpUrl: 'https://wa.me/5511912345678?text=Ol%C3%A1',
  },
};

/** Card, by a buyer who skipped the lead form: access by the e-mail given on the payment page. */
export const PaidWithoutLeadForm: Story = {
  args: {
    summary: {
      ...PAID,
      amountCents: 208_032,
      method: 'card',
      installments: 12,
      nextSteps: { buyersGroupUrl: null, accessBy: 'email' },
    },
  },
};

/** PIX with an order bump and the launch's coupon: every item, the coupon's discount and the total paid. */
export const PaidWithBumpAndCoupon: Story = {
  args: {
    summary: {
      ...PAID,
      amountCents: 191_430,
      items: [
        { kind: 'main', name: 'IA NA PRÁTICA', amountCents: 161_730 },
        { kind: 'bump', name: 'Pack de prompts para o dia a dia', amountCents: 29_700 },
      ],
      coupon: { code: 'LANCAMENTO10', discountCents: 17_970 },
    },
  },
};
