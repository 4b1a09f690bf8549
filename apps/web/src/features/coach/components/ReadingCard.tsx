import { useId, useState } from 'react';
import type { CoachReading, CoachSituation } from '@styleprint/contracts';
import { Button, Named } from '#web/components/ui';
import { COACH_TEXT } from '../texts';

interface ReadingCardProps {
  reading: CoachReading;
  headingLevel: 3 | 4;
  /** Runs the analysis again for the chosen reading; absent on an older reply (read only). */
  onChoose?: (situation: CoachSituation, sentence: string) => void;
  /** Reads the conversation again as another writer ("I am Jordan"): who is who was wrong. */
  onChooseSpeaker?: (speaker: string) => void;
  busy: boolean;
}

const T = COACH_TEXT.reading;

/**
 * docs/decisions/0127-coach-reading-shown-and-corrected.md: who is who, what is going on and what
 * the answer is for, above the answer, so the person sees what it was written for. "Not right?"
 * offers the next likeliest readings; when the coach is unsure they are open from the start, so it
 * asks instead of asserting.
 */
export function ReadingCard({
  reading,
  headingLevel,
  onChoose,
  onChooseSpeaker,
  busy,
}: ReadingCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const choicesId = useId();
  const hintId = useId();
  const [open, setOpen] = useState(!reading.sure);
  const others = onChooseSpeaker
    ? reading.speakers.filter((speaker) => speaker !== reading.user)
    : [];
  // When the coach did not know who the user is, "Which of these is you?" already asks.
  const canSwitch = reading.user !== null && others.length > 0;
  const canChoose = onChoose !== undefined && (reading.alternatives.length > 0 || canSwitch);
  return (
    <section className="coach-reply__part coach-reading">
      <Heading className="coach-reply__heading" tabIndex={-1}>
        {T.heading}
      </Heading>
      <p className="coach-reading__who">{reading.who}</p>
      <p className="coach-reading__sentence">
        {reading.sure ? null : <span className="coach-reading__unsure">{T.unsure} </span>}
        {reading.sentence}
      </p>
      <p className="coach-reading__goal">
        <span className="coach-reading__label">{T.goal}</span> {reading.goal}
      </p>
      {reading.chosen ? <p className="coach-reading__chosen">{T.chosen}</p> : null}
      {canChoose ? (
        <>
          <Button
            variant="ghost"
            className="coach-reading__toggle"
            aria-expanded={open}
            aria-controls={choicesId}
            onClick={() => setOpen((shown) => !shown)}
          >
            {T.notRight}
          </Button>
          <div id={choicesId} hidden={!open}>
            {reading.alternatives.length > 0 && onChoose ? (
              <fieldset className="coach-speakers coach-reading__choices" aria-describedby={hintId}>
                <legend className="coach-speakers__question">{T.question}</legend>
                <p id={hintId} className="coach-speakers__hint">
                  {T.hint}
                </p>
                <div className="coach-reading__options">
                  {reading.alternatives.map((alternative) => (
                    <Button
                      key={alternative.situation}
                      variant="ghost"
                      className="coach-reading__option"
                      disabled={busy}
                      onClick={() => onChoose(alternative.situation, alternative.sentence)}
                    >
                      {alternative.sentence}
                    </Button>
                  ))}
                </div>
              </fieldset>
            ) : null}
            {canSwitch && onChooseSpeaker ? (
              <fieldset className="coach-speakers coach-reading__choices">
                <legend className="coach-speakers__question">{T.whoQuestion}</legend>
                <div className="coach-speakers__options">
                  {others.map((speaker) => (
                    <Button
                      key={speaker}
                      variant="ghost"
                      disabled={busy}
                      onClick={() => onChooseSpeaker(speaker)}
                    >
                      <Named text={COACH_TEXT.results.speakerButton} name={speaker} />
                    </Button>
                  ))}
                </div>
              </fieldset>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
