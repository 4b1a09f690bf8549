import type { RefObject } from 'react';
import { Alert } from '#web/components/ui';

/** The error of a form, focusable so focus can be taken to it after a failed submit. */
export function ErrorBox({
  error,
  boxRef,
}: {
  error: string | null;
  boxRef: RefObject<HTMLDivElement | null>;
}) {
  if (!error) return null;
  return (
    <div ref={boxRef} tabIndex={-1} className="account-error">
      <Alert>{error}</Alert>
    </div>
  );
}
