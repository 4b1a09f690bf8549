import { SIGNUP_TEXT } from '../signup-texts';

/** docs/product.md#s2's live match indicator; shown once something is typed in the confirm field. */
export function PasswordMatchIndicator({ matches }: { matches: boolean }) {
  return (
    <span className={matches ? 'match match--yes' : 'match match--no'}>
      <span aria-hidden="true">{matches ? '✓ ' : '✕ '}</span>
      {matches ? SIGNUP_TEXT.match.yes : SIGNUP_TEXT.match.no}
    </span>
  );
}
