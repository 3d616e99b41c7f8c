// Lead modal, step 2 (Instagram, preview card, progress texts) in each of its states, with no network.

import { demoProfile } from '@funil/testkit/widgets/test-profiles';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, waitFor, within } from 'storybook/test';
import { ModalHarness } from './modal-harness.tsx';

const contact = { step: 2, name: 'Maria Silva', phone: '+5511987654321', leadId: 'lead-1' } as const;
const found = { username: 'maria.silva', status: 'found', profile: demoProfile() } as const;
const verified = { ...contact, instagram: 'maria.silva', verifiedHandle: 'maria.silva', preview: found };

const meta = {
  title: 'Lead capture/Lead modal/Step 2',
  component: ModalHarness,
  args: { open: true, onClose: fn(), onComplete: fn(), initialState: contact },
} satisfies Meta<typeof ModalHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyHandle: Story = {};

export const Verifying: Story = {
  args: {
    initialState: {
      ...contact,
      instagram: 'maria.silva',
      preview: { username: 'maria.silva', status: 'loading' },
    },
  },
};

/** 'Confirmar e continuar' is enabled; no skipping button once verified. */
export const Verified: Story = { args: { initialState: verified } };

/** Not found: 'Continuar sem verificar Instagram' is the way on. */
export const NotFound: Story = {
  args: {
    initialState: {
      ...contact,
      instagram: 'naoexiste.ninguem',
      preview: {
        username: 'naoexiste.ninguem',
        status: 'not_found',
        error: 'Usuário não encontrado. Verifique se digitou corretamente.',
      },
    },
  },
};

export const RateLimited: Story = {
  args: {
    initialState: {
      ...contact,
      instagram: 'maria.silva',
      preview: {
        username: 'maria.silva',
        status: 'error',
        error: 'Limite de requisições excedido. Tente novamente mais tarde.',
        rateLimited: true,
      },
    },
  },
};

/** 'Salvando dados...' (the lead was not on the server yet, so it is saved whole). */
export const ProgressSaving: Story = { args: { initialState: { ...verified, status: 'saving' } } };

/** 'Buscando seu Instagram...' */
export const ProgressInstagram: Story = { args: { initialState: { ...verified, status: 'instagram' } } };

/** 'Preparando sua experiência...' while the personalization lock exists. */
export const ProgressPersonalizing: Story = {
  args: { initialState: { ...verified, status: 'personalizing' } },
};

/** The server could not be reached: the data is kept on the device and sent when it comes back. */
export const ServerUnreachable: Story = {
  args: { initialState: { ...contact, leadId: null, queued: true, instagram: 'maria.silva' } },
  // The handle's lookup gets no answer either (the stub is offline): captured once it says so.
  play: async () => {
    const root = await waitFor(() => {
      const found = document.querySelector('funil-widget')?.shadowRoot;
      if (!found?.querySelector('dialog[open]')) throw new Error('o modal ainda não abriu');
      return found;
    });
    await within(root as unknown as HTMLElement).findByText(
      /Não conseguimos verificar/,
      {},
      { timeout: 10_000 },
    );
  },
};

/** The embed's end on a partner's page: the seat and the next step. */
export const Confirmation: Story = {
  args: { confirmation: true, initialState: { ...verified, finished: true } },
};

/** Finished while the server was unreachable: no seat promised until the lead is sent. */
export const ConfirmationWhileUnreachable: Story = {
  args: { confirmation: true, initialState: { ...verified, leadId: null, queued: true, finished: true } },
};
