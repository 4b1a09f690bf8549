/**
 * The server-side entry the build uses to draw the public pages to HTML (docs/decisions/0092):
 * the same tree as main.tsx, with a static router and the signed-out state a visitor without a
 * stored token starts in. Never shipped to browsers.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';

/** The pages drawn at build time; every other path gets the unprerendered shell. */
export const PRERENDERED_PATHS = ['/', '/login', '/signup'] as const;

/** The page's HTML inside #root, once every lazy route chunk it needs has loaded. */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider initialAuthStatus="signedOut">
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
