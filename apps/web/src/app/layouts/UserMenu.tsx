import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '#web/config/paths';
import { useAuth } from '#web/lib/auth';
import { FALLBACK_DISPLAY_NAME, initialsOf } from './initials';
import { SHELL_TEXT } from './texts';

/**
 * The header's user menu (docs/product.md#s2): initials, name and email, "View Profile" and "Sign Out".
 * A menu button in the WAI-ARIA sense: arrow keys move between items, Escape and outside clicks
 * close it, and focus returns to the button.
 */
export function UserMenu() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const displayName = user?.displayName?.trim() || FALLBACK_DISPLAY_NAME;

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    menuItems(menuRef.current)[0]?.focus();
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const moveFocus = (event: KeyboardEvent<HTMLElement>) => {
    const items = menuItems(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const last = items.length - 1;
    const target = {
      ArrowDown: index >= last ? 0 : index + 1,
      ArrowUp: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target !== undefined) {
      event.preventDefault();
      items[target]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    } else if (event.key === 'Escape' && open) {
      close(true);
    }
  };

  const handleSignOut = async () => {
    close(false);
    try {
      await signOut();
      navigate(paths.login, { replace: true });
    } catch (error) {
      // Still signed in: staying put is right; the person can try again from the menu.
      console.error('Sign-out failed', error);
    }
  };

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        // The name starts with the visible name (WCAG 2.5.3: label in name), then says what it is.
        aria-label={`${displayName}, User menu`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        <span className="avatar" aria-hidden="true">
          {initialsOf(user?.displayName)}
        </span>
        <span className="user-menu__name" aria-hidden="true">
          {displayName}
        </span>
      </button>
      {open ? (
        <div className="user-menu__panel">
          <div className="user-menu__identity">
            <div className="user-menu__identity-name">{displayName}</div>
            {user?.email ? (
              <span className="user-menu__email" title={user.email}>
                {user.email}
              </span>
            ) : null}
          </div>
          <ul
            id={menuId}
            ref={menuRef}
            className="user-menu__list"
            role="menu"
            aria-label="User menu"
            onKeyDown={moveFocus}
          >
            <li role="none">
              <Link
                role="menuitem"
                tabIndex={-1}
                className="user-menu__item"
                to={paths.profile}
                onClick={() => close(false)}
              >
                View Profile
              </Link>
            </li>
            <li role="none">
              <Link
                role="menuitem"
                tabIndex={-1}
                className="user-menu__item"
                to={paths.history}
                onClick={() => close(false)}
              >
                {SHELL_TEXT.userMenu.history}
              </Link>
            </li>
            <li role="none">
              <Link
                role="menuitem"
                tabIndex={-1}
                className="user-menu__item"
                to={paths.account}
                onClick={() => close(false)}
              >
                {SHELL_TEXT.userMenu.account}
              </Link>
            </li>
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

const menuItems = (menu: HTMLElement | null): HTMLElement[] =>
  menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
