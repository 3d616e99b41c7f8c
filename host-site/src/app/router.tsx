// The route map of spec §2; every page is loaded lazily. The paths come from core's PUBLIC_ROUTES,
// the list the server answers 404 by, so a page this router has is never a 404 there (and back).
import { PUBLIC_ROUTES, type PublicPage, routerPath } from '@funil/core/public-routes';
import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { adminRoutes } from '../admin/admin-routes.tsx';
import { diagnosisPages } from '../routes/diagnosis-routes.tsx';
import { partnerResultsPages } from '../routes/partner-results-routes.tsx';
import PaymentSuccessForward from '../routes/payment-success-forward.tsx';
import { SiteError } from './site-error.tsx';
import { SiteLayout } from './site-layout.tsx';
import { wellFormed } from './well-formed.tsx';

const HomePage = lazy(() => import('../routes/home-page.tsx'));
const SoldOutPage = lazy(() => import('../routes/sold-out-page.tsx'));
const PaymentOutcomePage = lazy(() => import('../routes/payment-outcome-page.tsx'));
/** Also serves '/demo-imersao' and '/demo-{name}', which a route pattern cannot express. */
const CatchAllPage = lazy(() => import('../routes/catch-all-page.tsx'));

/** Every public page of the shared list, inside the site's wrapper (the diagnosis pages are not). */
const pages: Record<
  Exclude<PublicPage, keyof typeof diagnosisPages | keyof typeof partnerResultsPages>,
  ComponentType
> = {
  home: HomePage,
  soldOut: SoldOutPage,
  thankYou: lazy(() => import('../routes/thank-you-page.tsx')),
  privacyPolicy: lazy(() => import('../routes/privacy-policy-page.tsx')),
  termsOfUse: lazy(() => import('../routes/terms-of-use-page.tsx')),
  program: lazy(() => import('../routes/program-page.tsx')),
  waitingRoom: lazy(() => import('../routes/waiting-room-page.tsx')),
  proposal: lazy(() => import('../routes/proposal-page.tsx')),
  mentoring: lazy(() => import('../routes/mentoring-page.tsx')),
  mentoringThankYou: lazy(() => import('../routes/mentoring-thank-you-page.tsx')),
  debriefing: lazy(() => import('../routes/debriefing-page.tsx')),
  debriefingWaitingRoom: lazy(() => import('../routes/debriefing-waiting-room-page.tsx')),
  complementaryMaterial: lazy(() => import('../routes/complementary-material-page.tsx')),
  remarketing: lazy(() => import('../routes/remarketing-page.tsx')),
  direct: lazy(() => import('../routes/direct-page.tsx')),
  advice: lazy(() => import('../routes/advice-page.tsx')),
  whats: lazy(() => import('../routes/whats-page.tsx')),
  // A paid checkout ends on the thank-you page (spec §2); the callback keeps its spec'd address.
  paymentSuccess: PaymentSuccessForward,
  paymentCancelled: () => <PaymentOutcomePage outcome="cancelado" />,
  paymentExpired: () => <PaymentOutcomePage outcome="expirado" />,
  paymentPix: lazy(() => import('../routes/pix-charge-page.tsx')),
  partner: lazy(() => import('../routes/partner-page.tsx')),
};

function routesOf(components: Partial<Record<PublicPage, ComponentType>>): RouteObject[] {
  return Object.entries(components).map(([page, Component]) => {
    const route = PUBLIC_ROUTES[page as PublicPage];
    return { path: routerPath(route), Component: wellFormed(route, Component) };
  });
}

export const router = createBrowserRouter([
  {
    Component: SiteLayout,
    ErrorBoundary: SiteError,
    children: [...routesOf(pages), { path: '*', Component: CatchAllPage }],
  },
  // Outside the wrapper, with the same retry screen when the launch settings cannot be read.
  ...routesOf(diagnosisPages).map((route) => ({ ...route, ErrorBoundary: SiteError })),
  ...routesOf(partnerResultsPages).map((route) => ({ ...route, ErrorBoundary: SiteError })),
  ...adminRoutes,
]);
