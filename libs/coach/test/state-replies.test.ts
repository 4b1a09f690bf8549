import { describe, expect, it } from 'vitest';
import { createEmbeddedEngine } from '../src/index.js';
import { dialogueState } from '../src/reading/infer/dialogue-state.js';
import { EXPRESSIVE_PROFILE, DIRECT_PROFILE } from './fixtures/profiles.js';

/**
 * The reply written from the dialogue state (decision 0128, amendment): the user's own ask or
 * position held when the other side answered with a condition, a put-off or something else, and
 * their request answered first when the user owes it. Conversations written for these tests.
 */
const engine = createEmbeddedEngine();
const analyse = (lines: string[], profile = EXPRESSIVE_PROFILE) =>
  engine.analyze({ conversation: lines.join('\n'), profile });

const turns = (...lines: string[]) =>
  lines.map((line) => {
    const [speaker = '', ...rest] = line.split(': ');
    return { speaker, text: rest.join(': ') };
  });

const RATE = [
  'Olga: Thanks for the sample. Happy to go ahead at 0.12 EUR per word for the brochure.',
  "Me: Hi Olga, the purchase order for the brochure says 0.09 EUR per word. We agreed 0.12 EUR per word in your email of 3 March, so I can't sign the order as it stands.",
  'Olga: I understand. Rates across our pool were reviewed this month. What we can do is keep 0.09 EUR per word if you can take the two follow-up leaflets as well.',
];

describe('what became of the user’s ask, read as a counter', () => {
  it('reads a stated position as an ask, and a condition in its place as a counter', () => {
    const state = dialogueState(turns(...RATE), 'Me', ['Olga']);
    const held = state.asks.filter((ask) => ask.speaker === 'Me');
    expect(held.map((ask) => ask.kind)).toEqual(['position']);
    expect(held[0]?.fate).toBe('countered');
    expect(state.focus?.sentence).toMatch(/^We agreed 0\.12 EUR per word/);
  });

  it('reads a decision stated as closed as a counter to a question, not as its answer', () => {
    const state = dialogueState(
      turns(
        'Me: Could we keep the Tuesday evening drop-in for the older volunteers?',
        "Nina: It's already been decided by the trustees, but your input on the welcome pack would be great.",
      ),
      'Me',
      ['Nina'],
    );
    expect(state.focus?.fate).toBe('countered');
  });

  it('keeps a yes with a condition after it an answer', () => {
    const state = dialogueState(
      turns(
        'Me: Could we keep the Tuesday evening drop-in?',
        'Nina: Yes, if you can find one more volunteer to run it.',
      ),
      'Me',
      ['Nina'],
    );
    expect(state.focus).toBeNull();
  });
});

describe('the reply holds the user’s position', () => {
  it('quotes their own earlier figure and asks for it, never defending or conceding theirs', async () => {
    const reply = await analyse(RATE);
    expect(reply.reading?.sentence).toMatch(
      /^You said "We agreed 0\.12 EUR per word.*"; Olga answered with "What we can do is keep 0\.09/,
    );
    expect(reply.suggested_reply).toContain(
      '"Happy to go ahead at 0.12 EUR per word for the brochure"',
    );
    expect(reply.suggested_reply).toMatch(
      /confirm (?:that 0\.12 EUR per word stands|we stay at 0\.12 EUR per word), as agreed\?/,
    );
    expect(reply.suggested_reply).not.toMatch(/good catch|sits behind|team effort|leaflets/i);
    expect(reply.insights[0]).toMatch(/answered your point with a condition/);
  });

  it('yields to a reading the person chooses under "Not right?"', async () => {
    const first = await analyse(RATE);
    const other = first.reading?.alternatives[0]?.situation;
    expect(other).toBeDefined();
    const corrected = await engine.analyze({
      conversation: RATE.join('\n'),
      profile: EXPRESSIVE_PROFILE,
      ...(other ? { reading: { situation: other } } : {}),
    });
    expect(corrected.reading).toMatchObject({ situation: other, chosen: true });
    expect(corrected.suggested_reply).not.toBe(first.suggested_reply);
    expect(corrected.suggested_reply).not.toContain('For reference, you wrote earlier');
  });

  it('puts a question back that was answered with a closed decision', async () => {
    const reply = await analyse([
      'Me: Hi Nina, could we keep the Tuesday evening drop-in for the older volunteers?',
      "Nina: It's already been decided by the trustees, but your input on the welcome pack would be great. Could you draft it by Monday?",
    ]);
    // Asked again in the user's own voice, not quoted back at Nina.
    expect(reply.suggested_reply).toMatch(
      /: could we keep the Tuesday evening drop-in for the older volunteers\?/,
    );
    expect(reply.suggested_reply).not.toContain('"');
    expect(reply.suggested_reply).not.toMatch(/Yes, I/);
  });

  it('restates a put-off ask with the date the user gave, and asks for a yes or no by then', async () => {
    const reply = await analyse([
      'Me: Can I take the Friday before Easter as leave? The ferry booking closes on Wednesday.',
      'Mo: leave it with me, I will have a look once the audit is done',
    ]);
    expect(reply.reading?.sentence).toMatch(
      /^You asked "Can I take the Friday before Easter as leave\?"/,
    );
    expect(reply.suggested_reply).toMatch(/[,:] can I take the Friday before Easter as leave\?/);
    expect(reply.suggested_reply).not.toContain('"');
    expect(reply.suggested_reply).toMatch(/yes or no/);
    expect(reply.suggested_reply).not.toMatch(/plan around the audit|would part of it work/);
  });
});

