/** Test fixtures: practice feedback, kept sessions and a self-read, valid against libs/contracts. */
import type {
  PracticeFeedback,
  PracticeSession,
  PracticeSessionList,
  PracticeTurnResponse,
  SelfReadResult,
} from '@styleprint/contracts';

export const GOAL = 'ask for the deadline to move';
export const ASK = 'Could we move the report deadline to the 30th?';

/** A reply of a careful C persona named Priya, as POST /practice/turn answers. */
export const turnReply = (reply: string, name = 'Priya'): PracticeTurnResponse => ({
  reply,
  persona: {
    name,
    personId: null,
    styles: { disc: 'C', mbti: null, thinking: null, strength: null },
    manner: `${name} asks for specifics and evidence before agreeing.`,
  },
  engine: 'embedded',
});

export const feedback = (overrides: Partial<PracticeFeedback> = {}): PracticeFeedback => ({
  scores: [
    {
      criterion: 'clearAsk',
      label: 'Clear ask',
      score: 5,
      max: 5,
      because: 'You said what you wanted and named "the 30th".',
      quote: ASK,
    },
    {
      criterion: 'reason',
      label: 'Reason given',
      score: 0,
      max: 5,
      because: 'You gave no reason they could weigh.',
      quote: null,
    },
    {
      criterion: 'adapted',
      label: 'Adapted to their style',
      score: 3,
      max: 5,
      because: 'You were specific, which a careful listener needs.',
      quote: ASK,
    },
    {
      criterion: 'nextStep',
      label: 'Next step agreed',
      score: 1,
      max: 5,
      because: 'No next step was agreed.',
      quote: null,
    },
  ],
  total: 9,
  max: 20,
  worked: [{ quote: ASK, why: 'Clear ask: you named the day.' }],
  change: [{ quote: null, instead: 'Say why: the data arrived 9 days late.' }],
  summary: 'You scored 9 of 20. Priya did not agree yet. Give a reason next time.',
  ...overrides,
});

export const keptSession = (overrides: Partial<PracticeSession> = {}): PracticeSession => ({
  id: 's1',
  createdAt: '2026-11-20T09:30:00.000Z',
  goal: GOAL,
  personId: null,
  personName: 'Priya',
  styles: { disc: 'C', mbti: null, thinking: null, strength: null },
  turns: [
    { role: 'user', text: ASK },
    { role: 'persona', text: 'Why the 30th, specifically?' },
  ],
  feedback: feedback(),
  ...overrides,
});

type ListItem = PracticeSessionList['items'][number];

/** The summary GET /practice/sessions gives of a kept session. */
const listed = (session: PracticeSession): ListItem => ({
  id: session.id,
  createdAt: session.createdAt,
  goal: session.goal,
  personName: session.personName,
  turns: session.turns.length,
  total: session.feedback?.total ?? null,
  max: session.feedback?.max ?? null,
});

export const sessionList = (...sessions: PracticeSession[]): PracticeSessionList => ({
  items: sessions.map(listed),
});

/** POST /coach/self-read for a user with a profile whose messages read as direct (D). */
export const selfRead = (overrides: Partial<SelfReadResult> = {}): SelfReadResult => ({
  enough: true,
  messages: 8,
  words: 62,
  headline: 'Your messages read as direct and to the point (DiSC D).',
  hasProfile: true,
  frameworks: [
    {
      framework: 'disc',
      label: 'DiSC-style',
      self: 'S (Steadiness)',
      shown: 'D (Dominance)',
      agreement: 'differs',
      summary:
        'You rate yourself low on assertiveness; 6 of your 9 requests were direct instructions.',
      examples: [
        { quote: 'Send me the Q3 figures by Friday.', shows: 'a direct instruction' },
        { quote: 'Fix the login bug today.', shows: 'a direct instruction with a deadline' },
      ],
    },
    {
      framework: 'mbti',
      label: 'MBTI-style',
      self: 'INTJ',
      shown: 'T and J',
      agreement: 'matches',
      summary: 'Logic and plans lead: 5 logic words to 1 feeling word.',
      examples: [],
    },
    {
      framework: 'cliftonStrengths',
      label: 'CliftonStrengths-style',
      self: 'Thinking',
      shown: null,
      agreement: 'unknown',
      summary: 'No domain leads in these messages.',
      examples: [],
    },
  ],
  ...overrides,
});
