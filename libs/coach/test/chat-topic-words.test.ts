import { describe, expect, it } from 'vitest';
import { guessSituations } from '../src/chat/situations.js';
import { readFacts } from '../src/chat/facts.js';
import { writeChat } from '../src/writing/chat.js';
import { EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

/*
 * A situation is offered only for a question that names its topic (decision 0126, amended
 * 2026-11-28), a text to rework is asked for when it is missing, and a draft pasted without quote
 * marks is fixed as written. The questions were written for these tests; none is from a fresh batch.
 */

const ask = (message: string) => writeChat({ message, history: [], profile: EXPRESSIVE_PROFILE });

describe('situations only for a question that names their topic', () => {
  const CRITICISED =
    "I'm the duty manager at a leisure centre. Our area director, Mr Pell, walked through reception at 9:10 and said in front of two members: 'Why is the pool still closed? This site is always behind.' The chlorine delivery was booked for 7:30 and arrived at 8:55, and the test takes forty minutes. I started explaining and he left mid-sentence. What do I say to him tomorrow?";

  it('does not answer public criticism as "being interrupted" because someone left mid-sentence', () => {
    expect(guessSituations(CRITICISED).map((guess) => guess.situation.id)).not.toContain(
      'interrupted',
    );
    const reply = ask(CRITICISED);
    const text = [...reply.insights, reply.suggested_reply].join(' ');
    expect(text).not.toMatch(/talking over you|cutting you off|get cut off/i);
    expect(text).toContain('Mr. Pell');
  });

  it('still answers a question that names its topic, in any wording', () => {
    for (const [question, situation] of [
      [
        'My colleague finishes my sentences in every stand-up. How do I get him to stop?',
        'interrupted',
      ],
      [
        'Our caterer wants to renegotiate from 15% to 22% commission. What do I say?',
        'negotiating',
      ],
      ['How do I push back on micromanagement politely in my 1:1?', 'micromanaged'],
    ] as const)
      expect(guessSituations(question)[0]?.situation.id, question).toBe(situation);
  });

  it('asks first when a short question leans to a topic it never names', () => {
    // "weird with me" leans to a new manager's first weeks, which it never mentions.
    const question = 'my coworker has been weird with me since last week. what should i say to her';
    expect(guessSituations(question)).toEqual([]);
    const reply = ask(question);
    expect(reply.suggested_reply).toBe('');
    expect(reply.insights[0]).toMatch(/^What happened with your coworker/);
  });
});

describe('a text to rework that is not there', () => {
  it.each([
    'can u make this sound more professional',
    'Could you please check my email before I send it?',
    'rewrite this so it sounds less angry',
  ])('asks for the text: %s', (message) => {
    const reply = ask(message);
    expect(reply.suggested_reply).toBe('');
    expect(reply.insights[0]).toMatch(/^Paste the message here/);
  });

  it.each([
    'how do I make my messages sound less rude?',
    'Is there a quick check I can do on my email tone before I hit send?',
    'People interrupt me in meetings all the time. Any way to make it stop?',
  ])('answers a question about writing in general: %s', (message) => {
    const reply = ask(message);
    expect(reply.insights[0]).not.toMatch(/^Paste the message here/);
    expect(reply.suggested_reply).not.toBe('');
  });
});

describe('a draft pasted without quote marks', () => {
  it('is fixed: hedges out, and written as it should go out', () => {
    const reply = ask(
      'can you fix this: hi all, sorry to bother you all again but i just wanted to let you know that the stock take on thursday is moved to saturday at 8am because the scanners arent back, hope thats ok',
    );
    expect(reply.suggested_reply).toBe(
      "Hi all, the stock take on Thursday is moved to Saturday at 8am because the scanners aren't back.",
    );
  });
});

describe('who the reply is to', () => {
  it('does not take a review site or a union for a person', () => {
    expect(
      readFacts('A guest says she will post on Trustpilot unless we refund the £90 deposit.').name,
    ).toBeUndefined();
    expect(
      readFacts("I'm the branch secretary (Unison) and members are unhappy.").name,
    ).toBeUndefined();
  });

  it('keeps a written-out title with the name, without a full stop', () => {
    expect(readFacts('Our buyer in Hamburg, Herr Brandt, wants the pallets by Friday.').name).toBe(
      'Herr Brandt',
    );
    expect(readFacts('Professor Lindqvist has not answered my email about the data.').name).toBe(
      'Professor Lindqvist',
    );
  });
});
