import type { CoachSafetyWarning } from '@styleprint/contracts';
import { NamedMany } from '#web/components/ui';
import { COACH_TEXT } from '../texts';

const T = COACH_TEXT.results;

/**
 * docs/decisions/0045-coach-reading-formats-speakers-and-situations.md, point 7: the safety warning comes first and stands out. role="alert" so a screen
 * reader announces it at once; the texts come from the coach and are rendered as text.
 */
export function SafetyWarnings({ warnings }: { warnings: readonly CoachSafetyWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <div className="coach-safety" role="alert" aria-labelledby="coach-safety-title">
      <p id="coach-safety-title" className="coach-safety__title">
        <span aria-hidden="true">⚠ </span>
        {T.safetyHeading}
      </p>
      <ul className="coach-safety__list">
        {warnings.map((warning) => (
          <li key={warning.kind}>{warning.text}</li>
        ))}
      </ul>
    </div>
  );
}

/** docs/decisions/0045-coach-reading-formats-speakers-and-situations.md, point 4: who wrote too little for a style to be read, said plainly. */
export function TooLittleNote({ names }: { names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <p className="coach-note">
      <NamedMany text={T.tooLittle} names={names} />
    </p>
  );
}
