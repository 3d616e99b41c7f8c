// Exit-intent popup for new and returning visitors, opened at once (no leave signal needed).
import { ExitIntentPopup } from '@funil/widgets/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import '../launch-settings.ts';

const meta = {
  title: 'Exit intent/Popup',
  component: ExitIntentPopup,
  // Stories show a state; leave detection and session storage would only get in the way.
  args: { checkoutUrl: 'https://checkout.example/ia-na-pratica', triggers: false, openWindow: fn() },
  // A new key re-seeds the per-instance store when the story's initialState changes.
  render: (args) => <ExitIntentPopup key={JSON.stringify(args.initialState)} {...args} />,
} satisfies Meta<typeof ExitIntentPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewVisitor: Story = {
  args: { initialState: { open: true, visitor: 'new', firstName: 'amigo', openedAt: Date.now() } },
};

export const NewVisitorWithName: Story = {
  args: { initialState: { open: true, visitor: 'new', firstName: 'Maria', openedAt: Date.now() } },
};

export const ReturningVisitor: Story = {
  args: {
    initialState: {
      open: true,
      visitor: 'returning',
      days: 4,
      lastVisitAt: Date.now() - 4 * 86_400_000,
      firstName: 'Maria',
      openedAt: Date.now(),
    },
  },
};

export const AlmostExpired: Story = {
  args: {
    initialState: { open: true, visitor: 'new', firstName: 'João', openedAt: Date.now() - 890_000 },
  },
};
