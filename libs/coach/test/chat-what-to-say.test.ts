import { describe, expect, it } from 'vitest';
import type { CoachReply } from '@styleprint/contracts';
import { createEmbeddedEngine } from '../src/index.js';
import { askedFor } from '../src/chat/as-asked.js';
import { EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

/**
 * When the question says what the other person is to hear ("tell Marcus that we're not going
 * ahead", "say it'll be tomorrow morning", "only on Saturdays"), the suggested reply says it; how
 * the user wants to say it ("without starting a fight") is never sent (decision 0134).
 */
const engine = createEmbeddedEngine();
const reply = async (message: string): Promise<string> =>
  ((await engine.chat({ message, history: [], profile: EXPRESSIVE_PROFILE })) as CoachReply)
    .suggested_reply;

describe('the reply says what the user means them to hear', () => {
  it('tells the vendor named after his role what was decided', async () => {
    const text = await reply(
      "We have to kill the Atlas project before Friday's steering committee. I'm the PM in Sydney; how do I tell the vendor, Marcus, that we're not going ahead without burning the bridge?",
    );
    expect(text).toMatch(/^Marcus, /);
    expect(text).toMatch(/we're not going ahead/);
    expect(text).not.toMatch(/burning the bridge/);
  });

  it('commits to the time the user named when pushing back', async () => {
    const text = await reply(
      "My director Aiko just asked for 'one more quick cut' of the sales data by region. How do I push back politely and say it'll be tomorrow morning?",
    );
    expect(text).toMatch(/you'll have it tomorrow morning/);
    expect(text).not.toMatch(/I cannot do it/);
  });

  it("keeps the user's condition and leaves out how they mean to say it", async () => {
    const text = await reply(
      'My sister Ingrid keeps asking to borrow our car every weekend, and last Sunday she brought it back with an empty tank. I love her and want to keep helping, but only on Saturdays and with the tank refilled. How do I tell her without starting a fight?',
    );
    expect(text).toMatch(/keep helping, but only on Saturdays and with the tank refilled/);
    expect(text).not.toMatch(/without starting a fight/);
  });

  it('makes the suggestion the user wants to make', () => {
    expect(
      askedFor('anyway, how do I suggest to my director (Ngozi) that we cut it to 30 min?'),
    ).toBe('I would like to suggest that we cut it to 30 min.');
    expect(askedFor('how do I get my manager to cap the weekly sync at 30 min?')).toBe(
      'Would you be willing to cap the weekly sync at 30 min?',
    );
  });

  it('keeps the facts after a "but" that follows a quote', async () => {
    const text = await reply(
      "My team lead Tomás in Madrid posted in our Slack that the release is 'basically done', but QA still has 11 open bugs, two of them blockers on payments. I'm the QA engineer. How do I reply?",
    );
    expect(text).toMatch(/QA still has 11 open bugs, two of them blockers on payments/);
  });

  it('puts two pieces of work to the manager as a choice, whatever verb the question used', async () => {
    const text = await reply(
      "My manager Priya in Bangalore asked me on Monday to take over the vendor onboarding tracker from Arjun, but I'm already running the Q1 audit prep due 15 January. I don't want to look like I'm refusing. How do I reply to her so she picks which one slips?",
    );
    expect(text).toMatch(/^Priya, /);
    expect(text).toMatch(/take over the vendor onboarding tracker from Arjun/);
    expect(text).toMatch(/I'm already running the Q1 audit prep due 15 January/);
    expect(text).toMatch(/Which would you like me to put first\?/);
    expect(text).not.toMatch(/You in Bangalore/);
  });

  it('apologises for the mistake itself to someone who already knows', async () => {
    const text = await reply(
      'how do i apologise to my flatmate Jonas. i ate the rest of his birthday cake 🙈 he turns 30 today and was saving it for his sister who arrives at 7. he\'s usually super chill but he went quiet and just said "ok".',
    );
    expect(text).toMatch(/^Jonas, I'm sorry: I ate the rest of your birthday cake\./);
    expect(text).not.toMatch(/before you hear it from anyone else/);
  });

  it('answers a complaint the signed quote does not support with the quote, not an apology', async () => {
    const text = await reply(
      "A client, Mr. Okafor in Lagos, emailed that our invoice of 480,000 naira is 'far above what we agreed', but the signed quote from 3 September says exactly that amount. He's our biggest account. How do I answer firmly but keep him happy?",
    );
    expect(text).toMatch(/The signed quote from 3 September says exactly that amount\./);
    expect(text).not.toMatch(/sorry/i);
  });

  it('takes a project to stop for a project, not a person', async () => {
    const reply = await engine.chat({
      message:
        "I need to kill Atlas. We've spent £240k, the 8-week pilot in two stores gave a 3% uplift against a 10% target, and I have to tell the steering committee on Tuesday. How do I frame it?",
      history: [],
      profile: EXPRESSIVE_PROFILE,
    });
    expect(reply.inferred_style).not.toMatch(/Atlas/);
    expect(reply.suggested_reply).not.toMatch(/^Atlas|introducing/);
  });

  it("keeps the family reason in a no, and never sends the user's description of themselves", async () => {
    const no = await reply(
      "Tomasz from Gdańsk office ask me again to take his on-call shift on Saturday 14th. It is third time since March and I always said yes. This Saturday is my daughter's piano recital at 11:00 so I really cannot. How I say no?",
    );
    expect(no).toMatch(/my daughter's piano recital at 11:00/);
    const raise = await reply(
      "I manage Dev, a junior analyst. The September sales report he sent to our VP had the North and Wales totals swapped. I'm very detail-oriented and I know I can come across as nitpicky. We have a 1:1 on Thursday. How do I raise it so it actually changes things?",
    );
    expect(raise).not.toMatch(/detail-oriented|nitpicky/);
  });

  it('makes the suggestion the user wants to make, and owns a misread date with the right one', async () => {
    const suggestion = await reply(
      "Since my dad died in January my mum (72) rings me four or five times a day while I'm at work. I'm a ward nurse on 12-hour shifts and I can't pick up, and then she panics when I don't answer. I love her and I want to suggest we talk every evening at 7pm instead, but I'm scared she'll hear it as me pushing her away.",
    );
    expect(suggestion).toMatch(/suggest that we talk every evening at 7pm instead/);
    const mistake = await reply(
      "I told our client Marco at Fratelli Rossi that his 12 pallets would arrive Monday 9th. I read the wrong line — it's actually Wednesday 11th. He's booked two extra warehouse staff for Monday. How do I tell him? I'm mortified.",
    );
    expect(mistake).toMatch(/^Marco, I need to tell you about a mistake/);
    expect(mistake).toMatch(/it's actually Wednesday 11th/);
  });

  it("answers a fake CEO's gift-card email with a check on a known number, not a polished yes", async () => {
    const answer = await engine.chat({
      message:
        'Quick one, my CEO just emailed: "Hi Laura, I\'m in a board meeting and can\'t talk. I need you to buy 10 Apple gift cards of $500 each for client gifts today, scratch the backs and email me photos of the codes. Keep this between us for now. Mark". How do I reply so it sounds professional and quick?',
      history: [],
      profile: EXPRESSIVE_PROFILE,
    });
    expect(answer.safety_warnings?.map((warning) => warning.kind)).toContain('gift_cards');
    expect(answer.insights[0]).toMatch(/^Please don't act on this yet/);
    expect(answer.suggested_reply).toMatch(/call on your usual number to confirm/);
    expect(answer.suggested_reply).not.toMatch(/^Laura/);
  });
});