describe('a put-off open question', () => {
  it('asks for an answer, not a yes or no, by the date the user gave, said with "by"', async () => {
    const reply = await analyse([
      'Me: What time does the loading bay open on Saturday? I need to know until Friday.',
      'Kai: let me check with facilities and come back to you',
    ]);
    expect(reply.suggested_reply).toMatch(/[,:] what time does the loading bay open on Saturday\?/);
    // The date is said once, in the ask for an answer, not again as a sentence of its own.
    expect(reply.suggested_reply.match(/Friday/g)).toHaveLength(1);
    expect(reply.suggested_reply).toMatch(
      /by Friday, (?:so )?could you (?:give me|let me have) an answer by then\?/,
    );
    expect(reply.suggested_reply).not.toMatch(/yes or no|until Friday/);
  });
});

describe('their request the user owes is answered first', () => {
  it('answers a request wrapped in thanks, in their own words turned round', async () => {
    const reply = await analyse([
      "Me: Here's the sign-up sheet for tomorrow's workshop.",
      'Dana: Thank you so much for running the workshop, everyone loved it! Could you send the slides before I share the notes with our leadership group?',
    ]);
    expect(reply.suggested_reply).toContain(
      'Yes, I can send the slides before you share the notes with your leadership group.',
    );
    expect(reply.suggested_reply).not.toMatch(/team effort|glad it helped/);
    expect(reply.insights[0]).toMatch(/asked you to do something/);
  });

  it('names the trade before saying yes to a request added on top', async () => {
    const reply = await analyse([
      'Me: The three supplier profiles for the tender are in the shared folder.',
      'Priti: Brilliant, thank you! Could you also write the risk register for the appendix?',
    ]);
    expect(reply.suggested_reply).toContain('also write the risk register for the appendix');
    expect(reply.suggested_reply).toMatch(/make room|should wait/);
    expect(reply.suggested_reply).not.toMatch(/Yes, I/);
  });

  it('does not answer a question the engine cannot know, or a request that does not turn round', async () => {
    for (const ask of [
      'Could you confirm the stock count for aisle 4?',
      'Can you tell me when the van is back?',
      'Could you check whether you signed the form?',
    ]) {
      const reply = await analyse(['Me: The van is booked for Monday.', `Ravi: Thanks! ${ask}`]);
      expect(reply.suggested_reply).not.toMatch(/Yes, I (?:can|will)/);
    }
  });
});

describe('figures are said once', () => {
  it('never names the same figure twice, or the same unit after each of two figures', async () => {
    for (const profile of [EXPRESSIVE_PROFILE, DIRECT_PROFILE]) {
      const reply = await analyse(
        [
          'Me: The quote for the van hire is £1,450 per week for the six weeks.',
          "Rob: That's a lot more than we budgeted. Our last hire was £1,100 per week, so £1,450 per week seems high to me.",
        ],
        profile,
      );
      const text = reply.suggested_reply;
      for (const figure of ['£1,450', '£1,100']) {
        expect(text.split(figure).length - 1).toBeLessThanOrEqual(1);
      }
      expect(text).not.toMatch(/per week and £/);
      expect(text).not.toMatch(/good catch|right to check/i);
    }
  });
});

describe('a thank-you that carries a decision', () => {
  it('takes the decision as made instead of accepting praise', async () => {
    const reply = await analyse([
      'Me: Hi Joanne, the autumn timetable for the pilates classes is attached.',
      "Joanne: Julia, thanks for all the lovely sessions this year. We won't be renewing the studio contract in January. Thanks again for everything!",
    ]);
    expect(reply.suggested_reply).toContain(
      `"We won't be renewing the studio contract in January"`,
    );
    expect(reply.suggested_reply).not.toMatch(/team effort|glad it helped|good to hear/);
    expect(reply.insights[0]).toMatch(/told you a decision/);
  });
});

describe('who a reply written from the state speaks to', () => {
  it('answers the person who made the request, not the first person in the thread', async () => {
    const reply = await analyse([
      'Femi: Morning all, the shuttle timetable is up on the wiki.',
      'Me: Thanks Femi, I will link it from the visitor page.',
      'Ruth: Great. Could you also send the timetable to the front desk before the open day?',
    ]);
    expect(reply.suggested_reply).toMatch(/^Ruth, /);
    expect(reply.suggested_reply).toContain('also send the timetable to the front desk');
  });
});
