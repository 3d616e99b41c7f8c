// The program's pricing section (id 'investimento'): PIX and 12x card prices from core's offer.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PricingSection } from '../../../host-site/src/components/pricing-section.tsx';
import { SiteFrame } from './site-frame.tsx';

const meta = {
  title: 'Host site/Pricing section',
  component: PricingSection,
  decorators: [
    (Story) => (
      <SiteFrame path="/ianapratica">
        <main className="page page--wide">
          <Story />
        </main>
      </SiteFrame>
    ),
  ],
} satisfies Meta<typeof PricingSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a checkout on the page, buying is a conversation with the team on WhatsApp, or the program's page when no number is set. */
export const WithoutCheckout: Story = {};

/** On the program page the buy action opens the payment modal. */
export const WithPaymentModal: Story = {
  args: { onPurchase: fn() },
};

export const CustomHeading: Story = {
  args: { onPurchase: fn(), heading: 'Garanta sua vaga no IA NA PRÁTICA' },
};
