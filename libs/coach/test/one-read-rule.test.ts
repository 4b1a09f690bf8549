import { describe, expect, it } from 'vitest';
import type { CoachReply, CounterpartRead, EvidenceQuote } from '@styleprint/contracts';
import { createEmbeddedEngine, personTraits } from '../src/index.js';
import { readConversation } from '../src/reading/index.js';
import { loadLabelledConversations } from './fixtures/labelled.js';
import { EXPRESSIVE_PROFILE } from './fixtures/profiles.js';

/**
 * One rule for a read (docs/decisions/0107-one-rule-for-a-read.md): what the analysis says of a
 * counterpart and what saving that counterpart stores are the same read. The labelled set covers
 * name lines, chat stamps, emails and single messages; the conversations below add a meeting
 * transcript, a WhatsApp export and several counterparts.
 */
const MORE: {
  id: string;
  text: string;
  userName?: string;
  /** The style a careful reader labels (from the coach evaluation set). */
  expect?: Record<string, 'D' | 'I' | 'S' | 'C'>;
}[] = [
  {
    id: 'transcript, two counterparts',
    userName: 'Priya',
    text: [
      '[08:47] Rachel Okafor',
      'Before we sign off I need the exact figures for the Q3 variance. Which source did the 4.2% come from, and was it reconciled against the ledger on the 30th?',
      '[08:49] Priya',
      'I think it was the finance dashboard, I can check.',
      '[08:50] Tom',
      'Honestly this is great progress everyone!! Love where the new dashboard is going, so many ideas for the next quarter 🎉',
      '[08:51] Rachel Okafor',
      'Please send the reconciliation file and the query you used. I would rather verify the numbers line by line before the board pack goes out.',
      '[08:53] Tom',
      'Totally, and we could even try a fun visual for it! Happy to brainstorm anytime.',
    ].join('\n'),
  },
  {
    id: 'WhatsApp export',
    userName: 'Sam',
    text: [
      '12/11/2025, 09:14 - Jo: Hi Sam, sorry to bother you again.',
      '12/11/2025, 09:15 - Jo: I was a bit worried about the move to the new rota, the team is quite unsettled and I am not sure we are ready.',
      '12/11/2025, 09:20 - Sam: We go live Monday.',
      '12/11/2025, 09:22 - Jo: Okay. I understand, I just hope we can keep things steady for everyone and maybe check in after the first week?',
    ].join('\n'),
  },
  // Read differently by the rule 0101 used for a saved person (its sentence tally said D, D, D
  // and C): the saved person must be what the coach says, which is also what the label says.
  {
    id: 'name lines: an escalation (Elisabeth, labelled C)',
    userName: 'Marcin',
    expect: { Elisabeth: 'C' },
    text: [
      "Marcin: Elisabeth, I've told you twice, the form is fine as it is.",
      "Elisabeth: I disagree, and I've forwarded it to compliance for a ruling. Section 2.1 of the data policy requires consent to be recorded separately for marketing, and the form combines them in one checkbox. I've attached the policy text and a screenshot. I'm not trying to go around you; I need a documented answer either way.",
    ].join('\n'),
  },
  {
    id: 'Teams: an ultimatum and a cheerleader (Ingeborg C, Paulo I)',
    userName: 'Diego',
    expect: { Ingeborg: 'C', Paulo: 'I' },
    text: [
      'Ingeborg 10:30',
      "Diego, the pilot has missed the 99.5% uptime target for 3 consecutive weeks. The contract allows us to terminate if the target is missed for four. If next week's figure is below 99.5%, we will exercise that clause. I would prefer not to, so please send the incident reports and the remediation plan with dates.",
      'Paulo 10:34',
      "I really hope it doesn't come to that!! The team on our side loves working with you guys, honestly 🙏 Let's find a way together, I know we can turn this around!",
      'Diego 10:40',
      "Understood, we're on it.",
    ].join('\n'),
  },
  {
    id: 'WhatsApp export with seconds, three counterparts (Lior C)',
    userName: 'Fenna',
    expect: { Lior: 'C' },
    text: [
      "[21/11/2026, 09:14:22] Gustavo: Good morning Fenna, I hope you slept well. Sorry to ask so early, but do you know if the hall is confirmed for Saturday? Some of the older members asked me, and I'd like to reassure them if I can.",
      "[21/11/2026, 09:20:05] Ama: Ooh yes Saturday!!! I've already made the bunting 🎈 can't wait to see everyone, it's going to be the best party of the year! My kids are making a banner too, they're so excited 😄",
      "[21/11/2026, 09:31:40] Lior: The booking form says the hall must be confirmed by noon on the Thursday before, with the deposit of 80. Did we pay the deposit, and do we have the receipt reference? I'd like to put it in the minutes.",
      "[21/11/2026, 09:40:12] Fenna: I'll check the email",
    ].join('\n'),
  },
  {
    id: 'email with headers and a quoted reply (Maribel D)',
    userName: 'Sven',
    expect: { Maribel: 'D' },
    text: [
      'From: Maribel',
      'To: Sven',
      'Subject: Re: Contract redlines',
      '',
      "Sven, I need the redlines back by end of day. Legal won't sign without them and we lose the 60-day price lock if this slips. One line from you: are you on it or not?",
      '',
      'Maribel',
      '',
      'On Mon, 23 Nov 2026, 08:02, Sven wrote:',
      "> Maribel, I've started on the redlines, a few clauses need a closer look.",
    ].join('\n'),
  },
];

