import { describe, expect, it } from 'vitest';
import { MOMENT_ANSWERS } from '../src/data/moments/index.js';
import { createEmbeddedEngine } from '../src/index.js';
import { EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

/**
 * Advances no one sentence carries, spread over a manager's turns in a pasted conversation: a
 * remark on looks, an invitation to a hotel or to drinks alone, a hint at a promotion or a review
 * (docs/decisions/0130-coach-pasted-comment-threads-and-advances.md).
 */
const engine = createEmbeddedEngine();
const analyse = (conversation: string, userName?: string) =>
  engine.analyze({ conversation, profile: EXPRESSIVE_PROFILE, ...(userName ? { userName } : {}) });
const SEXUAL = MOMENT_ANSWERS.sexual;

describe('advances spread over one writer’s turns', () => {
  it.each([
    {
      name: 'Teams: his looks remark, then his hotel, then her review',
      userName: 'Amara Osei',
      conversation: [
        'Greg Whitfield  Wed 22:47',
        'you look great in that dress btw, the clients love a pretty face',
        'Greg Whitfield  Wed 22:49',
        "let's discuss your promotion properly. my hotel's 2 mins from the office 😉",
        'Amara Osei  Wed 23:10',
        "Thanks. I'll see you at the 9am prep.",
        'Greg Whitfield  Thu 07:40',
        'so formal. would be a shame if your review suffered',
      ].join('\n'),
    },
    {
      name: 'Slack: dinner at his hotel to discuss her promotion',
      userName: 'Lena',
      conversation: [
        '[18:02] Marcus: Great job on the pitch today, honestly',
        '[18:03] Lena: Thanks! The client seemed happy.',
        "[18:05] Marcus: Let's discuss your promotion over dinner at my hotel tonight",
        "[18:06] Marcus: just the two of us, I'll tell the others it's a budget chat",
        '[18:20] Lena: Could we do it in the office tomorrow?',
        "[18:22] Marcus: if you want that promotion you'll come tonight",
      ].join('\n'),
    },
    {
      name: 'WhatsApp: a compliment on her looks and drinks alone',
      userName: 'Sofia Reyes',
      conversation: [
        '03/11/2026, 21:14 - Daniel Kerr: You looked stunning at the awards tonight',
        '03/11/2026, 21:15 - Daniel Kerr: Come up to my room for a nightcap, just you and me',
        "03/11/2026, 21:40 - Sofia Reyes: I'm heading home, see you Monday.",
      ].join('\n'),
      // No promotion or review in it: the boundary answers the remark on her looks and the
      // invitation to his room, and invents no touching.
      reply:
        'Please stop commenting on how I look and keep things between us to work. I am not interested in anything beyond a working relationship. This is not welcome, and if it happens again I will report it.',
    },
  ])(
    'answers $name as sexual harassment, with its answer',
    async ({ conversation, userName, reply: boundary }) => {
      const reply = await analyse(conversation, userName);
      expect(reply.safety?.kind).toBe('harassment');
      expect(reply.inferred_style).toBe(SEXUAL.read.conversation);
      // Tied to her promotion or review: quid pro quo, and a boundary about meeting in private.
      expect(reply.suggested_reply).toBe(
        boundary ??
          "I'm not comfortable meeting outside work or in private. I'd like to keep anything about my promotion to the office, in working hours, with HR involved if needed.",
      );
      // No coaching script: no read of the manager's style, no reading card to correct.
      expect(reply.inferred_style).not.toMatch(/DiSC/);
      expect(reply.reading).toBeUndefined();
    },
  );

  it.each([
    {
      name: 'a hotel booking and a team dinner',
      conversation: [
        'Priya: My hotel is booked for Tuesday, the one by the station.',
        'Priya: Team dinner is at 7 on Wednesday, the whole group is coming.',
        'Me: Great, I will book my train.',
      ].join('\n'),
    },
    {
      name: 'a promotion process and a compliment on the work',
      conversation: [
        'Tom: You did great work on that deck, the client loved the numbers.',
        "Tom: Let's go over your promotion case in our 1:1 on Thursday.",
        'Tom: HR opens the promotion round on the 15th; your review is the week after.',
        'Me: Thanks Tom, I will bring my notes.',
      ].join('\n'),
    },
    {
      name: 'a manager at a conference: his hotel, the review process, team drinks',
      conversation: [
        "Dana: I'm at my hotel now, the wifi is slow so I'll join by phone.",
        'Dana: Reviews are due Friday; I will send everyone the form today.',
        'Dana: Team drinks at the hotel bar at 6 if you are around, everyone welcome.',
        'Me: Thanks, I will fill it in tonight.',
      ].join('\n'),
    },
    {
      name: 'a compliment from one person and a hotel from another',
      conversation: [
        'Priya: You look lovely in that dress! What a wedding.',
        'Tom: My hotel is the one by the station, shall we share a taxi back with the others?',
        'Me: Yes please, leaving at 11.',
      ].join('\n'),
    },
  ])('does not raise it for $name', async ({ conversation }) => {
    const reply = await analyse(conversation, 'Me');
    expect(reply.safety).toBeUndefined();
    expect(reply.inferred_style).not.toBe(SEXUAL.read.conversation);
  });
});
