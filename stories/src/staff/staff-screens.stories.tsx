// Every staff screen of the spec at its /admin address, behind the real session guard, the staff
// API answered by the stub from the typed contract (admin-mock.ts). Reads a story does not answer
// get no answer, so the screen shows how it says so.
import { adminRoutes } from '@funil/host-site/admin/admin-routes.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, waitFor } from 'storybook/test';
import { adminApi } from './admin-mock.ts';
import '@funil/host-site/styles/global.css';

const ID = '3f6c1f0e-5b7a-4c1e-9a51-0c2b8d4e7a10';

/** The staff routes of the spec (host-site/src/admin/admin-routes.tsx), each at an address. */
const SCREENS = {
  login: '/admin/login',
  dashboard: '/admin/dashboard',
  leadDetail: `/admin/leads/${ID}`,
  hotLeads: '/admin/hot-leads',
  qualification: '/admin/qualification',
  funnel: '/admin/dashboard-v2',
  journey: '/admin/dashboard-v2/journey',
  integrated: '/admin/dashboard-integrado',
  behavior: '/behavior',
  opportunities: '/opportunities',
  predictions: '/predictions',
  launchResults: '/admin/launch-results',
  customerSuccess: '/admin/customer-success',
  debriefing: '/admin/debriefing',
  partners: '/admin/partners',
  launches: '/admin/lancamentos',
  launchComparison: '/admin/lancamentos/comparar',
  launchEditor: `/admin/lancamentos/${ID}`,
  launchSettings: '/admin/launch-settings',
  cadences: '/admin/cadencias',
  newCadence: '/admin/cadencias/nova',
  cadence: `/admin/cadencias/${ID}`,
  conversation: `/admin/whatsapp/conversas/${ID}`,
  recovery: '/admin/whatsapp/recuperacao',
  privacy: '/admin/privacy',
  paymentWebhooks: '/admin/webhooks',
  outboundWebhooks: '/admin/webhooks-de-saida',
  notFound: '/admin/nao-existe',
} as const;

function StaffScreen({ screen }: { screen: keyof typeof SCREENS }) {
  const router = createMemoryRouter(adminRoutes, { initialEntries: [SCREENS[screen]] });
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Staff/Screens',
  component: StaffScreen,
  parameters: {
    api: adminApi(),
    docs: {
      description: {
        component: 'As telas da equipe, cada uma no seu endereço, com a API de administração simulada.',
      },
    },
  },
  args: { screen: 'dashboard' },
  argTypes: { screen: { name: 'Tela', control: 'select', options: Object.keys(SCREENS) } },
  // Captured once the screen has drawn its heading (after the session check and its lazy code).
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('h1, h2')).not.toBeNull(), { timeout: 10_000 });
  },
} satisfies Meta<typeof StaffScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = { args: { screen: 'login' }, parameters: { api: {} } };
export const Dashboard: Story = {};
export const LeadDetail: Story = { args: { screen: 'leadDetail' } };
export const HotLeads: Story = { args: { screen: 'hotLeads' } };
export const Qualification: Story = { args: { screen: 'qualification' } };
export const Funnel: Story = { args: { screen: 'funnel' } };
export const Journey: Story = { args: { screen: 'journey' } };
export const Integrated: Story = { args: { screen: 'integrated' } };
export const Behavior: Story = { args: { screen: 'behavior' } };
export const Opportunities: Story = { args: { screen: 'opportunities' } };
export const Predictions: Story = { args: { screen: 'predictions' } };
export const LaunchResults: Story = { args: { screen: 'launchResults' } };
export const CustomerSuccess: Story = { args: { screen: 'customerSuccess' } };
export const Debriefing: Story = { args: { screen: 'debriefing' } };
export const Partners: Story = { args: { screen: 'partners' } };
export const Launches: Story = { args: { screen: 'launches' } };
export const LaunchComparison: Story = { args: { screen: 'launchComparison' } };
export const LaunchEditor: Story = { args: { screen: 'launchEditor' } };
export const LaunchSettings: Story = { args: { screen: 'launchSettings' } };
export const Cadences: Story = { args: { screen: 'cadences' } };
/**
 * Known a11y violation, reported (not failing) until the editor is fixed: its steps are h3 right
 * under the page's h1 (axe: heading-order).
 */
export const NewCadence: Story = { args: { screen: 'newCadence' }, parameters: { a11y: { test: 'todo' } } };
export const Cadence: Story = { args: { screen: 'cadence' } };
export const Conversation: Story = { args: { screen: 'conversation' } };
export const Recovery: Story = { args: { screen: 'recovery' } };
export const Privacy: Story = { args: { screen: 'privacy' } };
export const PaymentWebhooks: Story = { args: { screen: 'paymentWebhooks' } };
export const OutboundWebhooks: Story = { args: { screen: 'outboundWebhooks' } };
export const NotFound: Story = { args: { screen: 'notFound' } };
