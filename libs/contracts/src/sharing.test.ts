import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import {
  InviteAcceptSchema,
  InviteCreateSchema,
  inviteStatus,
  linkedPersonIds,
  normalisedTerms,
  SharedTeamCreateSchema,
  sharedTraitValues,
  ShareTermsSchema,
  SHARING_LIMITS,
} from './index.js';

const ALL = { disc: 'D', mbti: 'INTJ', thinking: 'Analytical', strength: 'Relationship' } as const;
const TOKEN = 'a'.repeat(SHARING_LIMITS.tokenChars);

describe('sharedTraitValues', () => {
  it.each([
    [['disc'], { disc: 'D', mbti: null, thinking: null, strength: null }],
    [['mbti', 'strength'], { disc: null, mbti: 'INTJ', thinking: null, strength: 'Relationship' }],
    [['disc', 'mbti', 'thinking', 'strength'], ALL],
  ] as const)('shows only %j', (traits, expected) => {
    expect(sharedTraitValues(ALL, { traits: [...traits], suggestions: true })).toEqual(expected);
  });
});

describe('normalisedTerms', () => {
  it('puts the results in the frameworks’ order', () => {
    expect(normalisedTerms({ traits: ['strength', 'disc'], suggestions: false })).toEqual({
      traits: ['disc', 'strength'],
      suggestions: false,
    });
  });
});

describe('inviteStatus', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const later = new Date('2026-12-01T12:00:00Z');
  const earlier = new Date('2026-11-20T12:00:00Z');
  it.each([
    ['open', { expiresAt: later, usedAt: null, revokedAt: null }],
    ['expired', { expiresAt: earlier, usedAt: null, revokedAt: null }],
    ['expired', { expiresAt: now, usedAt: null, revokedAt: null }],
    ['used', { expiresAt: earlier, usedAt: earlier, revokedAt: null }],
    ['revoked', { expiresAt: earlier, usedAt: earlier, revokedAt: earlier }],
  ] as const)('is %s', (status, invite) => {
    expect(inviteStatus(invite, now)).toBe(status);
  });
});

describe('wire shapes', () => {
  it('takes terms with one to four distinct results and a word on suggestions', () => {
    expect(Value.Check(ShareTermsSchema, { traits: ['disc'], suggestions: true })).toBe(true);
    for (const bad of [
      { traits: [], suggestions: true },
      { traits: ['disc', 'disc'], suggestions: true },
      { traits: ['iq'], suggestions: true },
      { traits: ['disc'] },
      { traits: ['disc'], suggestions: true, everyone: true },
    ]) {
      expect(Value.Check(ShareTermsSchema, bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('takes an accept with a whole token only', () => {
    const share = { traits: ['disc'], suggestions: false };
    expect(Value.Check(InviteAcceptSchema, { token: TOKEN, share })).toBe(true);
    expect(Value.Check(InviteAcceptSchema, { token: TOKEN.slice(1), share })).toBe(false);
    expect(Value.Check(InviteAcceptSchema, { token: `${TOKEN.slice(1)}/`, share })).toBe(false);
  });

  it('takes an empty invite (it only asks) and refuses unknown fields', () => {
    expect(Value.Check(InviteCreateSchema, {})).toBe(true);
    expect(Value.Check(InviteCreateSchema, { uses: 3 })).toBe(false);
  });

  it('refuses a team without a name', () => {
    const share = { traits: ['disc'], suggestions: true };
    expect(Value.Check(SharedTeamCreateSchema, { name: 'Core', share })).toBe(true);
    expect(Value.Check(SharedTeamCreateSchema, { name: '', share })).toBe(false);
  });
});

describe('linkedPersonIds', () => {
  const terms = { traits: ['disc'] as const, suggestions: false };
  const theirs = { terms: { ...terms, traits: [...terms.traits] }, traits: null };

  it('names the private people linked to someone who shares with me now, and no others', () => {
    expect(
      linkedPersonIds([
        { theirs, linkedPersonId: 'p1' },
        // I share with them, they do not share back: my private entry shows as before.
        { theirs: null, linkedPersonId: 'p2' },
        { theirs },
      ]),
    ).toEqual(new Set(['p1']));
  });
});
