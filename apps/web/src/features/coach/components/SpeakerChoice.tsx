import type { CoachSpeakerChoice } from '@styleprint/contracts';
import { Button, Named } from '#web/components/ui';
import { COACH_TEXT } from '../texts';

interface SpeakerChoiceProps {
  choice: CoachSpeakerChoice;
  busy: boolean;
  onChoose: (speaker: string) => void;
}

const T = COACH_TEXT.results;

/**
 * docs/decisions/0045-coach-reading-formats-speakers-and-situations.md, point 1: when the coach cannot tell which speaker is the user it asks, and the
 * person's choice runs the analysis again from their side. A group of buttons under a legend, so
 * the question is read with each choice.
 */
export function SpeakerChoice({ choice, busy, onChoose }: SpeakerChoiceProps) {
  return (
    <fieldset className="coach-speakers" aria-describedby="coach-speakers-hint">
      <legend className="coach-speakers__question">{choice.question}</legend>
      <p id="coach-speakers-hint" className="coach-speakers__hint">
        {T.speakerHint}
      </p>
      <div className="coach-speakers__options">
        {choice.speakers.map((speaker) => (
          <Button key={speaker} variant="ghost" disabled={busy} onClick={() => onChoose(speaker)}>
            <Named text={T.speakerButton} name={speaker} />
          </Button>
        ))}
      </div>
      {/* While it reads again, the screen's one live region says "Analyzing your conversation...". */}
    </fieldset>
  );
}
