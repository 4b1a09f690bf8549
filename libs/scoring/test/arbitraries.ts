import fc from 'fast-check';
import {
  BEHAVIOUR_LEVELS,
  DISC_LETTERS,
  FRAMEWORKS,
  LIMITS,
  MBTI_AXES,
  type Answer,
  type AssessmentPayload,
} from '@styleprint/contracts';
import { QUESTIONS } from '../src/index.js';

/** An answer the quiz could send: a bank question and one of its options. */
export const bankAnswer: fc.Arbitrary<Answer> = fc
  .constantFrom(...QUESTIONS)
  .chain((q) =>
    fc
      .constantFrom(...q.options)
      .map((o) => ({ questionId: q.id, framework: q.framework, value: o.value })),
  );

/** An answer event that does not fit the bank: unknown ids, foreign values, wrong frameworks. */
export const strayAnswer: fc.Arbitrary<Answer> = fc.record({
  questionId: fc.oneof(fc.constantFrom(...QUESTIONS.map((q) => q.id)), fc.string({ minLength: 1 })),
  framework: fc.constantFrom(...FRAMEWORKS),
  value: fc.oneof(
    fc.constantFrom(...QUESTIONS.flatMap((q) => q.options.map((o) => o.value))),
    fc.string({ minLength: 1 }),
  ),
});

const randomEvents = fc.array(
  fc.oneof({ arbitrary: bankAnswer, weight: 4 }, { arbitrary: strayAnswer, weight: 1 }),
  { maxLength: 60 },
);

/** One answer to every question, in any order: a quiz taken to the end. */
const fullPass: fc.Arbitrary<Answer[]> = fc
  .tuple(
    ...QUESTIONS.map((q) =>
      fc
        .constantFrom(...q.options)
        .map((o) => ({ questionId: q.id, framework: q.framework, value: o.value })),
    ),
  )
  .chain((answers) => fc.shuffledSubarray(answers, { minLength: answers.length }));

/**
 * Any sequence of answer events: random ones (mostly valid, some stray, with repeats), or a
 * complete pass with random events before and after it, so completed frameworks are common too.
 */
export const answerEvents: fc.Arbitrary<Answer[]> = fc.oneof(
  randomEvents,
  fc
    .tuple(randomEvents, fullPass, randomEvents)
    .map(([before, pass, after]) => [...before, ...pass, ...after]),
);

const count = fc.integer({ min: 0, max: LIMITS.tallyMax });
const level = fc.constantFrom(...BEHAVIOUR_LEVELS);

/** Any payload the AssessmentPayload contract accepts, built from its constraints. */
export const validPayload: fc.Arbitrary<AssessmentPayload> = fc.record({
  mbti: fc
    .tuple(...MBTI_AXES.map((axis) => fc.constantFrom(...axis)))
    .map((letters) => letters.join('')),
  disc: fc
    .shuffledSubarray([...DISC_LETTERS], { minLength: 3, maxLength: 3 })
    .map((letters) => letters.join('')),
  emergenetics: fc.record({
    analytical: count,
    structural: count,
    social: count,
    conceptual: count,
    expressiveness: level,
    assertiveness: level,
    flexibility: level,
  }),
  cliftonStrengths: fc.record({
    executing: count,
    influencing: count,
    relationship: count,
    thinking: count,
  }),
});
