// Every public page of the site (core's PUBLIC_ROUTES), whole: the site's wrapper (header, footer,
// consent notice, exit popup) around the page at its own address, the launch read from the stub.
import { PUBLIC_ROUTES, type PublicPage } from '@funil/core/public-routes';
import { SiteLayout } from '@funil/host-site/app/site-layout.tsx';
import AdvicePage from '@funil/host-site/routes/advice-page.tsx';
import CatchAllPage from '@funil/host-site/routes/catch-all-page.tsx';
import ComplementaryMaterialPage from '@funil/host-site/routes/complementary-material-page.tsx';
import DebriefingPage from '@funil/host-site/routes/debriefing-page.tsx';
import DebriefingWaitingRoomPage from '@funil/host-site/routes/debriefing-waiting-room-page.tsx';
import { diagnosisPages } from '@funil/host-site/routes/diagnosis-routes.tsx';
import DirectPage from '@funil/host-site/routes/direct-page.tsx';
import HomePage from '@funil/host-site/routes/home-page.tsx';
import MentoringPage from '@funil/host-site/routes/mentoring-page.tsx';
import MentoringThankYouPage from '@funil/host-site/routes/mentoring-thank-you-page.tsx';
import PartnerPage from '@funil/host-site/routes/partner-page.tsx';
import { partnerResultsPages } from '@funil/host-site/routes/partner-results-routes.tsx';
import PaymentOutcomePage from '@funil/host-site/routes/payment-outcome-page.tsx';
import PaymentSuccessForward from '@funil/host-site/routes/payment-success-forward.tsx';
import PixChargePage from '@funil/host-site/routes/pix-charge-page.tsx';
import PrivacyPolicyPage from '@funil/host-site/routes/privacy-policy-page.tsx';
import ProgramPage from '@funil/host-site/routes/program-page.tsx';
import ProposalPage from '@funil/host-site/routes/proposal-page.tsx';
import RemarketingPage from '@funil/host-site/routes/remarketing-page.tsx';
import SoldOutPage from '@funil/host-site/routes/sold-out-page.tsx';
import TermsOfUsePage from '@funil/host-site/routes/terms-of-use-page.tsx';
import ThankYouPage from '@funil/host-site/routes/thank-you-page.tsx';
import WaitingRoomPage from '@funil/host-site/routes/waiting-room-page.tsx';
import WhatsPage from '@funil/host-site/routes/whats-page.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect, waitFor } from 'storybook/test';
import '@funil/host-site/styles/global.css';

const LEAD = '3f6c1f0e-5b7a-4c1e-9a51-0c2b8d4e7a10';

/** The site's pages as its router maps them (host-site/src/app/router.tsx), each at an address it serves. */
const PAGES: Record<PublicPage, { path: string; Component: ComponentType; bare?: boolean }> = {
  home: { path: '/', Component: HomePage },
  soldOut: { path: '/vagas-esgotadas', Component: SoldOutPage },
  thankYou: { path: '/obrigado', Component: ThankYouPage },
  privacyPolicy: { path: '/politica-de-privacidade', Component: PrivacyPolicyPage },
  termsOfUse: { path: '/termos-de-uso', Component: TermsOfUsePage },
  program: { path: '/ianapratica', Component: ProgramPage },
  waitingRoom: { path: `/sala-de-espera/${LEAD}`, Component: WaitingRoomPage },
  proposal: { path: '/proposta', Component: ProposalPage },
  mentoring: { path: '/mentoria', Component: MentoringPage },
  mentoringThankYou: { path: '/mentoria-obrigado', Component: MentoringThankYouPage },
  debriefing: { path: '/debriefing', Component: DebriefingPage },
  debriefingWaitingRoom: { path: '/debriefing-sala-de-espera', Component: DebriefingWaitingRoomPage },
  complementaryMaterial: { path: '/materialcomplementar', Component: ComplementaryMaterialPage },
  remarketing: { path: '/remarketing', Component: RemarketingPage },
  direct: { path: '/direto', Component: DirectPage },
  advice: { path: '/conselho', Component: AdvicePage },
  whats: { path: '/whats', Component: WhatsPage },
  // The provider's callback forwards to the thank-you page.
  paymentSuccess: { path: '/pagamento/sucesso', Component: PaymentSuccessForward },
  paymentCancelled: {
    path: '/pagamento/cancelado',
    Component: () => <PaymentOutcomePage outcome="cancelado" />,
  },
  paymentExpired: { path: '/pagamento/expirado', Component: () => <PaymentOutcomePage outcome="expirado" /> },
  paymentPix: { path: '/pagamento/pix', Component: PixChargePage },
  partner: { path: '/parceiro/ana', Component: PartnerPage },
  partnerResults: { path: '/parceiro/resultados', Component: partnerResultsPages.partnerResults, bare: true },
  diagnosis: { path: `/diagnostico/${LEAD}`, Component: diagnosisPages.diagnosis, bare: true },
  simpleDiagnosis: {
    path: `/diagnostico-simples/${LEAD}`,
    Component: diagnosisPages.simpleDiagnosis,
    bare: true,
  },
};

