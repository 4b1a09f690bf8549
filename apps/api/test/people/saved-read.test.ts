import type { CoachReply, CounterpartRead, Person } from '@styleprint/contracts';
import { describe, expect, it } from 'vitest';
import { callerFor, useApp } from '../helpers/app.js';
import { PROFILE } from '../helpers/coach.js';
import { createEmailAccount, type TestAccount } from '../helpers/emulator.js';
import { describeEachStore } from '../helpers/stores.js';

/**
 * One rule for a read (docs/decisions/0107-one-rule-for-a-read.md), through the API: what the
 * analysis says of a counterpart is what "Save to People" stores, and striking a quote gives the
 * read the coach gives when that message was never written.
 */
const RACHEL_FIRST = [
  '[08:47] Rachel',
  'Before we sign off I need the exact figures for the Q3 variance. Which source did the 4.2% come from, and was it reconciled against the ledger on the 30th?',
];
const REST = [
  '[08:49] Priya',
  'I think it was the finance dashboard, I can check.',
  '[08:50] Tom',
  'Honestly this is great progress everyone!! Love where the new dashboard is going, so many ideas for the next quarter 🎉',
  '[08:51] Rachel',
  'Please send the reconciliation file and the query you used. I would rather verify the numbers line by line before the board pack goes out, so nothing in it can be questioned later.',
  '[08:53] Tom',
  'Totally, and we could even try a fun visual for it! Happy to brainstorm anytime.',
];
const CONVERSATION = [...RACHEL_FIRST, ...REST].join('\n');
/** The same meeting without Rachel's first message. */
const WITHOUT_FIRST = REST.join('\n');

/** "Rachel comes across as … (DiSC C: …) … moderate confidence (54%)." */
function shownRead(reply: CoachReply, name: string): { disc: string; percent: number } {
  const match = new RegExp(
    `${name} comes across as [^(]*\\(DiSC ([DISC]):[^]*? confidence \\((\\d+)%\\)`,
  ).exec(reply.inferred_style);
  if (!match) throw new Error(`no read of ${name} in: ${reply.inferred_style}`);
  return { disc: match[1] ?? '', percent: Number(match[2]) };
}

describeEachStore((leg) => {
  const context = useApp(leg);
  const call = callerFor(context);

  const analyse = async (account: TestAccount, conversation: string) => {
    const res = await call(account, 'POST', '/analysis/analyze-conversation', {
      conversation,
      profile: PROFILE,
      userName: 'Priya',
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<CoachReply>();
    const rachel = reply.counterparts?.find((read) => read.name === 'Rachel');
    if (!rachel) throw new Error('the analysis has no read of Rachel');
    return { reply, rachel };
  };

  /** What the web's "Save Rachel to People" sends (components/people/SaveCounterparts.tsx). */
  const save = async (account: TestAccount, read: CounterpartRead): Promise<Person> => {
    const res = await call(account, 'POST', '/people', {
      name: read.name,
      origin: 'analysis',
      evidence: read.evidence,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Person>();
  };

  describe('a counterpart saved from an analysis', () => {
    it('is the person the analysis described: same DiSC style, thinking preference and confidence', async () => {
      const alice = await createEmailAccount('alice');
      const { reply, rachel } = await analyse(alice, CONVERSATION);
      const shown = shownRead(reply, 'Rachel');
      const saved = await save(alice, rachel);
      const got = await call(alice, 'GET', `/people/${saved.id}`);
      expect(got.statusCode).toBe(200);
      const person = got.json<Person>();
      expect(person.traits.disc.value).toBe(shown.disc);
      expect(Math.round((person.traits.disc.confidence ?? 0) * 100)).toBe(shown.percent);
      expect(person.traits).toEqual(rachel.traits);
      // What the coach measured in each quote is kept with it, so the next read is the same.
      expect(person.evidence).toEqual(rachel.evidence);
      // Rachel asks for exact sources and figures: the careful, precise reader.
      expect(person.traits.disc.value).toBe('C');
    });

    it('striking a quote gives the read the coach gives when that message was never written', async () => {
      const alice = await createEmailAccount('alice');
      const { rachel } = await analyse(alice, CONVERSATION);
      const saved = await save(alice, rachel);
      const first = saved.evidence.find((quote) => quote.trait === 'disc');
      expect(first?.quote).toBe(RACHEL_FIRST[1]);
      const struck = await call(alice, 'PATCH', `/people/${saved.id}`, {
        struck: [{ id: first?.id, struck: true }],
      });
      expect(struck.statusCode, struck.body).toBe(200);
      const after = struck.json<Person>();
      const { reply: without, rachel: rachelWithout } = await analyse(alice, WITHOUT_FIRST);
      expect(after.traits.disc).toEqual(rachelWithout.traits.disc);
      expect(after.traits.disc.read.words).toBeLessThan(saved.traits.disc.read.words);
      expect(after.traits.disc.confidence).not.toBe(saved.traits.disc.confidence);
      const shown = shownRead(without, 'Rachel');
      expect(after.traits.disc.value).toBe(shown.disc);
      expect(Math.round((after.traits.disc.confidence ?? 0) * 100)).toBe(shown.percent);
      // The thinking preference keeps its own copy of the quote, not struck.
      expect(after.traits.thinking).toEqual(saved.traits.thinking);
    });
  });
});
