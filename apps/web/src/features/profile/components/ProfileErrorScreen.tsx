import { Button, ButtonLink, StatusScreen } from '#web/components/ui';
import { paths } from '#web/config/paths';
import { PROFILE_ERRORS, PROFILE_TEXT } from '../texts';

interface ProfileErrorScreenProps {
  kind: keyof typeof PROFILE_ERRORS;
  onRetry: () => void;
}

/** docs/product.md#s2: every profile error screen offers "Try Again" (refetch) and "Take Assessment". */
export function ProfileErrorScreen({ kind, onRetry }: ProfileErrorScreenProps) {
  const { title, message } = PROFILE_ERRORS[kind];
  return (
    <StatusScreen
      tone="error"
      title={title}
      message={message}
      actions={
        <>
          <Button onClick={onRetry}>{PROFILE_TEXT.tryAgain}</Button>
          <ButtonLink to={paths.quiz} variant="secondary">
            {PROFILE_TEXT.takeAssessment}
          </ButtonLink>
        </>
      }
    />
  );
}
