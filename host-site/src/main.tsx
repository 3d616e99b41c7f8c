// Boots the public site.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router.tsx';
import { preloadLaunch } from './lib/launch.ts';
import './styles/global.css';

// Public pages read the launch settings; the request leaves beside the page's own code.
if (!location.pathname.startsWith('/admin')) preloadLaunch();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
