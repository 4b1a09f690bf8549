import { describe, expect, it } from 'vitest';
import type { CoachReply } from '@styleprint/contracts';
import { ownStatements } from '../src/chat/as-asked.js';
import { readFacts } from '../src/chat/facts.js';
import { createEmbeddedEngine } from '../src/index.js';
import { EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

/**
 * What the chat batch al's reader marked down, tested on questions written for these tests (none
 * is from a batch): a pet and a firm greeted as people, a colleague greeted in a reply to a
 * client, a whole group answered as one person, shorthand notes sent on, a meeting proposed when
 * one is already set, a favour asked with no easy way to say no, and a client's extra request
 * answered as scope creep instead of with the agreed terms.
 */
const engine = createEmbeddedEngine();
const ask = (message: string): Promise<CoachReply> =>
  engine.chat({ message, history: [], profile: EXPRESSIVE_PROFILE });

describe('who the reply is written to', () => {
  it('greets the neighbour, not the dog the favour is for, and leaves an easy no', async () => {
    const reply = await ask(
      "I'm away in Lisbon for a week from 3 March and our dog (Biscuit) can't go to the kennels. My neighbour Mr Adebayo at number 12 is retired and always stops to stroke Biscuit. I want to ask if he could walk Biscuit twice a day. How do I ask without putting him on the spot?",
    );
    expect(reply.suggested_reply).toMatch(/^Mr\. Adebayo, /);
    expect(reply.suggested_reply).not.toMatch(/^Biscuit/);
    expect(reply.suggested_reply).toMatch(/no pressure|doesn't suit/i);
    expect(reply.suggested_reply).not.toMatch(/talk it through/);
  });

  it('greets the founder, not the startup named in brackets', async () => {
    const reply = await ask(
      "freelance illustrator. my contract w/ a games studio (Pixelmoor) says 20 character sketches, fixed £2,400. their art director Noor just messaged: 'could you also draw the 6 boss characters while you're at it? should be quick' — that's 6 more. how do i say it's extra without being awkward",
    );
    expect(reply.suggested_reply).toMatch(/^Hi Noor,/);
    expect(reply.suggested_reply).toContain('£2,400');
    expect(reply.suggested_reply).toMatch(/20 character sketches/);
    expect(reply.suggested_reply).toMatch(/draw the 6 boss characters as extra work/);
  });

  it('does not greet a colleague named in a reply to a client who is known only by role', () => {
    const message =
      "I run a small physio clinic. A patient emailed this yesterday: 'I was quoted £60 for the assessment and then charged £95. Nobody told me about the extra taping. I feel ripped off.' Our physio Dr Mensah noted the taping on the form she signed. How do I reply?";
    expect(readFacts(message).name).toBeUndefined();
  });

  it('writes to a whole group as a group, with the news and its reason', async () => {
    const reply = await ask(
      "I have to tell my team of 7 on Monday that the Harbour launch is moving from 2 May to 30 May because the supplier's safety test failed. They worked weekends for this. What do I say?",
    );
    expect(reply.suggested_reply).toMatch(/^Hi all,\n/);
    expect(reply.suggested_reply).toContain('moving from 2 May to 30 May');
    expect(reply.suggested_reply).toContain("because the supplier's safety test failed");
    expect(reply.suggested_reply).not.toMatch(/privately|7 on Monday/);
  });
});

describe('a complaint quoted in single quotes', () => {
  it('is answered as a complaint about the bill, without the user’s own verdict', async () => {
    const reply = await ask(
      "I run a small physio clinic. A patient emailed this yesterday: 'I was quoted £60 for the assessment and then charged £95. Nobody told me about the extra taping. I feel ripped off.' Technically we're covered by the form she signed, but I get why she's annoyed. How do I reply?",
    );
    expect(reply.suggested_reply).toMatch(
      /sorry that the bill came to more than you were expecting/,
    );
    expect(reply.suggested_reply).not.toMatch(/technically|covered/i);
    expect(reply.suggested_reply).not.toMatch(/following up|where it stands/);
  });
});

describe('what goes into the reply from the user’s own words', () => {
  it('keeps the fact before "and I need to" and the dates of what is asked', async () => {
    const reply = await ask(
      'I need to email my line manager Joanna. My brother is getting married in Porto on 21 June and I need to ask for 6 days off, 17-24 June. I have 12 days of leave left. Help me write it',
    );
    expect(reply.suggested_reply).toContain('6 days off, 17-24 June');
    expect(reply.suggested_reply).toContain('My brother is getting married in Porto on 21 June.');
  });

  it('leaves out notes written in shorthand', () => {
    const message =
      'My landlord Gavin asked if I can let a plumber in on Friday at 8am. Working 7 days straight this week, fri is my only lie-in, v tired. How do I say no nicely?';
    expect(ownStatements(message, readFacts(message)).join(' ')).not.toMatch(/\bfri\b|\bv tired/);
  });

  it('does not ask to find time to talk when the conversation is already set', async () => {
    const reply = await ask(
      'Our 1:1 is tomorrow at 10. I want to tell my manager Ines that I would like to stop covering the Saturday rota from March, because I have done it every week since June. How do I say it?',
    );
    expect(reply.suggested_reply).not.toMatch(/talk it through|find ten minutes|when it suits you/);
  });
});

describe('what the user wants, said in the reply', () => {
  it('names the figure asked for in a raise, from a self-description in brackets', async () => {
    const reply = await ask(
      'I am cashier supervisor in a supermarket in Ipoh, 3 years. My salary RM2,900, no increment since 2023. I want ask increment to RM3,400. My manager Encik Hafiz is kind but busy. I am quite shy person (INFJ). How I should say it?',
    );
    expect(reply.suggested_reply).toContain('RM3,400');
    expect(reply.inferred_style).toMatch(/an INFJ/);
  });

  it('asks a friend for money lent, with the amount, a day and the honest reason', async () => {
    const reply = await ask(
      "my friend tom borrowed £180 off me in august for festival tickets and said he'd pay me back after payday. its november. ive hinted and he just says 'yeah yeah ill sort it'. im actually skint this month. how do i ask without making it weird",
    );
    expect(reply.suggested_reply).toContain('£180');
    expect(reply.suggested_reply).toMatch(/by the end of this week/);
    expect(reply.suggested_reply).toMatch(/short this month/);
    expect(reply.suggested_reply).not.toMatch(/talk it through|same page/);
  });

  it('writes the notice with the new role and the offer to train someone', async () => {
    const reply = await ask(
      "I've worked at a family garden centre for 5 years. The owners, Ruth and Dev, have been so kind to me. I've been offered a job as buyer at a nursery chain starting 6 January and I need to give 4 weeks notice. How do I tell them? Should I offer to train someone?",
    );
    expect(reply.suggested_reply).toMatch(/^Ruth and Dev, /);
    expect(reply.suggested_reply).toContain("four weeks' notice");
    expect(reply.suggested_reply).toContain(
      'a role as buyer at a nursery chain, starting 6 January',
    );
    expect(reply.suggested_reply).toMatch(/help train whoever takes over/);
  });
});

describe('more of the same kinds', () => {
  it('asks a friend back for a loan in shillings, by name', async () => {
    const reply = await ask(
      'Habari. I lend my friend Juma 18,000 shillings in March for his rent. He said he will return in April. Now is July and he never mention it. I need this money for my college fees. How I ask him on WhatsApp politely?',
    );
    expect(reply.suggested_reply).toMatch(/^Hey Juma, /);
    expect(reply.suggested_reply).toContain('18,000 shillings');
    expect(reply.suggested_reply).toMatch(/payment coming up/);
  });

  it('writes an introduction to a list as a note to all, with the practical question', async () => {
    const reply = await ask(
      "I'm joining the design team at a Leeds agency on 4 March as a junior designer. My new manager asked me to send an intro email to the team list before I start. Is it ok to ask in that email if someone can help me find a climbing gym nearby?",
    );
    expect(reply.suggested_reply).toMatch(/^Hi all,\n/);
    expect(reply.suggested_reply).toMatch(/looking forward to meeting you all/);
    expect(reply.suggested_reply).toMatch(/could anyone help me find a climbing gym nearby\?/);
  });

  it('says the no covers the next times too when the ask keeps coming back', async () => {
    const reply = await ask(
      'My manager Olu has asked me for the 3rd Sunday in a row to "just pop in for the stocktake, 9 till 12". My contract is weekdays only. I want to say no to this one and also stop it becoming normal. How do I put it?',
    );
    expect(reply.suggested_reply).toMatch(/Sundays/);
    expect(reply.suggested_reply).not.toMatch(/for the contract/);
  });
});

describe('raising something', () => {
  it('names the habit and the ask, cut at a clause, never mid-word', async () => {
    const reply = await ask(
      "Our designer Mika keeps adding screens 'just one more small idea' to every sprint and we demo on 3 Oct. How do I tell him to stop changing the scope mid-sprint?",
    );
    expect(reply.suggested_reply).toMatch(/^Mika, /);
    expect(reply.suggested_reply).toMatch(/you keep adding screens/);
    expect(reply.suggested_reply).toContain(
      'I would like to ask you to stop changing the scope mid-sprint.',
    );
  });

  it('raises it with a committee openly, not "privately"', async () => {
    const reply = await ask(
      'Honestly I think we should stop the Orion rebuild. It is 5 months late and 40% over budget and nobody says it. How do I bring this up with the steering committee?',
    );
    expect(reply.suggested_reply).not.toMatch(/privately/);
  });
});

describe('names with titles, saints and places', () => {
  it('greets the priest who wrote, not the saint of the parish', () => {
    const message =
      'I kept the books for St Anne\'s parish for 6 years. Father Mensah emailed: "Could you help again until Easter?" I don\'t want to. How do I reply?';
    expect(readFacts(message).name).toBe('Father Mensah');
  });

  it('greets the teacher who signed, not the parent she greeted, when titles lack full stops', () => {
    const message =
      'Got this from my daughter\'s teacher: "Dear Mr Osei, Ama has missed 4 homework tasks. Could we meet? Kind regards, Ms Lindqvist." How do I answer without getting defensive?';
    expect(readFacts(message).name).toBe('Ms. Lindqvist');
  });

  it('takes the town before ", owner …" as a place, and a quote for a site as the agreed terms', async () => {
    const reply = await ask(
      'Freelance web dev. Quoted R19,500 for a 4 page site for a winery in Stellenbosch, owner Mrs Botha signed the quote. She just messaged: "could you also add a wine shop page while you\'re in there?" How do I say it is extra?',
    );
    expect(reply.suggested_reply).toMatch(/^Hi Mrs\. Botha,/);
    expect(reply.suggested_reply).toContain('The R19,500 we agreed covered a 4 page site');
    expect(reply.suggested_reply).toContain('add a wine shop page as extra work');
  });
});
