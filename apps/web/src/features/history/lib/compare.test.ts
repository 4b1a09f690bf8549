import type { Answer, Profile } from '@styleprint/contracts';
import { answersFromList, buildPayload, deriveProfile } from '@styleprint/scoring';
import { describe, expect, it } from 'vitest';
import { storedProfile } from '#web/test/profiles';
import { describeChanges } from './compare';

// The component tests' stored profile, with Medium expressiveness so a change to High shows.
const testProfile = (): Profile => {
  const profile = storedProfile();
  return { ...profile, emergenetics: { ...profile.emergenetics, Expressiveness: 'Medium' } };
};

describe('describeChanges', () => {
  it('says what moved, in words, most telling first', () => {
    const before = testProfile();
    const after = {
      ...before,
      mbti: { ...before.mbti, Type: 'ESTP' },
      disc: { Primary: 'C', Secondary: 'S' },
      emergenetics: { ...before.emergenetics, Expressiveness: 'High', Analytical: 0, Social: 9 },
    };
    const before2 = { ...before, disc: { Primary: 'S', Secondary: null } };
    const lines = describeChanges(before2, after);
    expect(lines[0]).toBe(`Your personality type moved from ${before.mbti.Type} to ESTP.`);
    expect(lines[1]).toBe('Your DiSC moved from S to C.');
    expect(lines).toContain(
      `Your expressiveness went from ${before.emergenetics.Expressiveness} to High.`,
    );
    expect(lines.at(-1)).toBe('Thinking scores: Analytical 6.7 → 0, Social 0 → 9.');
  });

  it('says what stayed, and lists no behaviour that did not change', () => {
    const profile = testProfile();
    const lines = describeChanges(profile, profile);
    expect(lines).toEqual([
      `Your personality type stayed ${profile.mbti.Type}.`,
      expect.stringMatching(/^Your DiSC stayed /),
      expect.stringMatching(/^Your dominant thinking style stayed /),
      expect.stringMatching(/^Your top strengths domain stayed /),
    ]);
  });

  // docs/decisions/0018-ties-in-added-fields-and-levels-in-any-case.md
  it('says a tie is a tie, never its tie-break winner', () => {
    const before = testProfile();
    const after: Profile = {
      ...before,
      disc: { Primary: 'C', Secondary: null, Tie: ['C', 'S', 'I'] },
      cliftonStrengths: {
        ...before.cliftonStrengths,
        TopDomain: 'Thinking',
        TopTie: ['Thinking', 'Executing'],
      },
    };
    const lines = describeChanges(before, after);
    expect(lines).toContain(
      `Your DiSC moved from ${before.disc.Primary} to an even split of I, S and C.`,
    );
    expect(lines.join(' ')).toContain('to an even split of Executing and Thinking.');
  });

  describe('a change that one answer can cause', () => {
    const disc = (letters: string[]): Answer[] =>
      letters.map((value, i) => ({ questionId: `disc-${i + 1}`, framework: 'disc', value }));
    const result = (answers: Answer[]) => ({
      ...deriveProfile(buildPayload(answersFromList(answers))),
      answers,
    });

    it('says so when only one answer behind the result differs, naming the question', () => {
      const lines = describeChanges(result(disc(['S', 'S', 'D'])), result(disc(['S', 'D', 'D'])));
      expect(lines).toContain(
        'Your DiSC moved from S to D. Only your answer to question 9 differs, so this is within what answering one question differently can cause.',
      );
    });

    it('says when the 13 answers are the same and follow-up answers decided the change', () => {
      const split = disc(['C', 'S', 'i']);
      const sharpened: Answer[] = [
        ...split,
        { questionId: 'sharpen-disc-1', framework: 'disc', value: 'S' },
      ];
      expect(describeChanges(result(split), result(sharpened))).toContain(
        'Your DiSC moved from an even split of I, S and C to S. Your answers to the 13 questions are the same: follow-up answers decided it.',
      );
    });

    it('says nothing more when two answers differ, or when a result kept no answers', () => {
      const [before, after] = [result(disc(['S', 'S', 'D'])), result(disc(['C', 'D', 'D']))];
      expect(describeChanges(before, after)).toContain('Your DiSC moved from S to D.');
      const { answers: _dropped, ...withoutAnswers } = result(disc(['S', 'D', 'D']));
      expect(describeChanges(before, withoutAnswers)).toContain('Your DiSC moved from S to D.');
    });
  });
});
