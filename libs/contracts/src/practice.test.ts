import { describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import {
  PracticeFeedbackRequestSchema,
  PracticeSessionCreateSchema,
  PracticeSessionSchema,
  type PracticeSession,
} from './index.js';

const conversation = {
  styles: { disc: 'C', mbti: 'ISTJ', thinking: null, strength: null },
  name: 'Priya',
  goal: 'ask for the deadline to move',
  turns: [
    { role: 'user', text: 'Could we move the deadline to the 30th?' },
    { role: 'persona', text: 'Why the 30th?' },
  ],
};

describe('keeping a practice session (docs/decisions/0117-kept-practice-feedback-on-the-server.md)', () => {
  it('takes the same conversation as a feedback request', () => {
    expect(Value.Check(PracticeSessionCreateSchema, conversation)).toBe(true);
    expect(Value.Check(PracticeFeedbackRequestSchema, conversation)).toBe(true);
    expect(
      Value.Check(PracticeSessionCreateSchema, {
        personId: 'p1',
        goal: 'ask',
        turns: conversation.turns,
      }),
    ).toBe(true);
  });

  it('has no place for a score, a name snapshot or an empty conversation', () => {
    const feedback = {
      scores: [],
      total: 20,
      max: 20,
      worked: [],
      change: [],
      summary: 'All good.',
    };
    expect(Value.Check(PracticeSessionCreateSchema, { ...conversation, feedback })).toBe(false);
    expect(Value.Check(PracticeSessionCreateSchema, { ...conversation, personName: 'Priya' })).toBe(
      false,
    );
    expect(Value.Check(PracticeSessionCreateSchema, { ...conversation, turns: [] })).toBe(false);
  });

  it('reads back a session kept before the server scored them, without feedback', () => {
    const kept: PracticeSession = {
      id: '7d8c3c1e-2f7a-4a57-9b0e-2b1f3c4d5e6f',
      createdAt: '2026-11-23T10:00:00.000Z',
      goal: conversation.goal,
      personId: null,
      personName: null,
      styles: { disc: 'C', mbti: 'ISTJ', thinking: null, strength: null },
      turns: [{ role: 'user', text: 'Hi' }],
      feedback: null,
    };
    expect(Value.Check(PracticeSessionSchema, kept)).toBe(true);
  });
});
