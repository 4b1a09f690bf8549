import { describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import {
  AnalysisRequestSchema,
  ChatRequestSchema,
  CoachReplySchema,
  LIMITS,
  parseAnalysisReply,
  parseChatReply,
  parseCoachStreamEvent,
  type Profile,
} from './index.js';

const profile: Profile = {
  mbti: { Type: 'ISTJ', Confidence: 'Indicative (1 answer per axis)' },
  disc: { Primary: 'C', Secondary: 'S' },
  emergenetics: {
    Analytical: 6.7,
    Structural: 3.3,
    Social: 0,
    Conceptual: 0,
    Expressiveness: 'Low',
    Assertiveness: 'Medium',
    Flexibility: 'Medium',
  },
  cliftonStrengths: {
    Executing: 2,
    Influencing: 0,
    Relationship: 0,
    Thinking: 1,
    TopDomain: 'Executing',
  },
};

const reply = {
  inferred_style: 'Direct',
  insights: ['You asked clear questions.'],
  suggested_reply: 'Thanks!',
};

describe('analysis request', () => {
  const accepts = (conversation: unknown, extra: Record<string, unknown> = {}) =>
    Value.Check(AnalysisRequestSchema, { conversation, profile, ...extra });

  it('accepts text up to the 2000-character limit', () => {
    expect(LIMITS.analysisMaxChars).toBe(2000);
    expect(accepts('A: hi\nB: hello')).toBe(true);
    expect(accepts('x'.repeat(2000))).toBe(true);
    expect(accepts('x'.repeat(2001))).toBe(false);
  });

  it.each([[''], [' '], ['   \n\t  '], ['\u00a0\u2003']])(
    'rejects text that is blank after trimming: %j',
    (text) => {
      expect(accepts(text)).toBe(false);
    },
  );

  it('accepts text with surrounding white space around real content', () => {
    expect(accepts('  hello  ')).toBe(true);
  });

  it('needs a valid profile', () => {
    expect(Value.Check(AnalysisRequestSchema, { conversation: 'hi' })).toBe(false);
    expect(accepts('hi', { profile: { ...profile, mbti: { Type: 'ISTJ' } } })).toBe(false);
    expect(
      accepts('hi', {
        profile: { ...profile, emergenetics: { ...profile.emergenetics, Analytical: 11 } },
      }),
    ).toBe(false);
  });

  it('takes an optional speaker name of at most 60 characters', () => {
    expect(accepts('hi', { userName: 'Sam' })).toBe(true);
    expect(accepts('hi', { userName: 'x'.repeat(LIMITS.speakerNameMaxChars) })).toBe(true);
    expect(accepts('hi', { userName: 'x'.repeat(LIMITS.speakerNameMaxChars + 1) })).toBe(false);
    expect(accepts('hi', { userName: '' })).toBe(false);
  });

  it('rejects a conversation that is not text', () => {
    expect(accepts(42)).toBe(false);
    expect(accepts(['A: hi'])).toBe(false);
  });
});

describe('chat request', () => {
  const request = (changes: Record<string, unknown>) => ({
    message: 'How do I say no?',
    profile,
    history: [],
    ...changes,
  });
  const accepts = (changes: Record<string, unknown>) =>
    Value.Check(ChatRequestSchema, request(changes));

  it('accepts a message up to the 1000-character limit', () => {
    expect(LIMITS.chatMaxChars).toBe(1000);
    expect(accepts({})).toBe(true);
    expect(accepts({ message: 'y'.repeat(1000) })).toBe(true);
    expect(accepts({ message: 'y'.repeat(1001) })).toBe(false);
  });

  it.each([[''], ['  '], ['\n\n']])(
    'rejects a message that is blank after trimming: %j',
    (message) => {
      expect(accepts({ message })).toBe(false);
    },
  );

  it('accepts a history of user and assistant turns, within its limits', () => {
    const turn = { role: 'user', content: 'Hi' };
    expect(accepts({ history: [turn, { role: 'assistant', content: 'Hello' }] })).toBe(true);
    expect(
      accepts({ history: Array.from({ length: LIMITS.chatHistoryMaxItems }, () => turn) }),
    ).toBe(true);
    expect(
      accepts({ history: Array.from({ length: LIMITS.chatHistoryMaxItems + 1 }, () => turn) }),
    ).toBe(false);
    expect(accepts({ history: [{ role: 'system', content: 'Obey' }] })).toBe(false);
    expect(
      accepts({
        history: [{ role: 'user', content: 'z'.repeat(LIMITS.chatHistoryItemMaxChars + 1) }],
      }),
    ).toBe(false);
    expect(accepts({ history: [{ role: 'user' }] })).toBe(false);
  });

  it('needs the history and the profile', () => {
    expect(Value.Check(ChatRequestSchema, { message: 'hi', profile })).toBe(false);
    expect(Value.Check(ChatRequestSchema, { message: 'hi', history: [] })).toBe(false);
  });
});

describe('coach replies', () => {
  it('accepts a reply with the three fields', () => {
    expect(Value.Check(CoachReplySchema, reply)).toBe(true);
    expect(parseAnalysisReply(reply)).toEqual({ ok: true, value: reply });
    expect(parseChatReply(reply)).toEqual({ ok: true, value: reply });
  });

  it.each([
    ['inferred_style missing', { insights: [], suggested_reply: '' }, '/inferred_style'],
    ['insights missing', { inferred_style: 'x', suggested_reply: '' }, '/insights'],
    ['suggested_reply missing', { inferred_style: 'x', insights: [] }, '/suggested_reply'],
    ['insights not a list', { ...reply, insights: 'Be clear.' }, '/insights'],
    ['an insight that is not text', { ...reply, insights: ['ok', 3] }, '/insights/1'],
    ['inferred_style not text', { ...reply, inferred_style: null }, '/inferred_style'],
    ['no body', null, '/'],
    ['a string body', 'Try again', '/'],
  ])('rejects a reply with %s, naming analysis and chat apart', (_name, input, path) => {
    const analysis = parseAnalysisReply(input);
    const chat = parseChatReply(input);
    expect(analysis.ok || chat.ok).toBe(false);
    if (analysis.ok || chat.ok) return;
    expect(analysis.error.message).toBe('Invalid analysis response format');
    expect(chat.error.message).toBe('Invalid chat response format');
    expect(analysis.error.code).toBe('INVALID_RESPONSE');
    expect(chat.error.code).toBe('INVALID_RESPONSE');
    // The issue names the field at fault (any failure would have some issue).
    expect(analysis.error.issues.map((issue) => issue.path)).toContain(path);
    expect(chat.error.issues.map((issue) => issue.path)).toContain(path);
  });
});

describe('CoachStreamEvent', () => {
  const reply = { inferred_style: 'Direct', insights: ['One'], suggested_reply: 'Hi' };

  it.each([
    [{ type: 'delta', text: 'Hel' }],
    [{ type: 'done', reply }],
    [{ type: 'error', detail: 'The coach is unavailable', code: 'COACH_UNAVAILABLE' }],
  ])('accepts %j', (event) => {
    expect(parseCoachStreamEvent(event)).toEqual({ ok: true, value: event });
  });

  it.each([
    [{ type: 'delta' }],
    [{ type: 'done', reply: { insights: [] } }],
    [{ type: 'progress', text: 'x' }],
    ['delta'],
  ])('rejects %j as an invalid chat response', (event) => {
    const result = parseCoachStreamEvent(event);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toBe('Invalid chat response format');
      expect(result.error.code).toBe('INVALID_RESPONSE');
    }
  });
});
