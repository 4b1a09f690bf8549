import { lazy, Suspense, useLayoutEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { FullScreenSpinner } from '#web/components/ui';
import { paths } from '#web/config/paths';
import { AuthStateGate, GuestOnly, RequireAuth, UnknownPathRedirect } from './guards';
import { ShellLayout } from './layouts/ShellLayout';
import { RouteErrorBoundary } from './RouteError';

/*
 * Every page is its own chunk, loaded when its route is first visited: /login downloads the
 * sign-in form and nothing of the quiz, profile, charts or suggestions. Declarative routes (not
 * the data router) because the data router adds ~18 KB gzip to every page and we use none of its
 * loaders or actions (docs/decisions/0030).
 */
const LoginRoute = lazy(() =>
  import('#web/features/auth/routes/LoginRoute').then((m) => ({ default: m.LoginRoute })),
);
const SignupRoute = lazy(() =>
  import('#web/features/auth/routes/SignupRoute').then((m) => ({ default: m.SignupRoute })),
);
const HomeRoute = lazy(() =>
  import('#web/features/home/routes/HomeRoute').then((m) => ({ default: m.HomeRoute })),
);
const DashboardRoute = lazy(() =>
  import('#web/features/dashboard/routes/DashboardRoute').then((m) => ({
    default: m.DashboardRoute,
  })),
);
const AboutResultsRoute = lazy(() =>
  import('#web/features/about-results/routes/AboutResultsRoute').then((m) => ({
    default: m.AboutResultsRoute,
  })),
);
const SharpenRoute = lazy(() =>
  import('#web/features/assessment/routes/SharpenRoute').then((m) => ({
    default: m.SharpenRoute,
  })),
);
const QuizRoute = lazy(() =>
  import('#web/features/assessment/routes/QuizRoute').then((m) => ({ default: m.QuizRoute })),
);
const ProfileRoute = lazy(() =>
  import('#web/features/profile/routes/ProfileRoute').then((m) => ({ default: m.ProfileRoute })),
);
const CoachRoute = lazy(() =>
  import('#web/features/coach/routes/CoachRoute').then((m) => ({ default: m.CoachRoute })),
);
const SuggestionsRoute = lazy(() =>
  import('#web/features/suggestions/routes/SuggestionsRoute').then((m) => ({
    default: m.SuggestionsRoute,
  })),
);

// Ours: recovery and the legal pages (docs/decisions/0122-public-pages-privacy-terms-and-password-reset.md), the account and the history (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md).
const ForgotPasswordRoute = lazy(() =>
  import('#web/features/auth/routes/ForgotPasswordRoute').then((m) => ({
    default: m.ForgotPasswordRoute,
  })),
);
const PrivacyRoute = lazy(() =>
  import('#web/features/legal/routes/PrivacyRoute').then((m) => ({ default: m.PrivacyRoute })),
);
const TermsRoute = lazy(() =>
  import('#web/features/legal/routes/TermsRoute').then((m) => ({ default: m.TermsRoute })),
);
const AccountRoute = lazy(() =>
  import('#web/features/account/routes/AccountRoute').then((m) => ({ default: m.AccountRoute })),
);
const HistoryRoute = lazy(() =>
  import('#web/features/history/routes/HistoryRoute').then((m) => ({ default: m.HistoryRoute })),
);
// Ours (docs/decisions/0103-people-screens.md): the people you work with.
const PeopleRoute = lazy(() =>
  import('#web/features/people/routes/PeopleRoute').then((m) => ({ default: m.PeopleRoute })),
);
const PersonRoute = lazy(() =>
  import('#web/features/people/routes/PersonRoute').then((m) => ({ default: m.PersonRoute })),
);
const TeamRoute = lazy(() =>
  import('#web/features/people/routes/TeamRoute').then((m) => ({ default: m.TeamRoute })),
);
// Ours (docs/decisions/0104-sharing-with-consent.md): the consent screen, someone who shares, a team by invitation.
const InviteRoute = lazy(() =>
  import('#web/features/people/routes/InviteRoute').then((m) => ({ default: m.InviteRoute })),
);
const SharedPersonRoute = lazy(() =>
  import('#web/features/people/routes/SharedPersonRoute').then((m) => ({
    default: m.SharedPersonRoute,
  })),
);
const SharedTeamRoute = lazy(() =>
  import('#web/features/people/routes/SharedTeamRoute').then((m) => ({
    default: m.SharedTeamRoute,
  })),
);

const PracticeRoute = lazy(() =>
  import('#web/features/practice/routes/PracticeRoute').then((m) => ({ default: m.PracticeRoute })),
);
const KeptSessionRoute = lazy(() =>
  import('#web/features/practice/routes/KeptSessionRoute').then((m) => ({
    default: m.KeptSessionRoute,
  })),
);
const RateRoute = lazy(() =>
  import('#web/features/rate/routes/RateRoute').then((m) => ({ default: m.RateRoute })),
);
const ComeAcrossRoute = lazy(() =>
  import('#web/features/self-read/routes/ComeAcrossRoute').then((m) => ({
    default: m.ComeAcrossRoute,
  })),
);

/**
 * How every router of the app is set up (the browser's, and the memory router of the tests).
 * Navigations are not transitions: with them, React keeps the page being left on screen, working
 * and silent, until the next page's chunk has loaded, while the address bar already shows the new
 * path. Typing into it then is lost (the reset form's "Email Address" took what was meant for the
 * sign-in form on a slow load). Without them the page area shows its spinner at once
 * (docs/decisions/0124).
 */
export const ROUTER_OPTIONS = { useTransitions: false } as const;

/** The route table of docs/product.md#s2 with its guards. Wrap in a router (browser or memory). */
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
              <Route path={paths.forgotPassword} element={<ForgotPasswordRoute />} />
            </Route>
            <Route element={<ShellLayout />}>
              <Route path={paths.home} element={<HomeRoute />} />
              <Route path={paths.privacy} element={<PrivacyRoute />} />
              <Route path={paths.terms} element={<TermsRoute />} />
              <Route path={paths.aboutResults} element={<AboutResultsRoute />} />
              {/* Signed out, it asks to sign in or sign up and comes back (decision 0104). */}
              <Route path={paths.invite} element={<InviteRoute />} />
              <Route element={<RequireAuth />}>
                <Route path={paths.account} element={<AccountRoute />} />
                <Route path={paths.history} element={<HistoryRoute />} />
                <Route path={paths.dashboard} element={<DashboardRoute />} />
                <Route path={paths.quiz} element={<QuizRoute />} />
                <Route path={paths.sharpen} element={<SharpenRoute />} />
                <Route path={paths.profile} element={<ProfileRoute />} />
                <Route path={paths.coach} element={<CoachRoute />} />
                <Route path={paths.suggestions} element={<SuggestionsRoute />} />
                <Route path={paths.people} element={<PeopleRoute />} />
                <Route path={paths.team} element={<TeamRoute />} />
                <Route path={paths.person} element={<PersonRoute />} />
                <Route path={paths.sharedPerson} element={<SharedPersonRoute />} />
                <Route path={paths.sharedTeam} element={<SharedTeamRoute />} />
                <Route path={paths.practice} element={<PracticeRoute />} />
                <Route path={paths.practiceSession} element={<KeptSessionRoute />} />
                <Route path={paths.comeAcross} element={<ComeAcrossRoute />} />
                {/* Signed out, the link goes through sign-in or sign-up and back (?next=). */}
                <Route path={paths.rate} element={<RateRoute />} />
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
