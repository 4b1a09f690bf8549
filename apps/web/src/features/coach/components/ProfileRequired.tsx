import { ButtonLink, StatusScreen } from '#web/components/ui';
import { paths } from '#web/config/paths';
import { COACH_TEXT } from '../texts';

/** docs/product.md#s2: the coach without a profile. */
export function ProfileRequired() {
  return (
    <div className="page">
      <StatusScreen
        title={COACH_TEXT.profileRequired.title}
        message={COACH_TEXT.profileRequired.message}
        actions={<ButtonLink to={paths.quiz}>{COACH_TEXT.profileRequired.action}</ButtonLink>}
      />
    </div>
  );
}
