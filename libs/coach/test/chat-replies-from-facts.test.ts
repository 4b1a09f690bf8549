import { describe, expect, it } from 'vitest';
import { ownStatements } from '../src/chat/as-asked.js';
import { readFacts } from '../src/chat/facts.js';
import { askChat as ask } from './fixtures/chat.js';
import { DIRECT_PROFILE, EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

/*
 * Replies built from what the user told the coach, said as it can be sent (decision 0131): what
 * the other person keeps doing, the statements of a long sentence, an aside in brackets, no
 * meeting logistics, a written answer that ends in writing, a shorter draft without its filler.
 * Written for these tests; none is from a fresh batch.
 */

describe('what the other person keeps doing', () => {
  it('is read after their name, and said to them', () => {
    expect(
      readFacts('One of my reports, Dario, keeps rewriting other people’s tickets without asking.')
        .habit,
    ).toBe('rewriting other people’s tickets without asking');
    expect(
      readFacts('It keeps happening and I keep forgetting to raise it.').habit,
    ).toBeUndefined();
  });

  it('names the behaviour in the feedback a manager gives, for both kinds of reader', () => {
    const message =
      'I manage a small team. Dario keeps rewriting other people’s tickets without asking, and two people complained. Our 1:1 is on Thursday. How do I tell him?';
    for (const profile of [EXPRESSIVE_PROFILE, DIRECT_PROFILE]) {
      const reply = ask(message, [], profile).suggested_reply;
      expect(reply).toMatch(/^Dario, .*you keep rewriting other people’s tickets without asking/);
      expect(reply).not.toMatch(/1:1 is on Thursday|Our 1:1/);
    }
  });
});

describe('the facts of a long sentence', () => {
  it('are statements for the reply clause by clause, without who the user is', () => {
    const message =
      'I need to email our COO, Beatriz Lemos. I am a facilities lead and we can cut the energy bill by about 12% (£300k/yr now) if we sign the 5-year tariff, but the supplier needs an answer by 4 March and my director is away until the 10th.';
    const statements = ownStatements(message, readFacts(message));
    expect(statements[0]).toBe(
      'We can cut the energy bill by about 12% (£300k/yr now) if we sign the 5-year tariff.',
    );
    expect(statements.join(' ')).not.toMatch(/facilities lead/);
  });

  it('take an aside in brackets about the user’s own side as a statement', () => {
    const message =
      "I'm an accountant and a client emailed me in a panic about a tax penalty letter. I want to reply calmly and explain the next steps (we have 30 days to appeal the penalty) without brushing off his worry.";
    expect(ownStatements(message, readFacts(message))).toContain(
      'We have 30 days to appeal the penalty.',
    );
  });
});

describe('an answer to someone who wrote in a panic', () => {
  it('acknowledges the worry, states the user’s own fact and ends in writing, not a meeting', () => {
    const reply = ask(
      "I'm a solicitor. A client's builder is threatening to sue over an unpaid invoice and my client emailed me in all caps panicking. I need to reply to him calmly and explain next steps (we have 21 days to respond to the claim) without sounding dismissive of his stress. Tone help please",
    ).suggested_reply;
    expect(reply).toMatch(/I understand why this is worrying/);
    expect(reply).toMatch(/We have 21 days to respond to the claim\./);
    expect(reply).not.toMatch(/Could we (?:talk|speak)/);
  });
});

describe('a shorter version of an earlier draft', () => {
  it('drops the softeners, the explanation after "which means" and the stock closer', () => {
    const reply = ask('too long, she only reads the first two lines. shorter', [
      { role: 'user', content: 'I promised Greta the audit pack by today but two sites are late.' },
      {
        role: 'assistant',
        content:
          'Something like this:\n\n"Hi Greta, I hope your week is going well. Unfortunately, two of the sites have not sent their logs yet, which means the audit pack is not complete. I expect to have it all by Thursday. Please let me know if you have any questions or concerns."',
      },
    ]).suggested_reply;
    expect(reply).toBe(
      'Hi Greta, two of the sites have not sent their logs yet. I expect to have it all by Thursday.',
    );
  });
});

describe('a greeting with a title from another language', () => {
  it('opens with "Dear", not "Hi"', () => {
    const reply = ask(
      'Invoice 4410 for €2,900 to Vogel Spedition was due on 15 October and my reminder got no answer. My contact is Herr Albrecht. How do I chase it firmly but politely?',
    ).suggested_reply;
    expect(reply).toMatch(/^Dear Herr Albrecht,/);
  });
});

describe('a question with too little to answer', () => {
  it.each([
    'my manager is being weird, what do I do',
    'I have a difficult conversation tomorrow',
    'can you help me with my team',
    'I need to give feedback',
    'problems with a coworker, advice?',
  ])('asks what happened instead of guessing: %s', (message) => {
    const reply = ask(message);
    expect(reply.suggested_reply).toBe('');
    expect(reply.insights[0]).toMatch(/^What happened/);
  });

  it('still answers the same kind of question once it says who and what', () => {
    const reply = ask(
      'I have a difficult conversation with Tom about his drinking at the party tomorrow',
    );
    expect(reply.suggested_reply).not.toBe('');
  });
});

describe('a new way of working to introduce to a team', () => {
  it('is introduced as help, not announced as difficult news or handed over as a task', () => {
    const reply = ask(
      'I lead a support team of 12. I want to email everyone introducing a new ticket triage checklist from Monday, because urgent tickets keep sitting in the queue. How do I word it so nobody feels blamed?',
    );
    expect(reply.insights[0]).toMatch(/introduce|new ticket triage checklist/);
    expect(reply.suggested_reply).toMatch(/not about anyone doing anything wrong/);
    expect(reply.suggested_reply).not.toMatch(/difficult news|take over/);
  });

  it('still answers layoffs as bad news', () => {
    const reply = ask(
      'I have to tell my team of 8 that two roles are being made redundant next month because of budget cuts. How do I say it?',
    );
    expect(reply.suggested_reply).not.toMatch(/not about anyone doing anything wrong/);
  });
});

describe('situations found by rule', () => {
  it('answers a colleague’s late-night messages with a limit on the user’s hours', () => {
    const reply = ask(
      'My teammate Jonas keeps pinging me on Slack around 11pm about things that can wait till morning. I feel I have to answer. How do I stop this without being awkward?',
    );
    expect(reply.insights[0]).toMatch(/^You want Jonas to stop reaching you outside your hours/);
    expect(reply.suggested_reply).toMatch(/^Jonas, /);
    expect(reply.suggested_reply).toMatch(/working hours|switch off/);
  });

  it('answers a job rejection with thanks, an open door and one optional question', () => {
    const reply = ask(
      'Just got an email from Priya (recruiter at Fenwick Labs): they went with another candidate for the data lead role after the final interview on 3 June. How do I reply and keep the door open?',
    );
    expect(reply.insights[0]).toMatch(/^You were turned down by Priya/);
    expect(reply.suggested_reply).toMatch(/^(?:Hi )?Priya,/);
    expect(reply.suggested_reply).toMatch(/considered for anything similar/);
    expect(reply.suggested_reply).not.toMatch(/3 June|final interview/);
  });

  it('leaves a user who has to reject someone to the other answers', () => {
    const reply = ask(
      'I have to reject a candidate, Marco, after three interviews. How do I email him kindly?',
    );
    expect(reply.insights[0] ?? '').not.toMatch(/You were turned down/);
  });
});
