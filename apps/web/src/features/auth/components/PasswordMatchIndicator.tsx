import { AUTH_TEXT } from '../texts';

/** docs/product.md#s2's live match indicator; shown once something is typed in the confirm field. */
export function PasswordMatchIndicator({ matches }: { matches: boolean }) {
  return (
    <span className={matches ? 'match match--yes' : 'match match--no'}>
      <span aria-hidden="true">{matches ? '✓ ' : '✕ '}</span>
      {matches ? AUTH_TEXT.match.yes : AUTH_TEXT.match.no}
    </span>
  );
}