/** The page at its address, inside the site's wrapper unless the spec leaves it bare. */
function SitePage({ page }: { page: PublicPage | 'notFound' }) {
  const { path, Component, bare } =
    page === 'notFound'
      ? { path: '/pagina-que-nao-existe', Component: CatchAllPage, bare: false }
      : PAGES[page];
  const pattern = page === 'notFound' ? '*' : `/${PUBLIC_ROUTES[page].path}/*`.replace('//', '/');
  // The thank-you page is where the payment callback forwards to.
  const routes = [
    { path: pattern, Component },
    { path: '/obrigado', Component: ThankYouPage },
  ];
  const router = createMemoryRouter(bare ? routes : [{ Component: SiteLayout, children: routes }], {
    initialEntries: [path],
  });
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Host site/Pages',
  component: SitePage,
  parameters: {
    docs: { description: { component: 'Cada página pública do site, inteira, no seu endereço.' } },
  },
  args: { page: 'home' },
  argTypes: {
    page: { name: 'Página', control: 'select', options: [...Object.keys(PAGES), 'notFound'] },
  },
  // Captured once the page is drawn (its lazy parts and the launch read), not on "Carregando...".
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('h1')).not.toBeNull(), { timeout: 10_000 });
  },
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {};
export const SoldOut: Story = { args: { page: 'soldOut' } };
export const ThankYou: Story = { args: { page: 'thankYou' } };
export const PrivacyPolicy: Story = { args: { page: 'privacyPolicy' } };
export const TermsOfUse: Story = { args: { page: 'termsOfUse' } };
export const Program: Story = { args: { page: 'program' } };
export const WaitingRoom: Story = { args: { page: 'waitingRoom' } };
export const Proposal: Story = { args: { page: 'proposal' } };
export const Mentoring: Story = { args: { page: 'mentoring' } };
export const MentoringThankYou: Story = { args: { page: 'mentoringThankYou' } };
export const Debriefing: Story = { args: { page: 'debriefing' } };
export const DebriefingWaitingRoom: Story = { args: { page: 'debriefingWaitingRoom' } };
export const ComplementaryMaterial: Story = { args: { page: 'complementaryMaterial' } };
export const Remarketing: Story = { args: { page: 'remarketing' } };
export const Direct: Story = { args: { page: 'direct' } };
export const Advice: Story = { args: { page: 'advice' } };
export const Whats: Story = { args: { page: 'whats' } };
export const PaymentSuccess: Story = { args: { page: 'paymentSuccess' } };
export const PaymentCancelled: Story = { args: { page: 'paymentCancelled' } };
export const PaymentExpired: Story = { args: { page: 'paymentExpired' } };
export const PaymentPix: Story = { args: { page: 'paymentPix' } };
export const Partner: Story = { args: { page: 'partner' } };
export const PartnerResults: Story = { args: { page: 'partnerResults' } };
export const Diagnosis: Story = { args: { page: 'diagnosis' } };
export const SimpleDiagnosis: Story = { args: { page: 'simpleDiagnosis' } };
export const NotFound: Story = { args: { page: 'notFound' } };
