// The Instagram preview card in every state of spec §2 and with every §8 message, with no network.

import { demoProfile } from '@funil/testkit/widgets/test-profiles';
import { InstagramPreviewCard, type PreviewState } from '@funil/widgets/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const meta = {
  title: 'Instagram preview/Card',
  component: InstagramPreviewCard,
  args: { username: '', onLoadingEnd: fn() },
  // A new key re-seeds the card's own store when a story's state changes.
  render: (args) => <InstagramPreviewCard key={JSON.stringify(args.initialState)} {...args} />,
} satisfies Meta<typeof InstagramPreviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

function state(username: string, seed: Partial<PreviewState>): Pick<Story, 'args'> {
  return { args: { username, initialState: { username, ...seed } } };
}

const failed = (error: string, rateLimited = false) =>
  state('maria.silva', { status: 'error', error, rateLimited });

export const Empty: Story = {};
export const Loading: Story = state('maria.silva', { status: 'loading' });
export const Found: Story = state('maria.silva', { status: 'found', profile: demoProfile() });
export const FoundVerifiedAccount: Story = state('maria.silva', {
  status: 'found',
  profile: demoProfile({ isVerified: true, source: 'instagram', followersCount: 1_234_567 }),
});
/** The picture fails to load: the upper-case initial on a coloured background. */
export const PhotoFails: Story = state('bruno.lima', {
  status: 'found',
  profile: demoProfile({
    username: 'bruno.lima',
    fullName: 'Bruno Lima',
    profilePicUrl: 'data:image/png;base64,AAAA',
  }),
});
export const NotFound: Story = state('naoexiste.ninguem', {
  status: 'not_found',
  error: 'Usuário não encontrado. Verifique se digitou corretamente.',
});
export const RateLimited: Story = failed('Limite de requisições excedido. Tente novamente mais tarde.', true);
export const RateLimitedShort: Story = failed('Muitas requisições. Aguarde um momento.', true);
export const Forbidden: Story = failed('Acesso negado.');
export const ApiError: Story = failed('Erro na API: 500');
export const Timeout: Story = failed('Tempo limite excedido. Verifique sua conexão.');
export const NetworkError: Story = failed('Sem conexão com o servidor. Verifique sua conexão.');
export const UnknownError: Story = failed('Erro desconhecido ao buscar perfil');
export const NoPicture: Story = failed('Não foi possível encontrar a foto de perfil');
export const InvalidData: Story = failed('Dados inválidos retornados pela API');
