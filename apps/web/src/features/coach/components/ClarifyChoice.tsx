import type { CoachClarify } from '@styleprint/contracts';
import { Button } from '#web/components/ui';
import { COACH_TEXT } from '../texts';

interface ClarifyChoiceProps {
  clarify: CoachClarify;
  busy: boolean;
  onChoose: (message: string) => void;
}

/**
 * docs/decisions/0126-coach-chat-situations.md: unsure which situation a question is about, the
 * coach asks; a click sends the choice as the next message, and the answer follows from the
 * earlier question's facts. A group of buttons under a legend, so the question is read with each.
 */
export function ClarifyChoice({ clarify, busy, onChoose }: ClarifyChoiceProps) {
  return (
    <fieldset className="coach-speakers coach-clarify" aria-describedby="coach-clarify-hint">
      <legend className="coach-speakers__question">{clarify.question}</legend>
      <p id="coach-clarify-hint" className="coach-speakers__hint">
        {COACH_TEXT.results.clarifyHint}
      </p>
      <div className="coach-speakers__options">
        {clarify.choices.map((choice) => (
          <Button
            key={choice.message}
            variant="ghost"
            disabled={busy}
            onClick={() => onChoose(choice.message)}
          >
            {choice.label}
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
