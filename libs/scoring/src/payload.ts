import {
  DISC_LETTERS,
  THINKING_STYLES,
  type AssessmentPayload,
  type Behaviour,
  type BehaviourLevel,
} from '@styleprint/contracts';
import { answersToList, withoutFollowUps, type Answers } from './answers.js';
import { discOutcome } from './outcomes.js';
import { rankByCount } from './ranking.js';
import { tally, type Tallies } from './tally.js';

/** docs/product.md#s9 defaults at submit. */
export const PAYLOAD_DEFAULTS = {
  /** Personality type sent while the four personality questions are not all answered. */
  mbti: 'ESTJ',
  /** Each thinking count sent when no thinking-style answer exists at all. */
  thinkingCount: 5,
  /** Level of a behaviour that was not chosen. */
  behaviourLevel: 'medium',
  /** Level of a behaviour that was chosen. */
  chosenBehaviourLevel: 'high',
} as const satisfies {
  mbti: string;
  thinkingCount: number;
  behaviourLevel: BehaviourLevel;
  chosenBehaviourLevel: BehaviourLevel;
};

/**
 * Three distinct DiSC letters, strongest first, from counts alone; ties and padding follow
 * D, i, S, C. The quiz has the answers and ranks ties by the earliest answer instead
 * (`discOutcome`); this is for callers that only have counts.
 */
export function discLetters(counts: Tallies['disc']): string {
  return rankByCount(DISC_LETTERS, (letter) => counts[letter])
    .slice(0, 3)
    .join('');
}

const level = (tallies: Tallies, behaviour: Behaviour): BehaviourLevel =>
  tallies.behaviours[behaviour] === 'High'
    ? PAYLOAD_DEFAULTS.chosenBehaviourLevel
    : PAYLOAD_DEFAULTS.behaviourLevel;

/**
 * The submission payload with every default of docs/product.md#s9, plus the answers themselves (an optional
 * field of the contract, decision 0013). DiSC ties are ordered by the earliest answer (see
 * `discOutcome`): the payload needs one order, and this one favours no letter.
 */
export function buildPayload(answers: Answers): AssessmentPayload {
  // The spec's fields come from the 13 questions alone; follow-up answers travel only in
  // `answers`, where the profile reads them (decision 0019).
  const core = withoutFollowUps(answers);
  const tallies = tally(core);
  const noThinkingAnswer = THINKING_STYLES.every((style) => tallies.thinking[style] === 0);
  const thinking = (style: (typeof THINKING_STYLES)[number]): number =>
    noThinkingAnswer ? PAYLOAD_DEFAULTS.thinkingCount : tallies.thinking[style];

  return {
    mbti: tallies.mbti ?? PAYLOAD_DEFAULTS.mbti,
    disc: discOutcome(core).ranked.slice(0, 3).join(''),
    emergenetics: {
      analytical: thinking('Analytical'),
      structural: thinking('Structural'),
      social: thinking('Social'),
      conceptual: thinking('Conceptual'),
      expressiveness: level(tallies, 'Expressiveness'),
      assertiveness: level(tallies, 'Assertiveness'),
      flexibility: level(tallies, 'Flexibility'),
    },
    cliftonStrengths: {
      executing: tallies.strengths['Executing'],
      influencing: tallies.strengths['Influencing'],
      relationship: tallies.strengths['Relationship Building'],
      thinking: tallies.strengths['Strategic Thinking'],
    },
    answers: answersToList(answers),
  };
}
