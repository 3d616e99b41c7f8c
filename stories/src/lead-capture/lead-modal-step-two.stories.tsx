// Lead modal, step 2 (Instagram) before the preview card exists, with no network.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ModalHarness } from './modal-harness.tsx';

const contact = { step: 2, name: 'Maria Silva', phone: '+5511987654321' } as const;

const meta = {
  title: 'Lead capture/Lead modal/Step 2',
  component: ModalHarness,
  args: { open: true, onClose: fn(), onComplete: fn(), initialState: contact },
} satisfies Meta<typeof ModalHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyHandle: Story = {};

export const WithHandle: Story = {
  args: { initialState: { ...contact, instagram: 'maria.silva' } },
};

export const Saving: Story = {
  args: { initialState: { ...contact, instagram: 'maria.silva', status: 'saving' } },
};
