// The Instagram preview card in every state of spec §2 and with every §8 message, with no network;
// the state is picked by name in the controls.
import { demoProfile } from '@funil/testkit/widgets/test-profiles';
import {
  InstagramPreviewCard,
  type InstagramPreviewCardProps,
  type PreviewState,
} from '@funil/widgets/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { statePicker } from '../state-picker.ts';

const failed = (error: string, rateLimited = false): Partial<PreviewState> => ({
  username: 'maria.silva',
  status: 'error',
  error,
  rateLimited,
});

const LONG = 'consultoria.de.marketing.digital.para.pequenas.empresas';

/** The card's named states (its store's seed). */
const STATES = {
  Vazio: {},
  Carregando: { username: 'maria.silva', status: 'loading' },
  Encontrado: { username: 'maria.silva', status: 'found', profile: demoProfile() },
  'Conta verificada': {
    username: 'maria.silva',
    status: 'found',
    profile: demoProfile({ isVerified: true, source: 'instagram', followersCount: 1_234_567 }),
  },
  'Nome longo': {
    username: LONG,
    status: 'found',
    profile: demoProfile({
      username: LONG,
      fullName: 'Consultoria de Marketing Digital para Pequenas e Médias Empresas do Brasil',
      isVerified: true,
    }),
  },
  // The picture fails to load: the upper-case initial on a coloured background.
  'Foto não carrega': {
    username: 'bruno.lima',
    status: 'found',
    profile: demoProfile({
      username: 'bruno.lima',
      fullName: 'Bruno Lima',
      profilePicUrl: 'data:image/png;base64,AAAA',
    }),
  },
  'Não encontrado': {
    username: 'naoexiste.ninguem',
    status: 'not_found',
    error: 'Usuário não encontrado. Verifique se digitou corretamente.',
  },
  'Limite de requisições': failed('Limite de requisições excedido. Tente novamente mais tarde.', true),
  'Limite (curto)': failed('Muitas requisições. Aguarde um momento.', true),
  'Acesso negado': failed('Acesso negado.'),
  'Erro da API': failed('Erro na API: 500'),
  'Tempo esgotado': failed('Tempo limite excedido. Verifique sua conexão.'),
  'Sem conexão': failed('Sem conexão com o servidor. Verifique sua conexão.'),
  'Erro desconhecido': failed('Erro desconhecido ao buscar perfil'),
  'Sem foto': failed('Não foi possível encontrar a foto de perfil'),
  'Dados inválidos': failed('Dados inválidos retornados pela API'),
} satisfies Record<string, Partial<PreviewState>>;

type Args = Omit<InstagramPreviewCardProps, 'initialState' | 'username'> & { state: keyof typeof STATES };

const meta = {
  title: 'Instagram preview/Card',
  parameters: {
    layout: 'padded',
    docs: { description: { component: 'O cartão que confirma o Instagram digitado: foto, nome e números.' } },
  },
  args: { state: 'Vazio', onLoadingEnd: fn() },
  argTypes: statePicker(STATES),
  // A new key re-seeds the card's own store when the picked state changes.
  render: ({ state, ...args }) => {
    const seed: Partial<PreviewState> = STATES[state];
    return <InstagramPreviewCard key={state} {...args} username={seed.username ?? ''} initialState={seed} />;
  },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Loading: Story = { args: { state: 'Carregando' } };
export const Found: Story = { args: { state: 'Encontrado' } };
export const FoundVerifiedAccount: Story = { args: { state: 'Conta verificada' } };
/** A long handle and full name: they wrap or cut inside the card, never widen it. */
export const LongName: Story = { args: { state: 'Nome longo' } };
export const PhotoFails: Story = { args: { state: 'Foto não carrega' } };
export const NotFound: Story = { args: { state: 'Não encontrado' } };
export const RateLimited: Story = { args: { state: 'Limite de requisições' } };
export const RateLimitedShort: Story = { args: { state: 'Limite (curto)' } };
export const Forbidden: Story = { args: { state: 'Acesso negado' } };
export const ApiError: Story = { args: { state: 'Erro da API' } };
export const Timeout: Story = { args: { state: 'Tempo esgotado' } };
export const NetworkError: Story = { args: { state: 'Sem conexão' } };
export const UnknownError: Story = { args: { state: 'Erro desconhecido' } };
export const NoPicture: Story = { args: { state: 'Sem foto' } };
export const InvalidData: Story = { args: { state: 'Dados inválidos' } };
