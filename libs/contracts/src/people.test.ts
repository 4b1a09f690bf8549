import { describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import {
  AnalysisRequestSchema,
  ChatRequestSchema,
  CoachReplySchema,
  EvidenceQuoteSchema,
  MBTI_TYPES,
  PEOPLE_LIMITS,
  PERSON_TRAIT_FRAMEWORK,
  PersonCreateSchema,
  PersonSchema,
  PersonUpdateSchema,
  STYLE_SIGNAL_COUNTS,
  type Person,
} from './index.js';

const unread = { value: null, confidence: null, words: 0, tooLittle: false };
const person: Person = {
  id: 'p1',
  name: 'Marta',
  origin: 'manual',
  traits: {
    disc: { value: 'D', source: 'user', confidence: null, read: unread },
    mbti: { value: null, source: null, confidence: null, read: unread },
    thinking: { value: 'Analytical', source: 'user', confidence: null, read: unread },
    strength: { value: null, source: null, confidence: null, read: unread },
  },
  evidence: [],
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
};

describe('people contract', () => {
  it('lists the sixteen MBTI types, each once', () => {
    expect(MBTI_TYPES).toHaveLength(16);
    expect(new Set(MBTI_TYPES).size).toBe(16);
    expect(MBTI_TYPES).toContain('INFP');
  });

  it('names the framework behind every trait', () => {
    expect(PERSON_TRAIT_FRAMEWORK).toEqual({
      disc: 'disc',
      mbti: 'mbti',
      thinking: 'emergenetics',
      strength: 'cliftonStrengths',
    });
  });

  it('accepts a person and refuses a trait value from another framework', () => {
    expect(Value.Check(PersonSchema, person)).toBe(true);
    const wrong = {
      ...person,
      traits: { ...person.traits, disc: { ...person.traits.disc, value: 'Social' } },
    };
    expect(Value.Check(PersonSchema, wrong)).toBe(false);
  });

  it('ties each quote to a value of its own trait', () => {
    const quote = {
      id: 'e1',
      trait: 'disc',
      supports: 'D',
      weight: 2,
      quote: 'Ship it.',
      struck: false,
    };
    expect(Value.Check(EvidenceQuoteSchema, quote)).toBe(true);
    expect(Value.Check(EvidenceQuoteSchema, { ...quote, supports: 'Analytical' })).toBe(false);
    expect(Value.Check(EvidenceQuoteSchema, { ...quote, weight: 0 })).toBe(false);
  });

  it('takes a DiSC quote with what the coach measured in it, and without a weight', () => {
    const signals = {
      ...Object.fromEntries(STYLE_SIGNAL_COUNTS.map((key) => [key, 1])),
      sentiment: -0.25,
      intensity: 0.25,
    };
    const quote = { id: 'disc-1', trait: 'disc', quote: 'Ship it.', signals, struck: false };
    expect(Value.Check(EvidenceQuoteSchema, quote)).toBe(true);
    expect(Value.Check(EvidenceQuoteSchema, { ...quote, signals: { ...signals, words: -1 } })).toBe(
      false,
    );
    expect(Value.Check(EvidenceQuoteSchema, { ...quote, signals: { ...signals, extra: 1 } })).toBe(
      false,
    );
    // MBTI and strengths are not read from text: their quotes still carry a value and a weight.
    expect(
      Value.Check(EvidenceQuoteSchema, {
        id: 'm',
        trait: 'mbti',
        quote: 'Ship it.',
        struck: false,
      }),
    ).toBe(false);
  });

  it('creates by hand with "not sure", refuses blank names and unknown fields', () => {
    expect(
      Value.Check(PersonCreateSchema, { name: 'Kenji', traits: { disc: null, mbti: 'ENTP' } }),
    ).toBe(true);
    expect(Value.Check(PersonCreateSchema, { name: '   ' })).toBe(false);
    expect(
      Value.Check(PersonCreateSchema, { name: 'x'.repeat(PEOPLE_LIMITS.nameMaxChars + 1) }),
    ).toBe(false);
    expect(Value.Check(PersonCreateSchema, { name: 'Kenji', age: 40 })).toBe(false);
    expect(Value.Check(PersonCreateSchema, { name: 'Kenji', traits: { mbti: 'XYZW' } })).toBe(
      false,
    );
  });

  it('updates: set by hand, clear back to the read, strike a quote', () => {
    expect(
      Value.Check(PersonUpdateSchema, {
        traits: { disc: 'S', thinking: 'read', mbti: null },
        struck: [{ id: 'e1', struck: true }],
      }),
    ).toBe(true);
    expect(Value.Check(PersonUpdateSchema, { traits: { disc: 'Z' } })).toBe(false);
  });

  it('keeps the coach contracts additive: personId and counterparts are optional', () => {
    expect(AnalysisRequestSchema.properties.personId).toBeDefined();
    expect(ChatRequestSchema.properties.personId).toBeDefined();
    expect(CoachReplySchema.required).not.toContain('counterparts');
    expect(
      Value.Check(CoachReplySchema, {
        inferred_style: 'D',
        insights: [],
        suggested_reply: 'Sure.',
        counterparts: [{ name: 'Marta', words: 30, traits: person.traits, evidence: [] }],
      }),
    ).toBe(true);
  });
});
