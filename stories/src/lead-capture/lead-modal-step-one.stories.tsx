// Lead modal, step 1 (name and WhatsApp) in each of its states, with no network.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ModalHarness } from './modal-harness.tsx';

const meta = {
  title: 'Lead capture/Lead modal/Step 1',
  component: ModalHarness,
  args: { open: true, onClose: fn(), onComplete: fn() },
} satisfies Meta<typeof ModalHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = { name: 'Maria Silva', phone: '+5511987654321' };

export const Empty: Story = { args: { initialState: {} } };

export const Filled: Story = { args: { initialState: filled } };

/** The number is complete: the regional line greets São Paulo (11). */
export const RegionalLine: Story = { args: { initialState: { ...filled, phoneComplete: true } } };

export const RegionalLineNordeste: Story = {
  args: { initialState: { name: 'João', phone: '+5581987654321', phoneComplete: true } },
};

/** An area code the table does not cover (20) falls back to Brasil. */
export const RegionalLineFallback: Story = {
  args: { initialState: { name: 'Ana', phone: '+5520987654321', phoneComplete: true } },
};

/** 'Salvando dados...' while the save runs. */
export const Saving: Story = { args: { initialState: { ...filled, status: 'saving' } } };

export const InvalidPhone: Story = {
  args: { initialState: { name: 'Maria Silva', phone: '+551198', phoneError: true } },
};
