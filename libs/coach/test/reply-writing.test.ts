import { describe, expect, it } from 'vitest';
import { createEmbeddedEngine } from '../src/index.js';
import { DIRECT_PROFILE, EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

const engine = createEmbeddedEngine();
const PROFILES = [DIRECT_PROFILE, EXPRESSIVE_PROFILE];

describe('replies a person would send (docs/decisions/0111-coach-reply-slots-and-dates.md)', () => {
  it('never promises later than the date the other side needs', async () => {
    const conversation = [
      "14/11/2026, 18:40 - Priyanka: Hi Joel! Are the volunteer rotas sorted? I want to post them in the parents' group tonight so people can plan 😊 The fete is on Saturday!",
      '14/11/2026, 18:52 - Joel: Nearly, just waiting on two names.',
      '14/11/2026, 18:53 - Priyanka: Brilliant, who are we waiting on?',
    ].join('\n');
    for (const profile of PROFILES) {
      const reply = await engine.analyze({ conversation, profile, userName: 'Joel' });
      expect(reply.suggested_reply).toMatch(/tonight/);
      expect(reply.suggested_reply).not.toMatch(/(?:by|before) Saturday/);
      expect(reply.suggested_reply).not.toMatch(/waiting on two names/);
    }
  });

  it('never makes a person the thing a reply fixes ("I\'ll fix the client")', async () => {
    const conversation = [
      '[18/11 10:14] Sophie: The client loved the mock-ups! Can we promise them the final set by EOD Friday?',
      '[18/11 10:16] Hassan: Before we promise a date, can we confirm which variant is final? Their feedback document contradicts itself on the palette.',
      '[18/11 10:19] Rory: EOD Friday. Variant 2. Decide and move, I will handle the client.',
      '[18/11 10:25] Olamide: Let me check with the designers.',
    ].join('\n');
    for (const profile of PROFILES) {
      // No userName: the coach asks who the user is and still writes a reply meanwhile.
      const reply = await engine.analyze({ conversation, profile });
      expect(reply.suggested_reply).toMatch(/variant 2/);
      expect(reply.suggested_reply).not.toMatch(/(?:fix|change|resend|rework) (?:the )?client/i);
    }
  });

  it('uses no salutation rather than a bare "Hello," when there is no name to use', async () => {
    const conversation =
      'From: IT Helpdesk <helpdesk@northfield.ac.uk>\nTo: Ahmed\nSubject: Laptop replacement\n\nYour replacement laptop is ready. Can you collect it from room B12 on Thursday morning?\n\nIT Helpdesk';
    for (const profile of PROFILES) {
      const reply = await engine.analyze({ conversation, profile, userName: 'Ahmed' });
      expect(reply.suggested_reply).not.toMatch(/^(?:Hello|Hi|Dear),/);
    }
  });

  it('names the numbered part asked about, without the writer’s article, and never their lawyer', async () => {
    const conversation =
      'From: Marta Kowalczyk\nTo: Ben\nSubject: Question about contract\n\nDear Ben,\n\nThank you for sending contract. I have question about the clause 7. In our office we understand that the notice period is 30 days, but in clause 7 is written 60 days. Which is correct? Please to confirm until Friday, because our lawyer must to check before signing.\n\nBest regards,\nMarta';
    for (const profile of PROFILES) {
      const reply = await engine.analyze({ conversation, profile, userName: 'Ben' });
      expect(reply.suggested_reply).toMatch(/clause 7/);
      expect(reply.suggested_reply).not.toMatch(/the clause 7|lawyer|until Friday/);
    }
  });

  it('names the points of the feedback it will fix', async () => {
    const conversation =
      "[14:05] Ines\nCallum, some feedback on the quarterly deck. The summary slide has no numbers, so nobody can see whether we hit the target. The chart on slide 6 uses last year's data. And the appendix repeats the whole of section 2.\n[14:06] Callum\nOkay, noted.";
    for (const profile of PROFILES) {
      const reply = await engine.analyze({ conversation, profile, userName: 'Callum' });
      expect(reply.suggested_reply).toMatch(/slide 6|the chart|the appendix|summary slide/);
      expect(reply.suggested_reply).not.toMatch(/the changes you asked for/);
    }
  });

  it('does not blame the user for words they quote from someone else', async () => {
    const conversation = [
      'Noor: Ravi, in the client call you said "not now" when they asked about invoice 3. They mentioned it to me afterwards.',
      "Ravi: Fair point. I shouldn't have said it like that. I'll call them on Monday and apologise.",
    ].join('\n');
    for (const profile of PROFILES) {
      const reply = await engine.analyze({ conversation, profile, userName: 'Noor' });
      expect(reply.insights.join(' ')).not.toMatch(/Your message/);
    }
  });

  it('reads "Thanks to you and the team" as gratitude, not blame', async () => {
    const conversation = [
      'Priya: Great news, phase 1 is live! Thanks to you and the team for all the quick feedback. Could you let me know when we can expect payment of invoice 2291?',
      'Mark: Thanks so much, the team love the portal! Could you add a reorder button?',
    ].join('\n');
    const reply = await engine.analyze({
      conversation,
      profile: EXPRESSIVE_PROFILE,
      userName: 'Priya',
    });
    expect(reply.insights.join(' ')).not.toMatch(/puts the fault on them/);
  });

  it('promises "this week", never "before this week", and never by a month after the day they need', async () => {
    const conversation = [
      'Me: Hi Rosalind, the order will be late again, sorry.',
      "Rosalind: This is the third late order. I need an answer this week on whether you can deliver, or I'm moving the account.",
    ].join('\n');
    for (const profile of PROFILES) {
      const reply = await engine.analyze({ conversation, profile, userName: 'Me' });
      expect(reply.suggested_reply).toMatch(/this week/);
      expect(reply.suggested_reply).not.toMatch(/before this week/i);
    }
  });
});
