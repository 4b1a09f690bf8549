import { describe, expect, it } from 'vitest';
import type { CoachReply } from '@styleprint/contracts';
import { readFacts } from '../src/chat/facts.js';
import { createEmbeddedEngine } from '../src/index.js';
import { EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

/**
 * What the chat batches ah and ai's readers marked down, tested on questions written for these
 * tests (none is from a batch): a clinician's patient answered with the crisis care, a shift
 * offered for being "friendlier" answered as a plain no, the signs of a stroke and of
 * pre-eclampsia answered as a doctor's question, a pasted bank-change notice answered with a
 * payment chase, a brother's debt chased as a client's invoice, a named person addressed by the
 * restaurant's name, and the user's notes to the coach sent on to the other person.
 */
const engine = createEmbeddedEngine();
const ask = (message: string): Promise<CoachReply> =>
  engine.chat({ message, history: [], profile: EXPRESSIVE_PROFILE });
const whole = (reply: CoachReply): string =>
  [reply.inferred_style, ...reply.insights, reply.suggested_reply].join(' ');

describe('a clinician telling of a patient', () => {
  it('helps with the feedback and raises no crisis for a patient’s overdose', async () => {
    const reply = await ask(
      'Staff nurse on an acute medical ward. On Tuesday we had a paracetamol overdose admitted and our student nurse, Kofi, gave the second infusion bag before it was charted. Patient is fine. How do I give him feedback today without knocking his confidence?',
    );
    expect(reply.safety).toBeUndefined();
    expect(reply.suggested_reply).toMatch(/Kofi/);
  });

  it('still answers a nurse’s own despair with care', async () => {
    const reply = await ask(
      'I’m an ICU nurse. After losing another patient on the ward last night I don’t want to be here anymore. How do I tell my manager I need time off?',
    );
    expect(reply.safety?.kind).toBe('crisis');
  });
});

describe('work offered for being "friendlier"', () => {
  it('is named as harassment tied to the shifts, with a reply that keeps them to work', async () => {
    const reply = await ask(
      'I work at a café and the shift manager, Lee, keeps saying I’d get more hours if I was a bit friendlier after closing. Yesterday he stood in the doorway so I had to squeeze past him. How do I turn down staying late without losing hours?',
    );
    expect(reply.safety?.kind).toBe('harassment');
    expect(reply.inferred_style).toMatch(/an advance tied to your (?:shift|hours)/);
    expect(reply.suggested_reply).toMatch(/in working hours/);
  });
});

describe('signs that cannot wait', () => {
  it('sends the signs of a stroke to emergency care, not to a doctor’s appointment', async () => {
    const reply = await ask(
      'Need to tell my team lead Omar I’m skipping the 3pm review. My right arm has gone weirdly weak since lunch and my words keep coming out slurred. Probably just tired. What do I write?',
    );
    expect(reply.safety?.kind).toBe('medical');
    expect(reply.insights[0]).toMatch(/emergency number/);
    expect(reply.suggested_reply).toMatch(/medical help right now/);
  });

  it('names pre-eclampsia and the maternity unit for a pregnant user’s headache, vision and swelling', async () => {
    const reply = await ask(
      'I’m 35 weeks pregnant and want to ask my boss Claire to push my last client meeting to Friday. I’ve had a headache for two days that tablets don’t shift, I keep seeing flashing lights and my ankles are really swollen. How do I ask without seeming flaky?',
    );
    expect(reply.safety?.kind).toBe('medical');
    expect(reply.insights[0]).toMatch(/pre-eclampsia/);
    expect(reply.insights[0]).toMatch(/maternity unit/);
  });
});

describe('a pasted notice that bank details have changed', () => {
  it('is checked on a known number, not answered with a payment chase', async () => {
    const reply = await ask(
      'Just got this from our printer’s accounts team: "Please note our bank details have changed. Kindly remit invoice PR-5512 (£6,240.00) to the new account below by Thursday. Do not call, reply by email only." I want to reply to confirm we will pay. What do I write?',
    );
    expect(reply.insights[0]).toMatch(/change bank details/);
    expect(reply.suggested_reply).toMatch(/call you on the number we already have/);
    expect(reply.suggested_reply).not.toMatch(/still unpaid|arrange payment/);
  });
});

describe('money owed by family or a friend', () => {
  it('is a friendly text with the amount and a day, not a client’s invoice', async () => {
    const reply = await ask(
      'my sister owes me £240 for her half of dads birthday present. she keeps saying "ill pay you back next week" and its been two months. what do i text her',
    );
    expect(whole(reply)).not.toMatch(/client|invoice|formal letter/i);
    expect(reply.insights[0]).toMatch(/^Your sister owes you £240/);
    expect(reply.suggested_reply).toMatch(/£240/);
    expect(reply.suggested_reply).toMatch(/by the end of this week/);
  });
});

describe('who the reply is to', () => {
  it('takes the name the user gives outright over a restaurant’s name', () => {
    const facts = readFacts(
      'A guest wrote a review on Google after his wife’s birthday: the mains took 70 minutes and the soup was cold. I own the place (Osteria Sole). His name is Tom Fisher. Help me write the email back.',
    );
    expect(facts.name).toBe('Tom');
  });

  it('does not take a trade or a school subject for a name', async () => {
    const trade = await ask(
      'Plumber just texted: "cant make it tues, can do thurs but its £90 extra call-out". We booked him two weeks ago. How do I reply?',
    );
    expect(whole(trade)).not.toMatch(/\bPlumber\b/);
    const subject = await ask(
      'I teach Geography to Year 9 and a parent, Mr Shah, emailed that the fieldwork trip is a waste of time. How do I reply?',
    );
    expect(whole(subject)).not.toMatch(/Geography's|Geography,/);
  });
});

describe('saying no and what is said to the coach', () => {
  it('answers "tell my supervisor no to X" as a no, not as news', async () => {
    const reply = await ask(
      'how do i tell my team leader no to sunday overtime. done four sundays in a row',
    );
    expect(reply.insights[0]).toMatch(/no to sunday overtime/i);
    expect(reply.suggested_reply).not.toMatch(/upfront with you/);
  });

  it('does not send the user’s venting or their self-introduction on to the other person', async () => {
    const chase = await ask(
      'I sent my manager Ruth the budget draft on 3 June and reminded her on 10 June. It is now 24 June and nothing. I need her sign-off before the board on 1 July. What do I write?',
    );
    expect(chase.suggested_reply).not.toMatch(/and nothing/);
    const intro = await ask(
      'Dear coach, I am working as a junior architect at a firm in Dubai since 2 years. I need my director Mr. Haddad to approve my leave for 12 to 16 August. Kindly help me write the email.',
    );
    expect(intro.suggested_reply).not.toMatch(/Dear coach|I am working as/);
  });
});

describe('a shorter version of a no', () => {
  it('drops “I’m sorry but” whole, not leaving “I’m I can’t”', async () => {
    const reply = await engine.chat({
      message: 'shorter please, it is just a text to Mia',
      history: [
        { role: 'user', content: 'Help me tell Mia I can’t lend her my car on Sunday.' },
        {
          role: 'assistant',
          content:
            'Here is a message you could send:\n\n"Hi Mia, I’m sorry but I can’t lend you my car on Sunday, as I need it for work that day. I hope you find another way to get there!"',
        },
      ],
      profile: EXPRESSIVE_PROFILE,
    });
    expect(reply.suggested_reply).toMatch(/I can’t lend you my car on Sunday/);
    expect(reply.suggested_reply).not.toMatch(/I’m I|I'm I/);
  });
});
