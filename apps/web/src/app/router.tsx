import { lazy, Suspense, useLayoutEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { FullScreenSpinner } from '../components/ui';
import { paths, type AppPath } from '../config/paths';
import { AuthStateGate, GuestOnly, RequireAuth, UnknownPathRedirect } from './guards';
import { ShellLayout } from './layouts/ShellLayout';
import { RouteErrorBoundary } from './RouteError';

/*
 * Every page is its own chunk, loaded when its route is first visited: /login downloads the
 * sign-in form and nothing of the quiz, profile, charts or suggestions. Declarative routes (not
 * the data router) because the data router adds ~18 KB gzip to every page and we use none of its
 * loaders or actions (docs/decisions/0030).
 */
const pages = {
  [paths.login]: () => import('../features/auth/routes/LoginRoute'),
  [paths.signup]: () => import('../features/auth/routes/SignupRoute'),
  [paths.home]: () => import('../features/home/routes/HomeRoute'),
  [paths.dashboard]: () => import('../features/dashboard/routes/DashboardRoute'),
  [paths.quiz]: () => import('../features/assessment/routes/QuizRoute'),
  [paths.profile]: () => import('../features/profile/routes/ProfileRoute'),
  [paths.coach]: () => import('../features/coach/routes/CoachRoute'),
  [paths.suggestions]: () => import('../features/suggestions/routes/SuggestionsRoute'),
} satisfies Record<AppPath, () => Promise<unknown>>;

const LoginRoute = lazy(() => pages[paths.login]().then((m) => ({ default: m.LoginRoute })));
const SignupRoute = lazy(() => pages[paths.signup]().then((m) => ({ default: m.SignupRoute })));
const HomeRoute = lazy(() => pages[paths.home]().then((m) => ({ default: m.HomeRoute })));
const DashboardRoute = lazy(() =>
  pages[paths.dashboard]().then((m) => ({ default: m.DashboardRoute })),
);
const QuizRoute = lazy(() => pages[paths.quiz]().then((m) => ({ default: m.QuizRoute })));
const ProfileRoute = lazy(() => pages[paths.profile]().then((m) => ({ default: m.ProfileRoute })));
const CoachRoute = lazy(() => pages[paths.coach]().then((m) => ({ default: m.CoachRoute })));
const SuggestionsRoute = lazy(() =>
  pages[paths.suggestions]().then((m) => ({ default: m.SuggestionsRoute })),
);

/**
 * Starts downloading the first page's chunk at once, while the auth state is still being read,
 * instead of after it: the lazy route then finds the module already loaded. This takes one round
 * trip out of the first paint of /login and / (docs/performance.md, Web). A failed preload is
 * harmless: the lazy route loads the chunk again and its error boundary reports a failure.
 */
export function preloadPage(pathname: string): void {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (Object.hasOwn(pages, path)) pages[path as AppPath]().catch(() => undefined);
}

/** The route table of spec §2 with its guards. Wrap in a router (browser or memory). */
export function AppRoutes() {
  useScrollToTopOnNavigation();
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<FullScreenSpinner />}>
        <Routes>
          <Route element={<AuthStateGate />}>
            <Route element={<GuestOnly />}>
              <Route path={paths.login} element={<LoginRoute />} />
              <Route path={paths.signup} element={<SignupRoute />} />
            </Route>
            <Route element={<ShellLayout />}>
              <Route path={paths.home} element={<HomeRoute />} />
              <Route element={<RequireAuth />}>
                <Route path={paths.dashboard} element={<DashboardRoute />} />
                <Route path={paths.quiz} element={<QuizRoute />} />
                <Route path={paths.profile} element={<ProfileRoute />} />
                <Route path={paths.coach} element={<CoachRoute />} />
                <Route path={paths.suggestions} element={<SuggestionsRoute />} />
              </Route>
            </Route>
            <Route path="*" element={<UnknownPathRedirect />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** A new page starts at the top, as a full page load would. */
function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);
}
