import { describe, expect, it } from 'vitest';
import { createEmbeddedEngine, summariseReading } from '../src/index.js';
import { characteristicSentence, isQuotable } from '../src/reading/infer/evidence.js';
import { readConversation } from '../src/reading/index.js';
import type { SentenceReading } from '../src/reading/measure/sentences.js';
import { DIRECT_PROFILE, EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

const engine = createEmbeddedEngine();

describe('evidence quotes (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md, point 4)', () => {
  it('never quotes a bare name or greeting as evidence of a style', async () => {
    const conversation = [
      "Priya: Tom. Budget sheet signed off by Friday? I need a yes or a no, plus the two biggest gaps and who closes them. Skip the background, I haven't got time for it.",
      'Tom: Working on it',
    ].join('\n');
    const reply = await engine.analyze({ conversation, profile: DIRECT_PROFILE, userName: 'Tom' });
    const evidence = reply.insights.find((line) => line.includes(', as in "'));
    expect(evidence).toBeDefined();
    expect(evidence).not.toMatch(/as in "Tom\.?"/);
    const quoted = evidence?.match(/as in "([^"]*)"/)?.[1] ?? '';
    expect(quoted.split(/\s+/).length).toBeGreaterThanOrEqual(3);
  });
});

describe('a rejected answer is not echoed back', () => {
  const conversation = [
    'Lena: Grant report ready for Monday? I need a clear yes or no today.',
    'Marc: Nearly there',
    "Lena: Nearly isn't an answer. Monday, yes or no?",
  ].join('\n');

  it('answers plainly in new words instead of repeating "nearly there"', async () => {
    for (const profile of [DIRECT_PROFILE, EXPRESSIVE_PROFILE]) {
      const reply = await engine.analyze({ conversation, profile, userName: 'Marc' });
      expect(reply.suggested_reply).toMatch(/^Lena, /);
      expect(reply.suggested_reply.toLowerCase()).not.toContain('nearly there');
      expect(reply.suggested_reply).toMatch(/not yet/i);
      expect(reply.suggested_reply).toMatch(/yes or no/);
    }
  });

  it('never hands the user’s own status line back to the reader who already has it', async () => {
    const accepted = [
      'Lena: Grant report ready for Monday?',
      'Marc: Budget section is done, two letters still to come.',
    ].join('\n');
    const reply = await engine.analyze({
      conversation: accepted,
      profile: DIRECT_PROFILE,
      userName: 'Marc',
    });
    // Lena has read "Budget section is done" already: the reply moves on to her Monday.
    expect(reply.suggested_reply).not.toMatch(/budget section is done|two letters still to come/i);
    expect(reply.suggested_reply).toMatch(/Monday/);
  });
});

describe('plain English for a non-native writer', () => {
  it('writes a deadline given as "until <date>" back as "by <date>"', async () => {
    const conversation =
      'Dear Omar,\n\nThank you for the offer. Please to send me the signed contract until 20 January, because our lawyer must to check it before the holiday. Which payment terms are correct, 30 days or 60 days?\n\nBest regards,\nYuki Tanaka';
    const reply = await engine.analyze({ conversation, profile: DIRECT_PROFILE });
    expect(reply.suggested_reply).not.toMatch(/until 20 January/);
    expect(reply.suggested_reply).toMatch(/20 January/);
  });
});

