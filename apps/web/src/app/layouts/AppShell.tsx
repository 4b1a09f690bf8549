import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { IndependenceNotice } from '../../components/independence-notice';
import { NAV_ITEMS } from './nav-items';
import { ShellFrame } from './ShellFrame';
import { UserMenu } from './UserMenu';

/**
 * The signed-in layout of spec §2: sticky header (logo, desktop navigation, user menu), the page,
 * and the mobile bottom bar with the same items.
 */
export function AppShell() {
  const mainRef = useMainFocusOnNavigation();
  return (
    <ShellFrame
      mainRef={mainRef}
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
 * After an in-app navigation, move focus to the page so keyboard and screen-reader users start
 * at the new content instead of the link they left (the first render keeps the browser's focus).
 */
function useMainFocusOnNavigation() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}
