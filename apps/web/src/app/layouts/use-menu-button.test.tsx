import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useMenuButton } from './use-menu-button';

function Menu({ onPick = () => {} }: { onPick?: (item: string) => void }) {
  const { open, close, rootRef, buttonProps, menuProps } = useMenuButton();
  return (
    <>
      <div ref={rootRef}>
        <button {...buttonProps}>Options</button>
        {open ? (
          <ul {...menuProps} aria-label="Options">
            {['First', 'Second', 'Third'].map((item) => (
              <li role="none" key={item}>
                <button
                  role="menuitem"
                  tabIndex={-1}
                  onClick={() => {
                    onPick(item);
                    close(false);
                  }}
                >
                  {item}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <button>Outside</button>
    </>
  );
}

const button = () => screen.getByRole('button', { name: 'Options' });
const item = (name: string) => screen.getByRole('menuitem', { name });

describe('useMenuButton', () => {
  it('opens on click with focus on the first item, and says it is expanded', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(button()).toHaveAttribute('aria-controls', screen.getByRole('menu').id);
    expect(item('First')).toHaveFocus();
  });

  it('opens from the keyboard with ArrowDown', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    button().focus();
    await user.keyboard('{ArrowDown}');
    expect(item('First')).toHaveFocus();
  });

  it('moves with the arrow keys, wrapping at both ends, and jumps with Home and End', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(button());
    await user.keyboard('{ArrowDown}');
    expect(item('Second')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(item('First')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Third')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('First')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Third')).toHaveFocus();
  });

  it('closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(button());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button()).toHaveFocus();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Tab without pulling focus back', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(button());
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button()).not.toHaveFocus();
  });

  it('closes on a press outside, and stays open on a press inside', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    await user.click(button());
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('menu') });
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('leaves what an item does to the component', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(<Menu onPick={onPick} />);
    await user.click(button());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith('Second');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
