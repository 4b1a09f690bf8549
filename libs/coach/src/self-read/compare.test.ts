import type { Profile } from '@styleprint/contracts';
import { describe, expect, it } from 'vitest';
import { readHowYouComeAcross, splitMessages } from './compare.js';

const STEADY_SELF: Profile = {
  mbti: { Type: 'INFP', Confidence: 'Moderate' },
  disc: { Primary: 'S' },
  emergenetics: {
    Analytical: 3,
    Structural: 4,
    Social: 8,
    Conceptual: 6,
    Expressiveness: 'Medium',
    Assertiveness: 'Low',
    Flexibility: 'High',
  },
  cliftonStrengths: {
    Executing: 1,
    Influencing: 1,
    Relationship: 3,
    Thinking: 1,
    TopDomain: 'Relationship',
  },
};

const DIRECT_MESSAGES = [
  'Send me the Q3 figures by Friday.',
  'Move the review to 3pm. I need the deck first.',
  'Can you check the churn numbers again? The 4.2% looks off.',
  'Fix the login bug today. Customers are complaining.',
  'Please loop in Dana on the pricing page.',
  'Ship it. We can polish later.',
  'Book the room for Tuesday and send the agenda.',
  'Could you draft the summary by noon?',
].join('\n\n');

describe('how you come across', () => {
  it('splits pasted messages by paragraph, or by line when there are no blank lines', () => {
    expect(splitMessages('One.\n\nTwo\nstill two.')).toEqual(['One.', 'Two still two.']);
    expect(splitMessages('One.\nTwo.')).toEqual(['One.', 'Two.']);
  });

  it('says so when there is too little text', () => {
    const result = readHowYouComeAcross('Ok thanks. See you.', STEADY_SELF);
    expect(result.enough).toBe(false);
    expect(result.headline).toMatch(/too little/);
    expect(result.frameworks).toEqual([]);
  });

  it('contrasts a low self-rated assertiveness with direct instructions, with counts and quotes', () => {
    const result = readHowYouComeAcross(DIRECT_MESSAGES, STEADY_SELF);
    expect(result.enough).toBe(true);
    const disc = result.frameworks.find((f) => f.framework === 'disc');
    expect(disc?.agreement).toBe('differs');
    expect(disc?.summary).toMatch(/^You rate yourself S .* but your messages read as D/);
    const emergenetics = result.frameworks.find((f) => f.framework === 'emergenetics');
    expect(emergenetics?.summary).toMatch(
      /You rate yourself low on assertiveness; \d+ of your \d+ requests were direct instructions\./,
    );
    for (const framework of result.frameworks) {
      for (const example of framework.examples) expect(DIRECT_MESSAGES).toContain(example.quote);
    }
    expect(result.frameworks.map((f) => f.framework)).toEqual([
      'disc',
      'emergenetics',
      'mbti',
      'cliftonStrengths',
    ]);
  });

  it('says the messages match when they do', () => {
    const direct: Profile = { ...STEADY_SELF, disc: { Primary: 'D' } };
    expect(readHowYouComeAcross(DIRECT_MESSAGES, direct).frameworks[0]?.agreement).toBe('matches');
  });

  it('reads without a profile and asks for the assessment', () => {
    const result = readHowYouComeAcross(DIRECT_MESSAGES, null);
    expect(result.hasProfile).toBe(false);
    expect(result.frameworks.every((f) => f.self === null && f.agreement === 'unknown')).toBe(true);
    expect(result.headline).toMatch(/Take the assessment/);
  });
});
