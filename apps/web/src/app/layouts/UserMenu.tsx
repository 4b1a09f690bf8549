import { Link } from 'react-router';
import { paths } from '#web/config/paths';
import { useAuth } from '#web/lib/auth';
import { useMenuButton } from './use-menu-button';
import { FALLBACK_DISPLAY_NAME, initialsOf } from './initials';
import { SHELL_TEXT } from './texts';

/** The menu's links, in order; "Sign Out" follows them. */
const links: readonly (readonly [string, string])[] = [
  [paths.profile, 'View Profile'],
  [paths.history, SHELL_TEXT.userMenu.history],
  [paths.practice, SHELL_TEXT.userMenu.practice],
  [paths.comeAcross, SHELL_TEXT.userMenu.comeAcross],
  [paths.account, SHELL_TEXT.userMenu.account],
];

/**
 * The header's user menu (docs/product.md#s2): initials, name and email, "View Profile" and "Sign Out".
 * A menu button in the WAI-ARIA sense; the keyboard mechanics are `useMenuButton`'s, signing out
 * is this component's.
 */
export function UserMenu() {
  const { user, signOut } = useAuth();
  const { open, close, rootRef, buttonProps, menuProps } = useMenuButton();
  const displayName = user?.displayName?.trim() || FALLBACK_DISPLAY_NAME;

  const handleSignOut = async () => {
    close(false);
    try {
      // The route guard takes the person to /login once the sign-out lands.
      await signOut();
    } catch (error) {
      // Still signed in: staying put is right; the person can try again from the menu.
      console.error('Sign-out failed', error);
    }
  };

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        {...buttonProps}
        className="user-menu__button"
        // The name starts with the visible name (WCAG 2.5.3: label in name), then says what it is.
        aria-label={`${displayName}, User menu`}
      >
        <span className="avatar" aria-hidden="true">
          {initialsOf(user?.displayName)}
        </span>
        <span className="user-menu__name" aria-hidden="true">
          <bdi>{displayName}</bdi>
        </span>
      </button>
      {open ? (
        <div className="user-menu__panel">
          <div className="user-menu__identity">
            <div className="user-menu__identity-name">
              <bdi>{displayName}</bdi>
            </div>
            {user?.email ? (
              <span className="user-menu__email" title={user.email}>
                {user.email}
              </span>
            ) : null}
          </div>
          <ul {...menuProps} className="user-menu__list" aria-label="User menu">
            {links.map(([to, label]) => (
              <li role="none" key={to}>
                <Link
                  role="menuitem"
                  tabIndex={-1}
                  className="user-menu__item"
                  to={to}
                  onClick={() => close(false)}
                >
                  {label}
                </Link>
              </li>
            ))}
            <li role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="user-menu__item"
                onClick={() => void handleSignOut()}
              >
                Sign Out
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
