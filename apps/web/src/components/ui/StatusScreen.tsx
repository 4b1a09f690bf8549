import type { ReactNode } from 'react';

interface StatusScreenProps {
  title: string;
  message?: ReactNode;
  tone?: 'error' | 'info';
  actions?: ReactNode;
  children?: ReactNode;
}

/** A whole-page message with a heading and what to do next: errors, empty states, welcomes. */
export function StatusScreen({
  title,
  message,
  tone = 'info',
  actions,
  children,
}: StatusScreenProps) {
  return (
    <section className={`status-screen status-screen--${tone}`} aria-labelledby="status-title">
      <span className="status-screen__icon" aria-hidden="true">
        {tone === 'error' ? '!' : 'i'}
      </span>
      <h1 id="status-title">{title}</h1>
      {message ? <p className="status-screen__message">{message}</p> : null}
      {children}
      {actions ? <div className="status-screen__actions">{actions}</div> : null}
    </section>
  );
}
