// The route map of the spec §2; every page is loaded lazily.
import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { adminRoutes } from '../admin/admin-routes.tsx';
import { diagnosisRoutes } from '../routes/diagnosis-routes.tsx';
import PaymentSuccessForward from '../routes/payment-success-forward.tsx';
import { SiteLayout } from './site-layout.tsx';

const SoldOutPage = lazy(() => import('../routes/sold-out-page.tsx'));
const ThankYouPage = lazy(() => import('../routes/thank-you-page.tsx'));
const PrivacyPolicyPage = lazy(() => import('../routes/privacy-policy-page.tsx'));
const TermsOfUsePage = lazy(() => import('../routes/terms-of-use-page.tsx'));
const ProgramPage = lazy(() => import('../routes/program-page.tsx'));
const WaitingRoomPage = lazy(() => import('../routes/waiting-room-page.tsx'));
const ProposalPage = lazy(() => import('../routes/proposal-page.tsx'));
const MentoringPage = lazy(() => import('../routes/mentoring-page.tsx'));
const MentoringThankYouPage = lazy(() => import('../routes/mentoring-thank-you-page.tsx'));
const DebriefingPage = lazy(() => import('../routes/debriefing-page.tsx'));
const DebriefingWaitingRoomPage = lazy(() => import('../routes/debriefing-waiting-room-page.tsx'));
const ComplementaryMaterialPage = lazy(() => import('../routes/complementary-material-page.tsx'));
const RemarketingPage = lazy(() => import('../routes/remarketing-page.tsx'));
const DirectPage = lazy(() => import('../routes/direct-page.tsx'));
const AdvicePage = lazy(() => import('../routes/advice-page.tsx'));
const WhatsPage = lazy(() => import('../routes/whats-page.tsx'));
const PaymentOutcomePage = lazy(() => import('../routes/payment-outcome-page.tsx'));
const PartnerPage = lazy(() => import('../routes/partner-page.tsx'));
/** Also serves '/demo-imersao' and '/demo-{name}', which a route pattern cannot express. */
const CatchAllPage = lazy(() => import('../routes/catch-all-page.tsx'));

export const router = createBrowserRouter([
  {
    Component: SiteLayout,
    children: [
      { index: true, Component: SoldOutPage },
      { path: 'vagas-esgotadas', Component: SoldOutPage },
      { path: 'obrigado', Component: ThankYouPage },
      { path: 'politica-de-privacidade', Component: PrivacyPolicyPage },
      { path: 'termos-de-uso', Component: TermsOfUsePage },
      { path: 'ianapratica/:leadId?', Component: ProgramPage },
      { path: 'sala-de-espera/:leadId?', Component: WaitingRoomPage },
      { path: 'proposta/:leadId?', Component: ProposalPage },
      { path: 'mentoria/:leadId?', Component: MentoringPage },
      { path: 'mentoria-obrigado', Component: MentoringThankYouPage },
      { path: 'debriefing/:slug?', Component: DebriefingPage },
      { path: 'debriefing-sala-de-espera', Component: DebriefingWaitingRoomPage },
      { path: 'materialcomplementar', Component: ComplementaryMaterialPage },
      { path: 'remarketing', Component: RemarketingPage },
      { path: 'direto', Component: DirectPage },
      { path: 'conselho', Component: AdvicePage },
      { path: 'whats', Component: WhatsPage },
      // A paid checkout ends on the thank-you page (spec §2); the callback keeps its spec'd address.
      { path: 'pagamento/sucesso', Component: PaymentSuccessForward },
      { path: 'pagamento/cancelado', element: <PaymentOutcomePage outcome="cancelado" /> },
      { path: 'pagamento/expirado', element: <PaymentOutcomePage outcome="expirado" /> },
      { path: 'parceiro/:codigoParceiro', Component: PartnerPage },
      { path: '*', Component: CatchAllPage },
    ],
  },
  ...diagnosisRoutes,
  ...adminRoutes,
]);
