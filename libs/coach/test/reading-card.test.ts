import { describe, expect, it } from 'vitest';
import { SAMPLE_CONVERSATIONS } from '@styleprint/coach-content';
import { createEmbeddedEngine } from '../src/index.js';
import { EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

/** The reading shown above an analysis and corrected under "Not right?" (decision 0127). */
const engine = createEmbeddedEngine();
const analyse = (conversation: string, situation?: 'objects' | 'complains' | 'asks_status') =>
  engine.analyze({
    conversation,
    profile: EXPRESSIVE_PROFILE,
    ...(situation ? { reading: { situation } } : {}),
  });

const STATUS = [
  'Jordan: Where are we on the pricing page? I need it live by Thursday.',
  'Me: The layout is done; the copy needs another pass.',
  'Jordan: Is it done or not? Send me what you have today.',
].join('\n');

describe('the reading above an analysis', () => {
  it('says who is who, what is going on with the words that show it, and what the answer is for', async () => {
    const { reading } = await analyse(STATUS);
    expect(reading).toMatchObject({
      situation: 'asks_status',
      who: 'The lines marked "Me" are yours; the other person is Jordan.',
      sure: true,
      chosen: false,
    });
    // Built from the asks and what became of them (decision 0128): the one still owed, in
    // Jordan's words, and the deadline Jordan set.
    expect(reading?.sentence).toBe(
      'Jordan asked "Is it done or not?", and you have not answered yet. They want it by Thursday.',
    );
    expect(reading?.goal).toMatch(/^Give the status in the first line/);
    expect(reading?.alternatives.length).toBeGreaterThanOrEqual(2);
    expect(reading?.alternatives.map((a) => a.situation)).not.toContain('asks_status');
  });

  it('rewrites the answer for the reading the person chooses, and offers the first one back', async () => {
    const first = await analyse(STATUS);
    const corrected = await analyse(STATUS, 'objects');
    expect(corrected.reading).toMatchObject({ situation: 'objects', chosen: true, sure: true });
    expect(corrected.reading?.sentence).toMatch(/^Jordan is pushing back on what you proposed/);
    expect(corrected.reading?.goal).not.toBe(first.reading?.goal);
    expect(corrected.suggested_reply).not.toBe(first.suggested_reply);
    expect(corrected.reading?.alternatives[0]?.situation).toBe('asks_status');
    // A reading the coach had not ranked at all can still be chosen.
    const complaint = await analyse(STATUS, 'complains');
    expect(complaint.reading?.situation).toBe('complains');
    expect(complaint.suggested_reply).not.toBe(first.suggested_reply);
  });

  it('reads a request put off without a date as that, not as thanks', async () => {
    const conversation = [
      'Ana: Could we move the audit pack deadline from 21 March to 4 April? Two of the ledgers are still with the regional team.',
      "Mark: Thanks for flagging. Let me see what I can do on the timing and I'll come back to you.",
    ].join('\n');
    const reply = await engine.analyze({
      conversation,
      profile: EXPRESSIVE_PROFILE,
      userName: 'Ana',
    });
    expect(reply.reading?.situation).toBe('defers');
    expect(reply.reading?.sentence).toBe(
      'You asked "Could we move the audit pack deadline from 21 March to 4 April?"; Mark said "Thanks for flagging. Let me see what I can do on the timing and I\'ll come back to you" and gave no date.',
    );
    // The ask put back as Ana wrote it, and when Mark expects to decide.
    expect(reply.suggested_reply).toMatch(
      /[,:] could we move the audit pack deadline from 21 March to 4 April\?/,
    );
    expect(reply.suggested_reply).toMatch(/when you expect to (?:know|decide)/);
    expect(reply.suggested_reply).not.toMatch(/team effort|glad it helped/);
  });

  it("reads a reply that leaves the user's question open as that, and puts the question back", async () => {
    const conversation = [
      'Me: Hi Mark, invoice 2291 for phase 1 fell due on Sunday. Could you let me know when we can expect payment?',
      'Mark: Thanks so much for all the great work on the portal, the team loves it! Could you add a reorder button before the trade show?',
    ].join('\n');
    const reply = await engine.analyze({ conversation, profile: EXPRESSIVE_PROFILE });
    expect(reply.reading?.situation).toBe('ignores');
    // What Mark owes the user comes before what he asks in return.
    expect(reply.reading?.sentence).toMatch(
      /^You asked "Could you let me know when we can expect payment\?"; Mark wrote back without answering it\. Mark's latest: "Thanks so much/,
    );
    // The fact behind the ask, restated once, then the ask again in Ana's own voice.
    expect(reply.suggested_reply).toContain('Invoice 2291 for phase 1 fell due on Sunday.');
    expect(reply.suggested_reply).toMatch(
      /(?:still open from my side|still need an answer on): could you let me know when we can expect payment\?/,
    );
    expect(reply.suggested_reply).not.toMatch(/team effort|made my day/);
    // An answer in other words ("Yes, …"), or an open question answered at length, is not left open.
    const answered = await engine.analyze({
      conversation: `${conversation.split('\n')[0]}\nMark: Yes, it goes out on Friday's payment run.`,
      profile: EXPRESSIVE_PROFILE,
    });
    expect(answered.reading?.situation).not.toBe('ignores');
  });

  it('reads thanks followed by a "but" as politeness before the point: a disputed figure', async () => {
    const conversation = [
      'Daniel: Just a friendly reminder that invoice 2231 is now 21 days overdue.',
      "Margaret: Thank you for your email. I'm happy to settle, but I was quoted £1,800 for the review and the invoice says £2,640.",
    ].join('\n');
    const reply = await engine.analyze({
      conversation,
      profile: EXPRESSIVE_PROFILE,
      userName: 'Daniel',
    });
    expect(reply.reading?.situation).toBe('objects');
    expect(reply.suggested_reply).toMatch(/£1,800/);
    expect(reply.suggested_reply).not.toMatch(/team effort|glad it helped/);
  });

  it("names the question the user's last reply passed over, in the reading and in the reply", async () => {
    const conversation = [
      'PAY-4471  Refund webhook fires twice for partial refunds',
      '',
      'Lena Fischer – 03/Jun/24 09:14',
      'Three more merchants got double refund emails. Any ETA?',
      '',
      'Sam Achterberg – 03/Jun/24 10:40',
      'Looking at it. Likely the retry logic in the dispatcher.',
      '',
      'Lena Fischer – 04/Jun/24 16:22',
      'I need something to tell Brightwell. Also is it safe to tell merchants to ignore the second email?',
      '',
      'Sam Achterberg – 05/Jun/24 11:03',
      'Fix is in review, should ship Thursday.',
    ].join('\n');
    const reply = await engine.analyze({
      conversation,
      profile: EXPRESSIVE_PROFILE,
      userName: 'Sam Achterberg',
    });
    expect(reply.reading?.who).toBe('You are Sam Achterberg; the other person is Lena.');
    expect(reply.reading?.sentence).toBe(
      'Lena asked "Also is it safe to tell merchants to ignore the second email?"; your reply ("Fix is in review, should ship Thursday") does not answer it.',
    );
    expect(reply.suggested_reply).toContain(
      'You asked "is it safe to tell merchants to ignore the second email?", and my last reply skipped it.',
    );
  });

  it('reads curt acknowledgements after a slight as going quiet, not as a request', async () => {
    const conversation = [
      'Jorge: Hannah, I saw you reassigned the Fenwick account to Aisha.',
      "Hannah: Yes! She's been wanting a bigger client, great growth opportunity for her 😊",
      'Jorge: Ok.',
      "Jorge: I've had Fenwick for 3 years. I set up their whole onboarding.",
      "Hannah: Totally, and you'll still be around if she has questions!",
      "Jorge: Sure. Let me know if there's anything else you need from me.",
    ].join('\n');
    const reply = await engine.analyze({
      conversation,
      profile: EXPRESSIVE_PROFILE,
      userName: 'Hannah',
    });
    expect(reply.reading?.situation).toBe('withdraws');
    expect(reply.reading?.sentence).toMatch(/^Jorge has gone quiet/);
  });

  it('answers the person the user last wrote to by name, and quotes only that person', async () => {
    const conversation = [
      'Aiko: So that is the new onboarding flow, seven screens cut to four.',
      'Ruth: Can I ask where the consent screen went? Legal signed off the separate screen for Germany.',
      'Ben: I think we are fine, it is a checkbox either way. Great, so we are on track for the 20th.',
      'Ruth: Maybe. I will leave it with you.',
      'Aiko: (after the meeting, to Ruth) Thanks for raising it today! Anything else?',
    ].join('\n');
    const { reading } = await engine.analyze({
      conversation,
      profile: EXPRESSIVE_PROFILE,
      userName: 'Aiko',
    });
    expect(reading?.who).toMatch(/the answer is mainly for Ruth\.$/);
    // Ben's words and Ben's date are never given as Ruth's.
    expect(reading?.sentence).not.toMatch(/on track|20th/);
  });

  it('reads a committed date moved under good news as a slip, and asks for a firm new date', async () => {
    const conversation = [
      'Me: Can you confirm the frame steel arrives on Friday 14 March? The crane is booked for the 17th.',
      'Lauren: Great news that the drawings are signed off! Unfortunately the galvanising has been delayed, so delivery has slipped to w/c 24 March.',
    ].join('\n');
    const reply = await engine.analyze({ conversation, profile: EXPRESSIVE_PROFILE });
    expect(reply.reading?.situation).toBe('slips');
    expect(reply.reading?.sentence).toMatch(/^Lauren has moved a date they had committed to/);
    expect(reply.suggested_reply).toMatch(/firm (?:new )?date|date you are confident in/);
    expect(reply.suggested_reply).not.toMatch(/team effort|made my day/);
  });

  it('says when it is unsure instead of stating a reading', async () => {
    const clash = SAMPLE_CONVERSATIONS.find((sample) => sample.id === 'priorities-clash');
    const { reading } = await analyse(clash?.text ?? '');
    expect(reading?.sure).toBe(false);
  });

  it("reads the user's own draft as theirs, never as the other person's words", async () => {
    const draft = {
      conversation:
        'Hi Priya, your updates are always late and it makes the whole team look bad. Please fix it.',
      profile: EXPRESSIVE_PROFILE,
    };
    const { reading } = await engine.analyze(draft);
    expect(reading?.who).toBe('This is your own message to Priya, not yet answered.');
    expect(reading?.sentence).toMatch(/^Your message to Priya /);
    const offered = [reading?.situation, ...(reading?.alternatives ?? []).map((a) => a.situation)];
    expect(offered).toContain('gives_feedback');
    const feedback = await engine.analyze({ ...draft, reading: { situation: 'gives_feedback' } });
    expect(feedback.reading?.sentence).toBe(
      'Your message to Priya gives them feedback on their work.',
    );
  });

  it('quotes only words that are in the conversation', async () => {
    for (const sample of SAMPLE_CONVERSATIONS) {
      const { reading } = await analyse(sample.text);
      const flat = sample.text.replace(/\s+/g, ' ');
      const quoted = [reading?.sentence, ...(reading?.alternatives ?? []).map((a) => a.sentence)]
        .flatMap((text) => [...(text ?? '').matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? ''))
        .filter((text) => text !== 'Me');
      for (const text of quoted) expect(flat).toContain(text.replace(/…$/, ''));
    }
  });
});
