// Boots the public site.
import './app/zod-jitless.ts';
import { captureCouponFromLocation } from '@funil/widgets/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router.tsx';
import { preloadLaunch } from './lib/launch.ts';
import { requestedPreview, startLaunchPreview } from './lib/launch-preview.ts';
import './styles/global.css';

const publicPage = !location.pathname.startsWith('/admin');
// Staff previewing a launch (?previa=<id>): its settings are read first, so no page or widget
// ever starts on the current launch's; without a staff session the current launch loads as usual.
const preview = publicPage ? requestedPreview(location.search) : null;
// A coupon link (?cupom=) is kept for the tab's session, so the payment modal opened later quotes it.
if (publicPage) captureCouponFromLocation();
// Public pages read the launch settings; the request leaves beside the page's own code.
if (publicPage && !preview) preloadLaunch();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const container = root;

function render() {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

if (preview) void startLaunchPreview(preview).then(render);
else render();
