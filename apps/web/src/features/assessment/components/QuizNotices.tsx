import { Button } from '#web/components/ui';
import { QUIZ_TEXT } from '../texts';

/** Shown when answers came back from session storage: says so, and offers to discard them. */
export function RestoredAnswersNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div className="quiz__restored" role="note">
      <p>{QUIZ_TEXT.restored}</p>
      <Button variant="ghost" onClick={onDiscard}>
        {QUIZ_TEXT.discard}
      </Button>
    </div>
  );
}
