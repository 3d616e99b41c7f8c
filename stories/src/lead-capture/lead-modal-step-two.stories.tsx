// Lead modal, step 2 (Instagram, preview card, progress texts) in each of its states, with no network.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { demoProfile } from '../../../widgets/src/instagram-preview/test-profiles.ts';
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