const engine = createEmbeddedEngine();
const analyse = (text: string, userName?: string): Promise<CoachReply> =>
  engine.analyze({
    conversation: text,
    profile: EXPRESSIVE_PROFILE,
    ...(userName ? { userName } : {}),
  });

/** "Rachel Okafor comes across as … (DiSC C: …) … moderate confidence (54%)." */
function shownRead(reply: CoachReply, name: string): { disc: string; percent: number } | null {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(
    `${escaped} comes across as [^(]*\\(DiSC ([DISC]):[^]*? confidence \\((\\d+)%\\)`,
  ).exec(reply.inferred_style);
  return match ? { disc: match[1] ?? '', percent: Number(match[2]) } : null;
}

/** What the web sends and the store keeps: the evidence through JSON, as POST /people gets it. */
const saved = (counterpart: CounterpartRead): EvidenceQuote[] =>
  JSON.parse(JSON.stringify(counterpart.evidence)) as EvidenceQuote[];

/** The words as written: an email's quote markers ("> ") are not part of them. */
const asWritten = (text: string): string =>
  text.replace(/^[ \t]*(?:>[ \t]?)+/gm, '').replace(/\s+/g, ' ');

const cases = [
  ...loadLabelledConversations().map((c) => ({
    id: c.id,
    text: c.text,
    ...(c.userName ? { userName: c.userName } : {}),
  })),
  ...MORE,
];

describe('the labelled reads a saved person keeps', () => {
  it.each(MORE.filter((c) => c.expect))('$id', async (c) => {
    const reply = await analyse(c.text, c.userName);
    for (const [name, disc] of Object.entries(c.expect ?? {})) {
      const counterpart = reply.counterparts?.find((read) => read.name === name);
      expect(personTraits(saved(counterpart as CounterpartRead)).disc.value).toBe(disc);
      expect(shownRead(reply, name)?.disc).toBe(disc);
    }
  });
});

describe('the analysis and a saved counterpart are read by one rule', () => {
  it.each(cases)(
    '$id: every counterpart’s saved read is the read the analysis showed',
    async (c) => {
      const reply = await analyse(c.text, c.userName);
      const reading = readConversation(c.text, c.userName ? { userName: c.userName } : {});
      for (const counterpart of reply.counterparts ?? []) {
        const style = reading.styles.get(counterpart.name);
        const traits = personTraits(saved(counterpart));
        expect(traits).toEqual(counterpart.traits);
        if (style === undefined) {
          // Too little to read in the analysis is too little to read once saved.
          expect(traits.disc.value).toBeNull();
          expect(traits.thinking.value).toBeNull();
          continue;
        }
        expect(traits.disc.value).toBe(style.disc.style);
        expect(traits.disc.confidence).toBe(Math.round(style.disc.confidence * 100) / 100);
        expect(traits.thinking.value).toBe(style.thinking.style);
        expect(traits.thinking.confidence).toBe(Math.round(style.thinking.confidence * 100) / 100);
        const shown = shownRead(reply, counterpart.name);
        if (shown) {
          expect(shown.disc).toBe(traits.disc.value);
          expect(shown.percent).toBe(Math.round((traits.disc.confidence ?? 0) * 100));
        }
      }
    },
  );

  it('reads every counterpart of a several-person transcript, each as the analysis described them', async () => {
    const [transcript] = MORE;
    const reply = await analyse(transcript?.text ?? '', transcript?.userName);
    const names = (reply.counterparts ?? []).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Rachel Okafor', 'Tom']));
    for (const counterpart of reply.counterparts ?? []) {
      const shown = shownRead(reply, counterpart.name);
      expect(shown).not.toBeNull();
      expect(shown?.disc).toBe(counterpart.traits.disc.value);
    }
    const rachel = reply.counterparts?.find((c) => c.name === 'Rachel Okafor');
    expect(rachel?.traits.disc.value).toBe('C');
  });

  it('quotes every sentence the read rests on, word for word, once per text-read trait', async () => {
    for (const c of cases) {
      const reply = await analyse(c.text, c.userName);
      for (const counterpart of reply.counterparts ?? []) {
        const disc = counterpart.evidence.filter((e) => e.trait === 'disc');
        const thinking = counterpart.evidence.filter((e) => e.trait === 'thinking');
        expect(thinking.map((e) => e.quote)).toEqual(disc.map((e) => e.quote));
        for (const quote of disc) expect(asWritten(c.text), c.id).toContain(quote.quote);
      }
    }
  });

  it('recomputes by the same rule when a quote is struck out', async () => {
    const [transcript] = MORE;
    const reply = await analyse(transcript?.text ?? '', transcript?.userName);
    const rachel = reply.counterparts?.find((c) => c.name === 'Rachel Okafor');
    const evidence = saved(rachel as CounterpartRead);
    const first = evidence.find((e) => e.trait === 'disc');
    const struck = evidence.map((e) => (e === first ? { ...e, struck: true } : e));
    const rest = evidence.filter((e) => e !== first && e.trait === 'disc');
    // Striking a quote is the same as the read of the quotes left.
    expect(personTraits(struck).disc).toEqual(personTraits(rest).disc);
    expect(personTraits(struck).disc.read.words).toBeLessThan(
      personTraits(evidence).disc.read.words,
    );
  });
});