describe('situation cues', () => {
  const situationOf = (conversation: string, userName?: string): string | undefined =>
    summariseReading({
      conversation,
      profile: DIRECT_PROFILE,
      ...(userName ? { userName } : {}),
    }).situations[0];

  it('reads a request for time together as a meeting request', () => {
    expect(
      situationOf(
        'Hi Jonas, would you be up for a 30 minute chat on Thursday about the onboarding survey? I have a few ideas I would love to run past you.\nKeiko',
      ),
    ).toBe('asks_meeting');
    expect(
      situationOf(
        'Ravi: Dmitri. I need 20 minutes with you tomorrow about the supplier contract.\nDmitri: What time?',
        'Dmitri',
      ),
    ).toBe('asks_meeting');
  });

  it('reads a polite objection to a cost as an objection, not a proposal', () => {
    expect(
      situationOf(
        'Hello! We loved the proposal for the team offsite and the venue looks wonderful. The only thing is the 90 per head, which is more than most of our departments can stretch to. Is there any way we could bring it down a little?\nMarta',
      ),
    ).toBe('objects');
  });

  it('reads a review comment that judges the work as feedback, not a status request', () => {
    expect(
      situationOf(
        'Ines: Tariq, I went through the onboarding guide. The structure is solid, but the key steps are buried in the middle and the screenshots are hard to follow. Move the checklist to the top and send it back by Wednesday.\nTariq: Will do.',
        'Tariq',
      ),
    ).toBe('gives_feedback');
  });

  it('reads praise for the work as thanks, and a disputed bill as a complaint', () => {
    expect(
      situationOf(
        'Femke: Jasper. Good work on the tender. We won it against four bidders. Same team for delivery, kickoff Monday.\nJasper: Thank you, great news',
        'Jasper',
      ),
    ).toBe('thanks');
    expect(
      situationOf(
        'Dear Sir or Madam,\n\nMy water bill for March shows 96 cubic metres, but my meter reading shows 14. Please explain how the figure was reached and correct the bill before the payment is taken.\n\nYours faithfully,\nR. Okafor',
      ),
    ).toBe('complains');
  });

  it('reads a request for more information as a request, not thanks', () => {
    expect(
      situationOf(
        'Dear Sam,\n\nThank you for the quotation. I need more informations about the delivery terms, the price is for one pallet or for all order? Please send me the answer before Friday.\n\nBest regards,\nAhmet',
      ),
    ).toBe('asks_status');
  });
});

describe('which sentences may serve as evidence', () => {
  const sentencesOf = (line: string): SentenceReading[] =>
    readConversation(`Ana: ${line}\nBo: ok`, { userName: 'Bo' }).measures.get('Ana')?.sentences ??
    [];

  it('refuses a bare vocative, a greeting or a sign-off, and keeps a short sentence that says something', () => {
    const verdicts = sentencesOf(
      'Mia. Hi Sam, thanks. Move the clash. Best regards, Laura. Thurs, yes or no? With warm wishes.',
    ).map((s) => [s.text, isQuotable(s)]);
    expect(verdicts.filter(([, ok]) => ok).map(([text]) => text)).toEqual([
      'Move the clash.',
      'Thurs, yes or no?',
    ]);
  });

  it('picks a quotable sentence even when a vocative carries the most style weight', () => {
    const reading = readConversation(
      'Ana: Mia.\nAna: I was wondering whether the launch list might be ready on time.\nBo: Mostly',
      { userName: 'Bo' },
    );
    const measures = reading.measures.get('Ana');
    expect(measures).toBeDefined();
    const shown = measures ? characteristicSentence(measures, 'D') : null;
    expect(shown?.text).not.toBe('Mia.');
    expect(shown?.words ?? 0).toBeGreaterThanOrEqual(3);
  });
});

describe('style reads for the weakest styles', () => {
  const styleOf = (conversation: string, speaker: string, userName: string): string | undefined =>
    readConversation(conversation, { userName }).styles.get(speaker)?.disc.style;

  it('reads a decided stance in business words as D, not C', () => {
    const conversation = [
      'Noor: I read your budget note and I disagree with the forecast. Revenue fell because the launch slipped, not because of pricing. I have no time to go round this again by email. Bring one option with the cost to Monday’s review and I decide there. That’s all.',
      'Eli: Understood.',
    ].join('\n');
    expect(styleOf(conversation, 'Noor', 'Eli')).toBe('D');
  });

  it('does not count an empathic "I know" as certainty', () => {
    const reading = readConversation(
      'Ruth: I know the last month meant extra work for you, and I am grateful.\nSam: ok',
      { userName: 'Sam' },
    );
    const boosters = reading.measures.get('Ruth')?.sentences.flatMap((s) => s.hits.booster);
    expect(boosters).toEqual([]);
  });

  it('counts making room for the other person’s pace as steadiness, and reads that writer as S', () => {
    const conversation = [
      'Hana: Hi Owen, I hope you don’t mind me writing. When things are calmer for you, could we look at the handover notes together? There is no pressure at all, take your time, and I am happy to wait until after your holiday if that works for you. I only want the new starters to feel settled.',
      'Owen: Sure.',
    ].join('\n');
    const reading = readConversation(conversation, { userName: 'Owen' });
    const steady = reading.measures.get('Hana')?.sentences.flatMap((s) => s.hits.stability) ?? [];
    expect(steady.length).toBeGreaterThanOrEqual(3);
    expect(reading.styles.get('Hana')?.disc.style).toBe('S');
  });
});
