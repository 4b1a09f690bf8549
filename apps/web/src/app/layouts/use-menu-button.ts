import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';

/**
 * The keyboard and pointer mechanics of a WAI-ARIA menu button: ArrowDown/ArrowUp on the button
 * open the menu, opening focuses the first item, arrow keys, Home and End move between items
 * (wrapping), Escape closes and returns focus to the button, Tab closes and lets focus move on,
 * a pointer press outside closes. Items are the menu's `[role="menuitem"]` elements; what they
 * do stays with the component.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    menuItems(menuRef).at(0)?.focus();
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [open]);

  /** Closes the menu; `returnFocus` when the person did not choose where focus goes next. */
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const items = menuItems(menuRef);
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

  return {
    open,
    close,
    rootRef,
    /** Spread on the menu button (with its own accessible name). */
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => setOpen((value) => !value),
      onKeyDown: onButtonKeyDown,
    },
    /** Spread on the element with `role="menu"`. */
    menuProps: { id: menuId, ref: menuRef, role: 'menu' as const, onKeyDown: onMenuKeyDown },
  };
}

const menuItems = (menu: RefObject<HTMLElement | null>): HTMLElement[] =>
  menu.current ? Array.from(menu.current.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
