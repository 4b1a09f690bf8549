import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { OnlineNotice } from './OnlineNotice';

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('OnlineNotice', () => {
  it('is an empty live region while online', () => {
    render(<OnlineNotice />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('appears when the browser goes offline and stays while offline', () => {
    render(<OnlineNotice />);
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(/offline/);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent(/offline/);
  });

  it('says "Back online! Content synced." for 5 seconds after reconnecting', () => {
    render(<OnlineNotice />);
    setOnline(false);
    setOnline(true);
    expect(screen.getByRole('status')).toHaveTextContent('Back online! Content synced.');
    act(() => vi.advanceTimersByTime(4_900));
    expect(screen.getByRole('status')).toHaveTextContent('Back online! Content synced.');
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the offline notice at once when the page opens offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OnlineNotice />);
    expect(screen.getByRole('status')).toHaveTextContent(/offline/);
  });

  it('hydrates prerendered HTML without a mismatch and then shows a connection lost before it', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<OnlineNotice />);
    document.body.append(container);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    act(() => {
      hydrateRoot(container, <OnlineNotice />, { onRecoverableError: (e) => recoverable.push(e) });
    });
    expect(container.querySelector('[role="status"]')).toHaveTextContent(/offline/);
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it('does not claim to be back online when it never went offline', () => {
    render(<OnlineNotice />);
    setOnline(true);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
