import type { RatingAxis } from '@styleprint/contracts';

/**
 * The colleague rating's questions (docs/decisions/0108-how-others-see-you.md): one per axis, in
 * plain words, each a line between two ends that both cost something ("even when…"), so no
 * answer flatters and none is the polite one. `{name}` is the person being rated.
 */
export interface RatingQuestion {
  axis: RatingAxis;
  /** The question, with `{name}` where the person's name goes. */
  text: string;
  /** The first end (answers -2, -1) and the second (1, 2), each with its cost. */
  first: string;
  second: string;
  /** The ends in a few words, for the combined view. */
  firstShort: string;
  secondShort: string;
}

export const RATING_QUESTIONS: readonly RatingQuestion[] = [
  {
    axis: 'pace',
    text: 'When something needs deciding, {name} tends to…',
    first: 'move fast and decide, even before everyone has had a say',
    second: 'take time to weigh it up, even when the moment passes',
    firstShort: 'Fast, decides quickly',
    secondShort: 'Measured, weighs it up',
  },
  {
    axis: 'focus',
    text: 'In a busy week, {name} puts first…',
    first: 'getting the work done right, even if people feel overlooked',
    second: 'how everyone is doing, even if the work slips',
    firstShort: 'The task',
    secondShort: 'The people',
  },
  {
    axis: 'assertiveness',
    text: 'When {name} disagrees, they…',
    first: 'say so plainly, even when it stings',
    second: 'keep it to themselves, even when it matters',
    firstShort: 'Says it plainly',
    secondShort: 'Holds back',
  },
  {
    axis: 'feedback',
    text: 'When {name} gives feedback, they lead with…',
    first: 'the facts, even if feelings get missed',
    second: 'how it will land, even if the point gets lost',
    firstShort: 'Facts first',
    secondShort: 'Feelings first',
  },
  {
    axis: 'plans',
    text: 'With plans and deadlines, {name}…',
    first: 'settles them early, even when things change later',
    second: 'keeps options open, even when others need an answer',
    firstShort: 'Settles early',
    secondShort: 'Keeps options open',
  },
];

/** A question's text for one person. */
export const ratingQuestionText = (question: RatingQuestion, name: string): string =>
  question.text.replace('{name}', name);
