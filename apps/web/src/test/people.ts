/** Test fixtures: saved people and a coach's counterpart read, valid against libs/contracts. */
import type {
  CounterpartRead,
  EvidenceQuote,
  Person,
  PersonTraits,
  SharedPerson,
} from '@styleprint/contracts';

const unread = {
  value: null,
  source: null,
  confidence: null,
  read: { value: null, confidence: null, words: 0, tooLittle: false },
};

export const NO_TRAITS: PersonTraits = {
  disc: unread,
  mbti: unread,
  thinking: unread,
  strength: unread,
};

/** A DiSC trait read from quotes with the given confidence. */
export const readDisc = (
  value: 'D' | 'I' | 'S' | 'C',
  confidence: number,
): PersonTraits['disc'] => ({
  value,
  source: 'read',
  confidence,
  read: { value, confidence, words: 40, tooLittle: false },
});

export const QUOTES: EvidenceQuote[] = [
  {
    id: 'q1',
    trait: 'disc',
    supports: 'D',
    weight: 3,
    quote: 'I need the numbers by Friday, no excuses.',
    struck: false,
  },
  {
    id: 'q2',
    trait: 'disc',
    supports: 'D',
    weight: 2,
    quote: 'Decide today and tell me.',
    struck: false,
  },
  {
    id: 'q3',
    trait: 'disc',
    supports: 'S',
    weight: 1,
    quote: 'Let us keep the team calm.',
    struck: false,
  },
];

export function person(overrides: Partial<Person> = {}): Person {
  return {
    id: 'p1',
    name: 'Jordan',
    origin: 'analysis',
    traits: { ...NO_TRAITS, disc: readDisc('D', 0.83) },
    evidence: QUOTES,
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

export const COUNTERPART: CounterpartRead = {
  name: 'Jordan',
  words: 64,
  traits: { ...NO_TRAITS, disc: readDisc('D', 0.83) },
  evidence: QUOTES,
};

/** Someone who shares their DiSC and MBTI results with the user (decision 0104). */
export function sharingPerson(overrides: Partial<SharedPerson> = {}): SharedPerson {
  return {
    id: 'c1',
    name: 'Sam Lee',
    theirs: {
      terms: { traits: ['disc', 'mbti'], suggestions: true },
      traits: { disc: 'S', mbti: 'ISFJ', thinking: null, strength: null },
    },
    mine: null,
    since: '2026-11-27T12:00:00.000Z',
    ...overrides,
  };
}
