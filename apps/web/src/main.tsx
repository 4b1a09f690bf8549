import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { preloadAppShell } from './app/layouts/ShellLayout';
import { AppProvider } from './app/provider';
import { AppRoutes, ROUTER_OPTIONS } from './app/router';
import { initialAuthStatus } from './lib/auth';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// No stored token: the visitor is signed out, and the prerendered page is already right
// (docs/decisions/0092). A stored token: only Firebase can tell, so the spinner comes first.
const status = initialAuthStatus();
if (status !== 'signedOut') void preloadAppShell();
const app = (
  <StrictMode>
    <AppProvider initialAuthStatus={status}>
      <BrowserRouter {...ROUTER_OPTIONS}>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
);

// The build prerenders a few public pages and marks which path each one drew.
if (status === 'signedOut' && root.dataset['prerendered'] === window.location.pathname) {
  hydrateRoot(root, app);
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
