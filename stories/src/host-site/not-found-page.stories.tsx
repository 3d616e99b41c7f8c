// The spec's 404 page, as any unknown address shows it.

import NotFoundPage from '@funil/host-site/routes/not-found-page.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteFrame } from './site-frame.tsx';

const meta = {
  title: 'Host site/404 page',
  component: NotFoundPage,
  decorators: [
    (Story) => (
      <SiteFrame path="/pagina-que-nao-existe">
        <Story />
      </SiteFrame>
    ),
  ],
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownAddress: Story = {};
