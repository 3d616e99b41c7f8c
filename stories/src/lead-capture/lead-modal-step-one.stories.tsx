// Lead modal, step 1 (name and WhatsApp) in each of its states, with no network.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { UNREACHABLE_API } from '../launch-settings.ts';
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

/** Before the launch settings arrive (here, never): the free call's line keeps its date's place empty. */
export const FreeCallNotYetRead: Story = { args: { initialState: {}, apiBase: UNREACHABLE_API } };

/** A complete number: the regional line greets São Paulo as soon as the number is read. */
export const Filled: Story = {
  args: { initialState: filled },
  play: async () => {
    const modal = await modalUi();
    await modal.findByText('São Paulo');
  },
};

/** The number is complete: the regional line greets São Paulo (11). */
export const RegionalLine: Story = { args: { initialState: { ...filled, phoneComplete: true } } };

export const RegionalLineNordeste: Story = {
  args: { initialState: { name: 'João', phone: '+5581987654321', phoneComplete: true } },
};

/** A real area code the spec's table does not cover (68, Acre) falls back to Brasil. */
export const RegionalLineFallback: Story = {
  args: { initialState: { name: 'Ana', phone: '+5568999991234', phoneComplete: true } },
};

/** 'Salvando dados...' while the save runs. */
export const Saving: Story = { args: { initialState: { ...filled, status: 'saving' } } };

export const InvalidPhone: Story = {
  args: { initialState: { name: 'Maria Silva', phone: '+551198', phoneError: true } },
};

/** Long enough, but area code 00 does not exist: the same message, nothing sent. */
export const NonexistentAreaCode: Story = {
  args: { initialState: { name: 'Maria Silva', phone: '+5500123456789', phoneError: true } },
};

/** The modal's own document: it renders in a shadow root (portalled), so queries start there. */
async function modalUi() {
  const root = await waitFor(() => {
    const found = document.querySelector('funil-widget')?.shadowRoot;
    if (!found?.querySelector('dialog')) throw new Error('o modal ainda não abriu');
    return found;
  });
  return within(root as unknown as HTMLElement);
}

/** The searchable country list, open. */
export const CountryList: Story = {
  args: { initialState: {} },
  play: async () => {
    const ui = await modalUi();
    await userEvent.click(await ui.findByRole('button', { name: /País: Brasil/ }));
    await ui.findByRole('combobox', { name: 'Buscar país' });
  },
};

/** A search that matches no country. */
export const CountryListNoEntries: Story = {
  args: { initialState: {} },
  play: async () => {
    const ui = await modalUi();
    await userEvent.click(await ui.findByRole('button', { name: /País: Brasil/ }));
    // user-event cannot type through a shadow root (it types into document.activeElement, the
    // host); a search as the browser reports it does the same.
    fireEvent.input(await ui.findByRole('combobox', { name: 'Buscar país' }), { target: { value: 'xyzw' } });
    await ui.findByText('No entries to show');
  },
};
