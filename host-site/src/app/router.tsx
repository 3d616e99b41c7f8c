// The route map of the spec §2; every page is loaded lazily.
import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { SiteLayout } from './site-layout.tsx';

const SoldOutPage = lazy(() => import('../routes/sold-out-page.tsx'));
const ThankYouPage = lazy(() => import('../routes/thank-you-page.tsx'));
const PrivacyPolicyPage = lazy(() => import('../routes/privacy-policy-page.tsx'));
const TermsOfUsePage = lazy(() => import('../routes/terms-of-use-page.tsx'));
const NotFoundPage = lazy(() => import('../routes/not-found-page.tsx'));

export const router = createBrowserRouter([
  {
    Component: SiteLayout,
    children: [
      { index: true, Component: SoldOutPage },
      { path: 'vagas-esgotadas', Component: SoldOutPage },
      { path: 'obrigado', Component: ThankYouPage },
      { path: 'politica-de-privacidade', Component: PrivacyPolicyPage },
      { path: 'termos-de-uso', Component: TermsOfUsePage },
      { path: '*', Component: NotFoundPage },
    ],
  },
]);
