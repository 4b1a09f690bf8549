import { useEffect, useRef } from 'react';
import { NavLink, useLocation, useNavigationType } from 'react-router';
import { IndependenceNotice } from '#web/components/independence-notice';
import { NAV_ITEMS } from './nav-items';
import { SessionEndedNotice } from './SessionEndedNotice';
import { ShellFrame } from './ShellFrame';
import { UserMenu } from './UserMenu';
import { VerifyEmailBanner } from './VerifyEmailBanner';
import { focusHeadingWhenReady } from './focus-heading';

/**
 * The signed-in layout of docs/product.md#s2: sticky header (logo, desktop navigation, user menu), the page,
 * and the mobile bottom bar with the same items.
 */
export function AppShell() {
  const mainRef = useMainFocusOnNavigation();
  return (
    <ShellFrame
      mainRef={mainRef}
      mainClassName="app__main--signed-in"
      notices={
        <>
          <SessionEndedNotice />
          <VerifyEmailBanner />
        </>
      }
      header={
        <>
          <nav className="nav-desktop" aria-label="Main navigation">
            <NavList />
          </nav>
          <div className="header__spacer" />
          <UserMenu />
        </>
      }
      footer={
        <>
          <IndependenceNotice className="independence-notice--footer" />
          <nav className="bottom-bar" aria-label="Bottom navigation">
            <NavList />
          </nav>
        </>
      }
    />
  );
}

function NavList() {
  return (
    <ul>
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end className="nav-link">
            {item.icon}
            <span>{item.label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * After an in-app navigation, move focus to the new page's h1 so keyboard and screen-reader
 * users start at the new content, hearing its name, instead of the link they left (the first
 * render keeps the browser's focus). The page may still be loading its chunk or its data, so the
 * h1 is awaited briefly; without one, the page itself takes focus.
 */
function useMainFocusOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    const first = firstRender.current;
    firstRender.current = false;
    // The page the browser opened keeps its focus; arriving here from a public page (signing in
    // pushes /profile/me) is a navigation like any other, even though the shell is new.
    if (first && navigationType === 'POP') return;
    return focusHeadingWhenReady(mainRef.current);
    // Only a new path moves focus; the navigation type is read with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return mainRef;
}
