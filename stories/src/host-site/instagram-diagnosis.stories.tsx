// The Instagram diagnosis in every state the pages can reach, full and simple, with no network.
import type { InstagramProfile } from '@funil/core/instagram-profile';
import { InstagramDiagnosisView } from '@funil/host-site/components/instagram-diagnosis-view.tsx';
import { diagnoseInstagram } from '@funil/host-site/content/instagram-diagnosis.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SiteFrame } from './site-frame.tsx';

const LEAD_ID = '3f6c1f0e-5b7a-4c1e-9a51-0c2b8d4e7a10';
const lead = { leadId: LEAD_ID, firstName: 'Marina' };

/** An inline avatar, as the demo provider sends one: no network in Storybook. */
const AVATAR = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#7c3aed"/><text x="32" y="42" font-size="30" text-anchor="middle" fill="#fff" font-family="sans-serif">M</text></svg>',
)}`;

const demoBio = 'Perfil de demonstração: dados fictícios gerados a partir do nome de usuário.';

/** A young profile with the demo provider's bio: many tips. */
const demoProfile: InstagramProfile = {
  username: 'marina.lima',
  fullName: 'Marina Lima',
  profilePicUrl: AVATAR,
  followersCount: 640,
  followingCount: 1_380,
  postsCount: 6,
  isVerified: false,
  biography: demoBio,
  bio: demoBio,
  source: 'demo',
};

const realBio = 'Confeitaria artesanal em Curitiba 🎂 Encomendas pelo link 👇 wa.me/5541987654321';

/** A large, verified, real profile: few tips, several strengths. */
const establishedProfile: InstagramProfile = {
  username: 'doceria.marina',
  fullName: 'Doceria da Marina',
  profilePicUrl: '',
  followersCount: 48_200,
  followingCount: 310,
  postsCount: 1_240,
  isVerified: true,
  biography: realBio,
  bio: realBio,
  source: 'instagram',
};

const ready = (profile: InstagramProfile) => ({
  status: 'ready' as const,
  ...lead,
  profile,
  diagnosis: diagnoseInstagram(profile),
});

const meta = {
  title: 'Host site/Instagram diagnosis',
  component: InstagramDiagnosisView,
  args: {
    variant: 'full',
    onRetry: fn(),
    state: ready(demoProfile),
    // The spec's launch: no team WhatsApp nor call group set.
    launch: { freeCall: '11/06 às 20:00', teamWhatsapp: null, callGroupUrl: null },
  },
  decorators: [
    (Story) => (
      <SiteFrame path={`/diagnostico/${LEAD_ID}`}>
        <Story />
      </SiteFrame>
    ),
  ],
} satisfies Meta<typeof InstagramDiagnosisView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DemoProfile: Story = {};

export const EstablishedVerifiedProfile: Story = { args: { state: ready(establishedProfile) } };

export const SimpleSummary: Story = { args: { variant: 'simple' } };

export const SimpleSummaryEstablished: Story = {
  args: { variant: 'simple', state: ready(establishedProfile) },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

export const UnknownLead: Story = { args: { state: { status: 'lead_not_found' } } };

export const LeadWithoutInstagram: Story = { args: { state: { status: 'no_instagram', ...lead } } };

export const ProfileNotFound: Story = {
  args: { state: { status: 'profile_not_found', username: 'marina.lmia', ...lead } },
};

export const RateLimited: Story = {
  args: { state: { status: 'rate_limited', username: 'marina.lima', ...lead } },
};

export const LookupFailed: Story = { args: { state: { status: 'error', ...lead } } };

/** With the team's WhatsApp and the call's group set in the launch settings. */
export const WithTeamWhatsAppAndGroup: Story = {
  args: {
    state: { status: 'no_instagram', ...lead },
    launch: {
      freeCall: '11/06 às 20:00',
      teamWhatsapp: '5511987654321',
      callGroupUrl: 'https://chat.whatsapp.com/ConviteDaCall',
    },
  },
};
