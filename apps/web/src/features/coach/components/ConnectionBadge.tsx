import type { ConnectionStatus } from '../hooks/use-connection-status';
import { COACH_TEXT } from '../texts';

/** docs/product.md#s2: "AI Connected", "AI Disconnected" or "Testing Connection...", announced as it changes. */
export function ConnectionBadge({ status }: { status: ConnectionStatus }) {
  return (
    <p className={`coach-status coach-status--${status}`} role="status">
      <span className="coach-status__dot" aria-hidden="true" />
      {COACH_TEXT.status[status]}
    </p>
  );
}
