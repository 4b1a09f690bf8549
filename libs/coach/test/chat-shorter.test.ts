import { describe, expect, it } from 'vitest';
import type { ChatHistoryItem } from '@styleprint/contracts';
import { previousDraft, shortenDraft } from '../src/chat/shorter.js';
import { replyAsText } from '../src/stream.js';
import { writeChat } from '../src/writing/chat.js';
import { DIRECT_PROFILE, EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

/*
 * "Make it shorter" cuts the draft the coach gave one turn ago (decision 0126). The drafts here
 * were written for these tests; none is from a fresh batch.
 */

const QUESTION =
  'Our printer Kessler Druck promised 5,000 brochures by 3 March for the trade fair on 10 March. Nothing has arrived. How do I chase Lotte, their account manager?';
const DRAFT =
  "Hi Lotte, I'm so sorry to bother you again. I hope things are well. I wanted to follow up on our order of 5,000 brochures, which was confirmed for 3 March. We have been really looking forward to them and the team has been asking every day. Could you confirm a delivery date by Thursday? The fair opens on 10 March, so we need them by the 7th at the latest.";

/** The earlier turn as the chat sends it back: the coach's reply as text, the draft last. */
const history: ChatHistoryItem[] = [
  { role: 'user', content: QUESTION },
  {
    role: 'assistant',
    content: replyAsText({
      inferred_style: 'Too little about Lotte to tell their style yet.',
      insights: ['Put the ask and the date first.', 'Name the fair, so the date has a reason.'],
      suggested_reply: DRAFT,
    }),
  },
];

describe('make it shorter', () => {
  it('finds the draft in the earlier answer, as the product sends it and as a quote in prose', () => {
    expect(previousDraft(history)).toBe(DRAFT);
    expect(
      previousDraft([
        { role: 'user', content: QUESTION },
        {
          role: 'assistant',
          content: `Keep it firm and friendly. Something like: "${DRAFT}" Then call if nothing comes by Thursday.`,
        },
      ]),
    ).toBe(DRAFT);
  });

  it('finds the draft in the history the web sends back, under its heading', () => {
    const web = [
      'Communication Style: Too little about Lotte to tell their style yet.',
      'Key Insights:\n- Put the ask and the date first.\n- Name the fair.',
      `Suggested Improved Response:\n${DRAFT}`,
    ].join('\n\n');
    expect(
      previousDraft([
        { role: 'user', content: QUESTION },
        { role: 'assistant', content: web },
      ]),
    ).toBe(DRAFT);
  });

  it('cuts a short draft by a sentence too', () => {
    const { reply } = shortenDraft(
      'Hi Noor, I wanted to check in about the tiles. We need them by 4 May for the bathroom. Could you confirm the date?',
      'shorter',
    );
    expect(reply).toBe(
      'Hi Noor, we need them by 4 May for the bathroom. Could you confirm the date?',
    );
  });

  it('keeps the greeting, the facts and the question, and drops the apology and the story', () => {
    const reply = writeChat({
      message: 'can you make it shorter? she reads on her phone',
      history,
      profile: EXPRESSIVE_PROFILE,
    });
    expect(reply.suggested_reply).toMatch(/^Hi Lotte, /);
    for (const fact of ['5,000 brochures', '3 March', 'by Thursday', '10 March'])
      expect(reply.suggested_reply).toContain(fact);
    expect(reply.suggested_reply).not.toMatch(/looking forward|asking every day/);
    expect(reply.suggested_reply.length).toBeLessThan(DRAFT.length);
    expect(reply.insights[0]).toMatch(/^Shorter: \d+ words instead of 71\./);
  });

  it('takes the softeners out when asked for more confidence', () => {
    const { reply } = shortenDraft(DRAFT, 'too apologetic, she is blunt. shorter and firmer');
    expect(reply).not.toMatch(/sorry|I hope|bother/i);
    expect(reply).toMatch(/^Hi Lotte, I wanted to follow up on our order of 5,000 brochures/);
  });

  it('keeps to the number of lines asked for, with the bit asked to keep', () => {
    const { reply } = shortenDraft(DRAFT, 'two lines max please, and keep the bit about the fair');
    expect(reply.match(/[.?!](?:\s|$)/g)).toHaveLength(2);
    expect(reply).toContain('The fair opens on 10 March');
  });

  it('adds what the user now confirms in place of the tentative line', () => {
    const { reply } = shortenDraft(
      'Hi Ines, the full report will be late. We may be able to send the summary on Friday. The rest follows on Tuesday.',
      'shorter and more confident. And yes, we can send the summary and the charts on Friday.',
    );
    expect(reply).not.toMatch(/may be able to/);
    expect(reply).toMatch(/We can send the summary and the charts on Friday\.$/);
  });

  it('tells each style what they will be tempted to put back', () => {
    const message = 'shorter please';
    const talker = writeChat({ message, history, profile: EXPRESSIVE_PROFILE });
    const driver = writeChat({ message, history, profile: DIRECT_PROFILE });
    expect(talker.insights.at(-1)).toMatch(/warmth/);
    expect(driver.insights.at(-1)).toMatch(/cut the question too/);
  });
});
