// The thank-you page's three next steps and its two calendar buttons.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThankYouNextSteps } from '../../../host-site/src/components/thank-you-next-steps.tsx';
import { SiteFrame } from './site-frame.tsx';

const meta = {
  title: 'Host site/Thank-you next steps',
  component: ThankYouNextSteps,
  decorators: [
    (Story) => (
      <SiteFrame path="/obrigado">
        <main className="page">
          <Story />
        </main>
      </SiteFrame>
    ),
  ],
} satisfies Meta<typeof ThankYouNextSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
