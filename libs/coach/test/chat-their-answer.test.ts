import { describe, expect, it } from 'vitest';
import type { ChatHistoryItem, CoachReply } from '@styleprint/contracts';
import { theirAnswerOf } from '../src/chat/their-answer.js';
import { writeChat } from '../src/writing/chat.js';
import { DIRECT_PROFILE, EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

/*
 * A follow-up that reports how the other person answered is answered about that answer, the
 * person and the matter of the earlier turn (docs/decisions/0126-coach-chat-situations.md). The
 * conversations here were written for these tests; none is from a fresh batch.
 */

const ask = (message: string, history: ChatHistoryItem[], profile = EXPRESSIVE_PROFILE) =>
  writeChat({ message, history, profile });

const earlier = (question: string): ChatHistoryItem[] => [
  { role: 'user', content: question },
  {
    role: 'assistant',
    content: 'Say it privately and soon, with the one example and what it caused.',
  },
];

const allText = (reply: CoachReply): string =>
  [reply.inferred_style, ...reply.insights, reply.suggested_reply].join('\n');

const FEEDBACK = earlier(
  'Tomasz on my team shipped the release notes with the wrong version numbers again, and support had to correct them for customers. How do I raise it with him without being harsh? I manage him.',
);

describe('a short, stiff answer to feedback', () => {
  const message =
    "I sent it on Slack. He replied 'Ok. Won't happen again.' and has barely spoken to me since. Did I mess it up?";

  it('answers the question asked, about him, before any advice', () => {
    const reply = ask(message, FEEDBACK);
    expect(reply.insights[0]).toMatch(/^You didn't mess it up\./);
    expect(reply.insights[0]).toContain('"Ok. Won\'t happen again."');
    expect(reply.insights[0]).toMatch(/took the point/);
    expect(allText(reply)).not.toMatch(/rude|uncooperative|clear the air/);
  });

  it('suggests a brief word in person rather than another written message', () => {
    const reply = ask(message, FEEDBACK);
    expect(reply.insights[1]).toMatch(/in person/);
    expect(reply.suggested_reply).toMatch(/^Tomasz, about my message/);
    expect(reply.suggested_reply).toMatch(/not a telling-off/);
  });

  it('fits the advice to the user: a talker and a driver are told different things', () => {
    const talker = ask(message, FEEDBACK, EXPRESSIVE_PROFILE);
    const driver = ask(message, FEEDBACK, DIRECT_PROFILE);
    expect(talker.insights.at(-1)).toMatch(/long, warm message/);
    expect(driver.insights.at(-1)).toMatch(/settle it now/);
  });
});

describe('a tied profile', () => {
  it('is told what each of its tied styles tends to do, in one sentence each', () => {
    const tied = {
      ...EXPRESSIVE_PROFILE,
      disc: { Primary: 'C' as const, Secondary: null, Tie: ['C' as const, 'S' as const] },
    };
    const reply = ask(
      "I sent it on Slack. He replied 'Ok. Won't happen again.' and has barely spoken to me since. Did I mess it up?",
      FEEDBACK,
      tied,
    );
    const fit = reply.insights.at(-1) ?? '';
    expect(fit).toMatch(
      /^Your DiSC answers split evenly between S and C, so no single style leads\./,
    );
    expect(fit).toMatch(/On the C side: you may want to explain/);
    expect(fit).toMatch(
      /On the S side: you may apologise|On the S side: you may want to apologise/,
    );
  });
});

describe('how the other person answered decides the advice', () => {
  it('reads tears and "I have been struggling" as hurt, not as defensiveness', () => {
    const reply = ask(
      'We had the talk. She cried and said she has been struggling since her dad got ill. I feel terrible. Did I mess up?',
      earlier(
        'Marguerite keeps missing the Monday stand-up and I need to give her feedback. How do I tell her without upsetting her?',
      ),
    );
    expect(reply.insights[0]).toMatch(/^You didn't mess it up\. Tears/);
    expect(allText(reply)).not.toMatch(/Defensiveness/);
    expect(reply.suggested_reply).toMatch(/how are you doing/);
  });

  it('turns a not-now into a dated next step, with the month they named', () => {
    const reply = ask(
      'I had the meeting. She said "there is nothing in the training budget until September." Was that it?',
      earlier(
        'How do I ask my manager Ruth to fund a data engineering course? It costs £1,200 and would let me take over the pipeline work.',
      ),
    );
    expect(reply.insights[0]).toMatch(/^It doesn't have to end there\./);
    expect(reply.suggested_reply).toMatch(/^Thanks, Ruth\./);
    expect(reply.suggested_reply).toMatch(/early in September/);
  });

  it('pushes, politely, on a hope that is not a commitment', () => {
    const reply = ask(
      'The supplier replied "we will do our best to deliver by the 9th". The shop opens on the 10th. Is that enough?',
      earlier(
        'Our shelving supplier Brandt has missed two delivery dates. How do I ask them to commit to a date before the shop opens?',
      ),
      DIRECT_PROFILE,
    );
    expect(reply.insights[0]).toMatch(/is a hope, not a commitment, and the 9th/);
    expect(reply.suggested_reply).toMatch(/confirm the 9th firmly/);
  });

  it('tells the user to speak to the boss first when the other person says they will', () => {
    const reply = ask(
      'He answered: "No worries, I\'ll just tell Henrike you couldn\'t help." Henrike is our director. Should I reply?',
      earlier(
        'My colleague Anton asked me to cover his client demo on Friday but I am on the bid all week. How do I say no?',
      ),
    );
    expect(allText(reply)).toMatch(/Tell Henrike yourself/);
    expect(reply.suggested_reply).toMatch(/I'll mention it to Henrike myself/);
  });

  it('says yes cleanly to a smaller ask the user can do, in their words', () => {
    const reply = ask(
      'She replied: "I can\'t move the launch. Could you at least send me the pricing section by Thursday?" I think I can do that. What do I say back?',
      earlier(
        'I need to ask my lead Odile for another week on the launch plan; legal only sent their comments yesterday.',
      ),
    );
    expect(reply.suggested_reply).toMatch(
      /^Odile, yes, I can send you the pricing section by Thursday\./,
    );
  });

  it('says no a second time, shortly, when the user says they cannot', () => {
    const reply = ask(
      'He wrote back "Understood. Could you at least do the first hour of the workshop?" I honestly don\'t have the time. Do I say no again?',
      earlier('How do I say no to Bastien, who wants me to run his half-day workshop next week?'),
    );
    expect(reply.suggested_reply).toMatch(/I can't do the first hour of the workshop as well/);
    expect(reply.insights[0]).toMatch(/Saying no a second time is fine/);
  });

  it('walks a firm message back plainly when they turn out to be right', () => {
    const reply = ask(
      'She rang back and said the contract actually says delivery within 10 working days, not 10 days. I checked and she is right, my assistant read it wrong. How do I walk it back?',
      earlier(
        'Our packaging supplier Ilse is late with the boxes: the contract says 10 days and it has been 12. Help me write a firm message.',
      ),
    );
    expect(reply.suggested_reply).toBe(
      "Ilse, I owe you an apology. I've checked, and you're right: the contract says delivery within 10 working days, not 10 days. The mistake was ours, and I'm sorry for my message earlier. Let me know how you'd like to handle it, and I'll make sure it doesn't happen again.",
    );
    expect(reply.insights[1]).toMatch(/deal with your own side of it separately/);
  });

  it('reads a short answer to a no as accepting it, with nothing to repair', () => {
    const reply = ask(
      "he wrote back 'fine. understood.' and that's it. did I mess it up?",
      earlier(
        'My director Oskar wants me to run the charity quiz night on top of the budget round, which runs until the 30th. How do I say no without looking unhelpful?',
      ),
    );
    expect(reply.insights[0]).toMatch(
      /^You didn't mess it up\. "fine\. understood\." accepts your no\./,
    );
    expect(reply.insights[1]).toMatch(/no need to apologise now/);
    expect(allText(reply)).not.toMatch(/telling-off|try harder/);
    expect(reply.suggested_reply).toMatch(/^Thanks, Oskar\./);
  });

  it('says plainly when the user’s own apology excused itself, and offers a real one', () => {
    const reply = ask(
      "I sent it but toned it down: 'Hi Joss, sorry if you felt put on the spot at the review, I only meant to help.' She replied 'fine.' and has been cool since. Did I mess it up?",
      earlier(
        'In the quarterly review I told the director, in front of everyone, that my colleague Joss had missed the supplier deadline. I want to apologise to her.',
      ),
    );
    expect(reply.insights[0]).toMatch(
      /^Partly, yes, and it can be fixed\. "Hi Joss, sorry if you felt/,
    );
    expect(reply.insights[0]).toMatch(/Joss's short answer says it hasn't landed/);
    expect(reply.suggested_reply).toMatch(
      /^Joss, I want to redo my message, because I didn't apologise properly\./,
    );
    expect(allText(reply)).not.toMatch(/telling-off/);
  });

  it('does not take the user’s own quoted words for their answer', () => {
    expect(
      theirAnswerOf(
        "I said 'fine, whatever works' and left. He replied 'noted.' Should I follow up?",
      )?.quote,
    ).toBe('noted.');
  });

  it('reads a short answer to a reply about a complaint as the end of the thread', () => {
    const reply = ask(
      "The ops manager replied 'Noted.' and nothing else. Should I do anything more?",
      earlier(
        'The ops manager emailed that my team missed the stock count deadline, copying my boss. It was their system that was down. How do I reply?',
      ),
    );
    expect(reply.insights[0]).toMatch(/closes the thread/);
    expect(reply.suggested_reply).not.toMatch(/take that as a yes/);
  });
});

describe('messages that are not a report of their answer', () => {
  it.each([
    'what if she says the budget is frozen?',
    'can you make it shorter?',
    'He keeps cc-ing my boss on everything. How do I stop that?',
  ])('leaves "%s" to the other answers', (message) => {
    expect(theirAnswerOf(message)).toBeNull();
  });

  it('leaves a counter-offer the user has not judged to the decision answer', () => {
    const answer = theirAnswerOf(
      "They came back with 'fine, 22 April, but no extra charge'. Accept?",
    );
    expect(answer?.reaction).toBe('counter');
    expect(answer?.willing).toBeNull();
  });
});
