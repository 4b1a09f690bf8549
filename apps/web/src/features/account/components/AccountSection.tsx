import type { ReactNode } from 'react';

interface AccountSectionProps {
  /** The heading's id; the section is named by its heading. */
  id: string;
  heading: string;
  /** The delete section's red frame. */
  danger?: boolean;
  /**
   * The section's status line, for forms that report success. Always rendered (empty until
   * there is news), so screen readers hear the text change rather than a new region.
   */
  status?: string;
  children: ReactNode;
}

/** One card of the account page: its heading, its content, and where its news is said. */
export function AccountSection({
  id,
  heading,
  danger = false,
  status,
  children,
}: AccountSectionProps) {
  return (
    <section
      className={`card account-section${danger ? ' account-section--danger' : ''}`}
      aria-labelledby={id}
    >
      <h2 id={id}>{heading}</h2>
      {children}
      {status === undefined ? null : (
        <p role="status" className="account-status">
          {status}
        </p>
      )}
    </section>
  );
}

/** The account's email in a form, so password managers know which entry the password is for. */
export function UsernameHint({ email }: { email: string | null | undefined }) {
  return <input type="hidden" name="username" autoComplete="username" value={email ?? ''} />;
}
