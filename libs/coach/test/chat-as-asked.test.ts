import { describe, expect, it } from 'vitest';
import type { ChatHistoryItem, CoachReply } from '@styleprint/contracts';
import { actOfQuestion, ownStatements, wantOf } from '../src/chat/as-asked.js';
import { everyFact, readFacts } from '../src/chat/facts.js';
import { writeChat } from '../src/writing/chat.js';
import { DIRECT_PROFILE, EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

/*
 * Questions no chat situation fits with confidence are answered as asked, from what they state
 * (docs/decisions/0126-coach-chat-situations.md, amendment of 2026-11-27). The questions here were
 * written for these tests; none is from a fresh batch.
 */

const ask = (message: string, history: ChatHistoryItem[] = [], profile = EXPRESSIVE_PROFILE) =>
  writeChat({ message, history, profile });

const allText = (reply: CoachReply): string =>
  [reply.inferred_style, ...reply.insights, reply.suggested_reply].join('\n');

const CATERER =
  'Our caterer confirmed 120 lunches for the 14 June open day at £1,850. Yesterday their coordinator Imogen emailed that they can only do 90 now. We signed the order on 2 May. How do I reply so we still get everyone fed?';

describe('a clear question no situation fits', () => {
  const reply = ask(CATERER);

  it('is answered, not met with a clarifying question, starting from the question as asked', () => {
    expect(reply.clarify).toBeUndefined();
    expect(reply.insights[0]).toBe('You want to reply so you still get everyone fed.');
  });

  it('names the user’s own figures and dates, and invents none', () => {
    const text = allText(reply);
    for (const fact of ['£1,850', '14 June', '2 May']) expect(text).toContain(fact);
    for (const number of reply.suggested_reply.match(/\d[\d,]*/g) ?? [])
      expect(CATERER).toContain(number);
    expect(text).not.toMatch(/\[|\]|TBD|XX/);
  });

  it('writes a complete reply to the person named, with what the user’s side did', () => {
    expect(reply.suggested_reply).toMatch(/^Imogen, /);
    expect(reply.suggested_reply).toContain('We signed the order on 2 May.');
    expect(reply.suggested_reply).toMatch(/\?$/);
  });

  it('gives two opposite profiles advice for their own habit, and a different reply', () => {
    const other = ask(CATERER, [], DIRECT_PROFILE);
    const habit = (answer: CoachReply) =>
      answer.insights.find((insight) => /\bDiSC [DISC]\b/.test(insight));
    expect(habit(reply)).toMatch(/DiSC I/);
    expect(habit(other)).toMatch(/DiSC D/);
    expect(habit(other)).not.toBe(habit(reply));
    expect(other.suggested_reply).not.toBe(reply.suggested_reply);
  });
});

describe('a question whose likeliest situation does something else than what is asked', () => {
  it('is answered for the ask (chasing a late delivery), and speaks to the one who owes it', () => {
    const reply = ask(
      'Our vendor Brightline promised 300 laptops by 4 March and it is now 19 March with no delivery. Their account rep keeps ghosting me. How do I escalate this before we cancel?',
    );
    expect(reply.insights[0]).toBe('You want to escalate this before you cancel.');
    expect(reply.insights[1]).toMatch(/^State what was promised, when/);
    expect(reply.suggested_reply).toContain(
      'You promised 300 laptops by 4 March and it is now 19 March with no delivery.',
    );
  });

  it('asks for what the user asks for, in the reply', () => {
    const reply = ask(
      "How do I ask my manager Lucia for a raise? I'm on $61k and I led the Denver rollout.",
    );
    expect(reply.suggested_reply).toMatch(/^Lucia, I would like to ask you for a raise\./);
    expect(reply.suggested_reply).toContain("I'm on $61k and I led the Denver rollout.");
  });
  it('puts what the user asks the other person to do into the reply, in the user’s words', () => {
    const reply = ask(
      'Our landlord Mr. Okoro wants to raise the studio rent from £900 to £1,150 from 1 September. We have paid on time for 4 years and fixed the boiler ourselves in March. How do I ask him to meet us halfway?',
    );
    expect(reply.suggested_reply).toMatch(/^Mr\. Okoro, would you be willing to meet us halfway\?/);
    expect(reply.suggested_reply).toContain(
      'We have paid on time for 4 years and fixed the boiler ourselves in March.',
    );
    // A landlord's rent is not the user's pay: no salary advice.
    expect(allText(reply)).not.toMatch(/market rate|your pay|salary/i);
  });
});

describe('asking first', () => {
  it('asks one question in words, naming who the user named, when a short question says nothing of what happened', () => {
    const reply = ask('how do i handle my landlord');
    expect(reply.suggested_reply).toBe('');
    expect(reply.clarify).toBeUndefined();
    expect(reply.insights).toEqual([
      expect.stringMatching(/^What happened with your landlord, and what would you like/),
    ]);
  });
});

describe('follow-ups to an answer given as asked', () => {
  const history: ChatHistoryItem[] = [
    { role: 'user', content: CATERER },
    { role: 'assistant', content: ask(CATERER).suggested_reply },
  ];

  it('stay on it, with the new words and the earlier facts', () => {
    const reply = ask(
      "She came back with 'best we can do is 100'. What do I say to that?",
      history,
    );
    expect(reply.clarify).toBeUndefined();
    expect(reply.suggested_reply).toMatch(/^Imogen, /);
    expect(reply.suggested_reply).toContain('"best we can do is 100"');
    expect(reply.insights[0]).toMatch(/what you told me before: .*14 June/);
  });

  it('make the reply shorter when asked', () => {
    const full = ask(
      "She came back with 'best we can do is 100'. What do I say to that?",
      history,
      DIRECT_PROFILE,
    );
    const short = ask('can you make it shorter?', history, DIRECT_PROFILE);
    expect(short.insights).toContain('Shorter, as you asked: the point first, then one question.');
    expect(short.suggested_reply.length).toBeLessThan(full.suggested_reply.length + 60);
  });
});

describe('a decision about the answer the other person gave', () => {
  it('weighs it against the facts of the earlier turn, and asks to confirm it in writing', () => {
    const first =
      'How do I push back on my client Farrow Ltd? They want the kitchen refit finished by 12 April instead of 30 April and we have 2 fitters.';
    const history: ChatHistoryItem[] = [
      { role: 'user', content: first },
      { role: 'assistant', content: ask(first).suggested_reply },
    ];
    const reply = ask(
      "They came back with 'fine, 22 April, but no extra charge'. Should I accept?",
      history,
    );
    expect(reply.insights[0]).toMatch(/12 April|30 April/);
    expect(reply.insights[1]).toMatch(
      /^Check what your client offers \("fine, 22 April, but no extra charge"\) against what you actually need \(.*12 April/,
    );
    expect(reply.suggested_reply).toContain('"fine, 22 April, but no extra charge"');
    expect(reply.suggested_reply).toMatch(/in writing/);
  });
});

describe('a situation’s reply', () => {
  it('carries the user’s own sentence with its figures, after its first sentence', () => {
    const reply = ask(
      'I want a raise. Last year I closed 3 new accounts worth €90k for the team. How do I ask my manager Ines for a raise at my review?',
    );
    // Still the situation's answer (its advice on building the case), with the user's facts sent.
    expect(reply.insights.join(' ')).toMatch(/market pays|market rate/);
    expect(reply.suggested_reply).toMatch(
      /^[^.]+\. Last year I closed 3 new accounts worth €90k for the team\. /,
    );
  });
});

describe('the pieces', () => {
  it('reads the act from what the user means to do, not from a habit they describe', () => {
    expect(
      actOfQuestion(
        'My crew put the panels on the wrong roof. Totally our fault. He has not noticed yet. Do I tell him before we go back? What do I say?',
      ),
    ).toBe('admit');
    expect(
      actOfQuestion(
        'My boss WhatsApps me at 11pm and I always reply straight away. How do I say something??',
      ),
    ).toBe('raise');
    expect(
      actOfQuestion(
        'Ruth is back on Monday after six months off. I want to say something in the team meeting to welcome her back.',
      ),
    ).not.toBe('raise');
  });

  it('reads what the question asks to do from the verb of its ask', () => {
    expect(actOfQuestion('How do I turn down the panel invite without offending Jo?')).toBe(
      'decline',
    );
    expect(actOfQuestion('The printer vendor still has not delivered. How do I chase them?')).toBe(
      'chase',
    );
    expect(actOfQuestion('What do I say to her?')).toBe('respond');
    expect(actOfQuestion('What do I say to her?', true)).toBe('general');
  });

  it('lists every date, sum and figure once, in the message’s order', () => {
    expect(
      everyFact(
        'Invoice #88 for €2,400 was due 3 June; we sent 3 reminders and 40% is still open.',
      ),
    ).toEqual(['#88', '€2,400', '3 June', '3 reminders', '40%']);
  });

  it('turns the user’s own statements to the person the reply is for, and leaves out others', () => {
    const message =
      'I sent Omar the draft on 3 May and he signed it off the same day. My son was ill on 5 May and he missed school.';
    const statements = ownStatements(message, readFacts(message));
    expect(statements).toEqual([
      'I sent you the draft on 3 May and you signed it off the same day.',
    ]);
  });

  it("sends none of the other person's quoted sentences, nor the user's pay, offers or third-person account of them", () => {
    const quoted =
      'My manager Priya replied: "Before we go further I need a cost breakdown by 3 March. Can you have that to me by Thursday?" How do I reply?';
    expect(ownStatements(quoted, readFacts(quoted))).toEqual([]);
    const offer =
      'Recruiter Lena wrote that €68,000 is the top of the band. I earn €64k now and I have a second offer from a fintech for €72k. I want to ask for €75k or at least 72.';
    expect(ownStatements(offer, readFacts(offer)).join(' ')).not.toMatch(/€64k|€72k|€75k/);
    const customer =
      'Their CTO Sofia emailed me. One of our enterprise customers, Hallmark Logistics, had a 4-hour outage on 18 November.';
    expect(ownStatements(customer, readFacts(customer))).toEqual([]);
  });

  it('sends what the user can offer, turned to the person it is for', () => {
    const message =
      'We overbooked the boat trip for Sunday 14 July and I have to tell Mr Okoye. I can offer him the Monday trip at the same time or a full refund if he prefers. How do I tell him?';
    // The fact before "and I have to tell…" is a statement of its own; the want is not.
    expect(ownStatements(message, readFacts(message))).toEqual([
      'We overbooked the boat trip for Sunday 14 July.',
      'I can offer you the Monday trip at the same time or a full refund if you prefer.',
    ]);

    // Named as the one offered to, and written without the title's full stop.
    const named =
      'We overbooked the boat trip for Sunday 14 July. I can offer Mr Okoye the Monday trip or a full refund if he prefers. How do I tell him?';
    expect(ownStatements(named, readFacts(named))).toContain(
      'I can offer you the Monday trip or a full refund if you prefer.',
    );
  });

  it('sends the statement without the label or the introduction told to the coach before it', () => {
    const labelled =
      'Priya wants the sync moved. Problem: the sync is in our contract with Brightwell for 15 December and Sprint 42 ends on the 19th.';
    expect(ownStatements(labelled, readFacts(labelled))).toEqual([
      'The sync is in our contract with Brightwell for 15 December and Sprint 42 ends on the 19th.',
    ]);
    const introduced =
      'I own a small restaurant in Lisbon and I messed up: we double-booked the private room for Saturday 6 December. I called Ana this morning.';
    expect(ownStatements(introduced, readFacts(introduced))).toEqual([
      'We double-booked the private room for Saturday 6 December.',
    ]);
  });

  it('keeps what the user would not tell the other side out of the reply', () => {
    const message =
      'Lena at Vantora cancelled our call on 4 June. The account is worth €90k a year to us. We can live with a 5% discount at most.';
    const statements = ownStatements(message, readFacts(message)).join(' ');
    expect(statements).not.toMatch(/€90k|5%/);
  });

  it('leaves venting, emojis and quoted words out of what is sent', () => {
    const message =
      "This grant report deadline is literally killing me 😩 it's due on Monday and our finance officer only sent me the figures today. She signs off 'With kind regards, Dr U. Brandt' on 3 March.";
    expect(ownStatements(message, readFacts(message))).toEqual([]);
  });

  it('says "you\'re" to the person for "she\'s", and never names one of them in the third person', () => {
    const message =
      "Janelle asked on 3 May if I'd cover four Saturdays because she's taking a class.";
    expect(ownStatements(message, readFacts(message)).join(' ')).not.toMatch(/you's|she's/);
    const three =
      'The show ends on 24 November. Dev, Margaret and Tomasz run it. Margaret has done it for 11 years.';
    expect(ownStatements(three, readFacts(three)).join(' ')).not.toMatch(/Margaret/);
  });

  it('says what they have been doing to them, without the grumbling it caused', () => {
    const message =
      "My colleague Precious is a senior too. She's been 20-30 minutes late for the 8pm handover four times in the last two weeks, so the day staff leave late and moan to me about it.";
    expect(ownStatements(message, readFacts(message))).toEqual([
      "You've been 20-30 minutes late for the 8pm handover four times in the last two weeks.",
    ]);
  });

  it('never sends "You’s been…" for a named person’s "Phil’s been…"', () => {
    const message =
      "Our chair, Phil, ordered new kit for £7,400 without the committee. Phil's been chair 15 years, very proud. I need a meeting with him before the AGM on 3 Oct.";
    expect(ownStatements(message, readFacts(message)).join(' ')).not.toMatch(/you['’]s/i);
  });

  it('does not send the user’s introduction of themselves', () => {
    const message =
      'I am from Brazil and work in logistics company in Rotterdam since 4 months. New-ish HR coordinator at the depot (been here 5 months). I sent Joost the route plan on 3 May.';
    const statements = ownStatements(message, readFacts(message));
    expect(statements).toEqual(['I sent you the route plan on 3 May.']);
  });

  it('takes what the user wants only when it can be said as it is', () => {
    expect(wantOf('I need to work from home on Fridays until March, because of the commute.')).toBe(
      'work from home on Fridays until March',
    );
    expect(wantOf('I need to tell him about it.')).toBeNull();
  });
});

describe('a concrete ask inside a long story', () => {
  it('is the reply’s first sentence, and a one-line writer is a hint of their style', () => {
    const reply = ask(
      'I am housekeeping supervisor in hotel with 180 rooms. Each attendant now does 16 rooms on weekends, before it was 12. I want to ask my manager Mr Collins for one more person on Saturday and Sunday. He is very busy and he answer emails only with one line. How I write to him?',
    );
    expect(reply.suggested_reply).toMatch(
      /^Mr\. Collins, I would like to ask you for one more person on Saturday and Sunday\./,
    );
    expect(reply.inferred_style).toContain('answer emails only with one line');
  });
});

describe('telling someone something plainly', () => {
  it('says what they are to hear, not a stock "hear it from me first"', () => {
    const reply = ask(
      "Client Mr Hale emailed 'can you also do the courtyard landscaping plan too, should be quick.' Our appointment is for building design only. How do I tell him it's extra?",
    );
    expect(reply.suggested_reply).toMatch(
      /^Mr\. Hale, I want to be upfront with you.*: it's extra\./,
    );
  });

  it('reads a mistake of the user’s own in their words', () => {
    expect(
      actOfQuestion(
        'I swapped rows C and D in the sample sheet for 24 samples. My PI hates surprises. What do I write?',
      ),
    ).toBe('admit');
  });
});

describe('a long question of its own later in the same chat', () => {
  it('is not addressed to the person of the earlier question', () => {
    const first =
      'Hello, I am housekeeping supervisor in hotel with 180 rooms. Each attendant now does 16 rooms on weekends, before it was 12. I want to ask my manager Mr Collins for one more person on Saturday and Sunday. He is very busy and he answer emails only with one line. How I write to him?';
    const history: ChatHistoryItem[] = [
      { role: 'user', content: first },
      { role: 'assistant', content: ask(first).suggested_reply },
    ];
    const reply = ask(
      "My manager said in front of the team that if I send one more report with the wrong totals she'll murder me. It's a joke, she's lovely. How do I ask her to check my report first?",
      history,
    );
    expect(reply.suggested_reply).not.toContain('Collins');
  });
});

describe('words quoted in the question', () => {
  it('are answered as theirs only when they said them', () => {
    const reply = ask(
      "Jamie, one of my line cooks, has been late 3 times this month. I'm blunt, my last sous literally said I 'shout first and ask later'. What do I actually say?",
    );
    expect(reply.suggested_reply).not.toContain('shout first');
  });

  it('do not say what the user means to do (a supplier’s "not our fault" is no admission)', () => {
    expect(
      actOfQuestion(
        "Our supplier has missed 3 of the last 5 deliveries. He got defensive: 'the hauliers, the port, not our fault'. I want to put it in writing and be firm. Draft pls.",
      ),
    ).not.toBe('admit');
  });

  it('keep a figure that opens a sentence in the reply', () => {
    const message =
      'We need to scrap the old approval process. 6 signatures for anything over £500, and it takes about 3 weeks per order. How do I pitch it to Martin?';
    expect(ownStatements(message, readFacts(message))).toContain(
      '6 signatures for anything over £500, and it takes about 3 weeks per order.',
    );
  });
});

describe('chasing money owed', () => {
  it('names the sum in the reply', () => {
    const reply = ask(
      "A client, Mrs Hartley, owes £640 for her dog's surgery on 3 September. I've sent two reminders and she hasn't paid. What do I send?",
    );
    expect(reply.suggested_reply).toContain('£640');
  });
});

describe('an answer to something said in person', () => {
  it('does not thank them for a message they never sent', () => {
    const reply = ask(
      "The head, Mrs Adeyemi, has just asked me to put together the slides for Friday's INSET as well, on top of 40 parent calls a day. How do I answer her?",
    );
    expect(reply.suggested_reply).not.toMatch(/thank you for your message/i);
  });
});

describe('bringing back something that was put off', () => {
  it('is a chase, not an answer to a message they never sent', () => {
    const reply = ask(
      'In March my manager Dagny said "good idea, let\'s look at it after the audit" about a second forklift (about £28,000). It is now July and I have heard nothing. How do I bring it back up without nagging?',
    );
    expect(actOfQuestion('How do I bring it back up without nagging?')).toBe('chase');
    expect(reply.suggested_reply).not.toMatch(/thank you for your message/i);
  });
});

describe('a project with a name', () => {
  it('is not a person the reply is addressed to', () => {
    expect(
      readFacts('I need to kill Project Heron. How do I tell the sponsor?').name,
    ).toBeUndefined();
  });
});

describe('an answer to nothing they sent', () => {
  it('does not thank them for a message', () => {
    const message =
      'My franchise owner Gita is visiting the shop on Friday and our sales are down 14% since March. What should I say when we sit down together?';
    expect(actOfQuestion(message)).toBe('respond');
    const reply = ask(message);
    expect(reply.suggested_reply).toMatch(/^Gita, /);
    expect(reply.suggested_reply).not.toMatch(/thank you for your message/i);
  });
});

describe('a reply shaped by who reads it and by who writes it', () => {
  const TAN =
    'My CEO, Mr Tan, answers my emails with one line, usually "Ok. Numbers?". I want to ask him for two more account managers for Q1. Our Q4 pipeline is SGD 3.2M. How do I ask?';

  it('reads the other person from their quoted words and ends the reply the way they decide', () => {
    const reply = ask(TAN);
    expect(reply.inferred_style).toContain('"Ok. Numbers?"');
    expect(reply.inferred_style).toMatch(/DiSC D/);
    expect(reply.suggested_reply).toMatch(/A yes or a no is all I need\.$/);
    // A time frame nobody set is an invented deadline.
    expect(reply.suggested_reply).not.toMatch(/this week/);
  });

  it('gives a quick, task-first writer the line for the other side they tend to leave out', () => {
    const expressive = ask(TAN);
    const direct = ask(TAN, [], DIRECT_PROFILE);
    expect(direct.suggested_reply).toContain('I know this asks something of you');
    expect(expressive.suggested_reply).not.toContain('I know this asks something of you');
    expect(direct.insights.join(' ')).toMatch(/as if it were already agreed/);
    expect(expressive.insights.join(' ')).toMatch(/build up to the ask/);
  });

  it('answers "how to reply?" with the ask the user means to make, after thanks for the message', () => {
    const reply = ask(
      'Recruiter Tomás wrote "€50,000 is the top of our range, we\'d love to have you." I want ask for €55k or at least 53. How to reply?',
    );
    expect(reply.suggested_reply).toMatch(
      /^Tomás, thank you for your message\. I would like to ask you for €55k\./,
    );
    expect(reply.suggested_reply).not.toMatch(/at least|€50,000/);
  });
});
