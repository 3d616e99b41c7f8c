// The program's pricing section (id 'investimento'): PIX and card prices from the launch settings.
import { launchCopy } from '@funil/core/launch-copy';
import { DEFAULT_LAUNCH_SETTINGS, publicLaunchSettings } from '@funil/core/launch-settings';
import { PricingSection } from '@funil/host-site/components/pricing-section.tsx';
import { programOf } from '@funil/host-site/content/program.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SiteFrame } from './site-frame.tsx';

const SETTINGS = publicLaunchSettings(DEFAULT_LAUNCH_SETTINGS);

const meta = {
  title: 'Host site/Pricing section',
  component: PricingSection,
  // The spec's prices and words, as a fresh install shows them.
  args: {
    program: programOf(launchCopy(SETTINGS)),
    texts: SETTINGS.texts.program,
    onPurchase: fn(),
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
} satisfies Meta<typeof PricingSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buy action opens the payment modal, on every page that shows the prices. */
export const WithPaymentModal: Story = {};

export const CustomHeading: Story = {
  args: { heading: 'Garanta sua vaga no IA NA PRÁTICA' },
};
