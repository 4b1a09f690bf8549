import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Value } from '@sinclair/typebox/value';
import {
  AssessmentPayloadSchema,
  LIMITS,
  ProfileSchema,
  STRENGTH_DOMAINS,
  FRAMEWORKS,
  THINKING_STYLES,
  type Answer,
} from '@styleprint/contracts';
import {
  answerQuestion,
  buildPayload,
  deriveProfile,
  isFrameworkComplete,
  QUESTIONS,
  resultCard,
  suggestionsFor,
  type Answers,
} from './index.js';
import { answerEvents, validPayload } from '../test/arbitraries.js';

const play = (events: Answer[]): Answers => events.reduce<Answers>(answerQuestion, {});

describe('properties', () => {
  it('any sequence of answer events yields a payload the contract accepts', () => {
    fc.assert(
      fc.property(answerEvents, (events) => {
        const payload = buildPayload(play(events));
        expect(Value.Errors(AssessmentPayloadSchema, payload).First()).toBeUndefined();
      }),
      { numRuns: 500 },
    );
  });

  it('the last accepted answer to each question is the one recorded, whatever came before', () => {
    const accepted = (event: Answer): boolean =>
      Object.hasOwn(answerQuestion({}, event), event.questionId);
    fc.assert(
      fc.property(answerEvents, (events) => {
        const answers = play(events);
        for (const q of QUESTIONS) {
          const last = events.findLast((e) => e.questionId === q.id && accepted(e));
          expect(answers[q.id]?.value).toBe(last?.value);
        }
        expect(Object.keys(answers).every((id) => QUESTIONS.some((q) => q.id === id))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('the generated payloads are themselves valid, so the next property means something', () => {
    fc.assert(
      fc.property(validPayload, (payload) => Value.Check(AssessmentPayloadSchema, payload)),
      { numRuns: 300 },
    );
  });

  it('any valid payload derives a valid profile on the chart axes', () => {
    fc.assert(
      fc.property(validPayload, (payload) => {
        const profile = deriveProfile(payload);
        expect(Value.Errors(ProfileSchema, profile).First()).toBeUndefined();
        for (const style of THINKING_STYLES) {
          expect(profile.emergenetics[style]).toBeGreaterThanOrEqual(0);
          expect(profile.emergenetics[style]).toBeLessThanOrEqual(LIMITS.thinkingAxisMax);
        }
        for (const domain of STRENGTH_DOMAINS) {
          expect(profile.cliftonStrengths[domain]).toBeGreaterThanOrEqual(0);
          expect(profile.cliftonStrengths[domain]).toBeLessThanOrEqual(LIMITS.domainAxisMax);
        }
        expect([...STRENGTH_DOMAINS, 'Unknown']).toContain(profile.cliftonStrengths.TopDomain);
        expect(['D', 'I', 'S', 'C']).toContain(profile.disc.Primary);
        expect(profile.disc.Secondary).not.toBe(profile.disc.Primary);
        // Ties travel beside the spec's fields, led by the value those fields hold (decision 0018).
        const { Tie } = profile.disc;
        if (Tie !== undefined) {
          expect(Tie.length).toBeGreaterThanOrEqual(2);
          expect(Tie[0]).toBe(profile.disc.Primary);
          expect(profile.disc.Secondary).toBeNull();
        }
        const { TopTie } = profile.cliftonStrengths;
        if (TopTie !== undefined) {
          expect(TopTie.length).toBeGreaterThanOrEqual(2);
          expect(TopTie[0]).toBe(profile.cliftonStrengths.TopDomain);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('a complete framework shows the same result in the quiz card as in the suggestions', () => {
    fc.assert(
      fc.property(answerEvents, (events) => {
        const answers = play(events);
        const suggestions = suggestionsFor(deriveProfile(buildPayload(answers)));
        for (const framework of FRAMEWORKS) {
          const card = resultCard(framework, answers);
          if (!isFrameworkComplete(answers, framework)) {
            expect(card).toBeNull();
            continue;
          }
          const suggestion = suggestions.find((s) => s.category === framework);
          expect(card?.trait).toBe(suggestion?.trait);
          expect(card?.evaluation).toBe(suggestion?.evaluation);
        }
      }),
      { numRuns: 300 },
    );
  });
});
