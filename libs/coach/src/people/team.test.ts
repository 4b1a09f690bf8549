import { describe, expect, it } from 'vitest';
import type { TraitValues } from '@styleprint/contracts';
import { teamSummary, type TeamMemberInput } from './team.js';

const member = (name: string, traits: Partial<TraitValues>, isYou = false): TeamMemberInput => ({
  id: isYou ? null : name,
  name,
  isYou,
  traits: { disc: null, mbti: null, thinking: null, strength: null, ...traits },
});

describe('teamSummary', () => {
  const team = [
    member('You', { disc: 'D', thinking: 'Analytical' }, true),
    member('Ana', { disc: 'D', thinking: 'Analytical' }),
    member('Ben', { disc: 'D', thinking: 'Structural' }),
    member('Cy', { disc: 'C', thinking: null }),
    member('Dee', { disc: null, thinking: 'Analytical' }),
  ];

  it('counts DiSC styles and thinking preferences, the user included', () => {
    const summary = teamSummary(team);
    expect(summary.counts.disc).toEqual({ D: 3, I: 0, S: 0, C: 1, unknown: 1 });
    expect(summary.counts.thinking).toEqual({
      Analytical: 3,
      Structural: 1,
      Social: 0,
      Conceptual: 0,
      unknown: 1,
    });
    expect(summary.members.filter((m) => m.isYou)).toHaveLength(1);
  });

  it('puts gaps, concentrations and the unread into words', () => {
    const words = teamSummary(team).observations;
    const texts = words.map((o) => o.text);
    expect(texts).toContain(
      'No one on your map is i-style: enthusiasm and selling the idea may fall to no one, so plan who rallies people.',
    );
    expect(texts.some((t) => t.startsWith('3 of 4 people on your map are D-style'))).toBe(true);
    expect(
      texts.some((t) => t.startsWith('3 of 4 people on your map think analytically first')),
    ).toBe(true);
    expect(texts).toContain(
      'One person on your map has no DiSC style yet: read a conversation with them or choose one by hand.',
    );
    expect(words.filter((o) => o.kind === 'gap').map((o) => o.framework)).toEqual([
      'disc',
      'disc',
      'emergenetics',
      'emergenetics',
    ]);
  });

  it('says when every style is present and none dominates', () => {
    const balanced = ['D', 'I', 'S', 'C'].map((disc, i) =>
      member(`P${i}`, { disc: disc as TraitValues['disc'] }),
    );
    const texts = teamSummary(balanced).observations.map((o) => o.text);
    expect(texts[0]).toMatch(/^Every DiSC style is on your map/);
    expect(texts).toContain(
      '4 people on your map have no thinking preference yet: read a conversation with them or choose one by hand.',
    );
  });
});
