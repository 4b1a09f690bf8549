import type { PracticeTurn } from '@styleprint/contracts';
import { PRACTICE_TEXT } from '../texts';

interface TranscriptProps {
  turns: readonly PracticeTurn[];
  /** Who the persona is, as each of their lines is headed. */
  personaName: string;
  /** While practising, new lines are announced as they arrive; a kept session is read, not live. */
  live?: boolean;
}

/** The conversation, line by line, each headed by who said it. */
export function Transcript({ turns, personaName, live = false }: TranscriptProps) {
  return (
    <ol className="practice__log" aria-live={live ? 'polite' : undefined}>
      {turns.map((turn, index) => (
        <li
          key={index}
          className={`practice__turn practice__turn--${turn.role === 'user' ? 'user' : 'persona'}`}
        >
          <span className="practice__speaker">
            {turn.role === 'user' ? PRACTICE_TEXT.you : <bdi>{personaName}</bdi>}
          </span>
          <p>{turn.text}</p>
        </li>
      ))}
    </ol>
  );
}
