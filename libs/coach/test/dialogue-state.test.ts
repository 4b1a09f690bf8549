import { describe, expect, it } from 'vitest';
import { dialogueState } from '../src/reading/infer/dialogue-state.js';
import { turnFacts } from '../src/reading/infer/facts.js';

const turns = (...lines: string[]) =>
  lines.map((line) => {
    const [speaker = '', ...rest] = line.split(': ');
    return { speaker, text: rest.join(': ') };
  });

describe('the asks of a conversation and what became of each', () => {
  it("keeps the user's last ask in focus when it was put off and then buried under small talk", () => {
    const state = dialogueState(
      turns(
        'Ines: Can you send the signed lease back by Monday? The landlord needs it for the bank.',
        'Rafa: yes of course!! so much going on with the move haha',
        'Ines: Thanks! So Monday is fine?',
        'Rafa: crazy week but yes yes, it is on my list',
        'Rafa: did you see the photos of the new kitchen??',
        'Ines: Will look!',
        'Rafa: you are the best, thanks for being so patient',
      ),
      'Ines',
      ['Rafa'],
    );
    // "Will look!" answers the aside about the photos; the Monday question is what is still owed.
    expect(state.asks.find((ask) => ask.sentence.includes('photos'))?.fate).toBe('answered');
    expect(state.focus).toMatchObject({ sentence: 'So Monday is fine?', fate: 'deferred' });
  });

  it('leaves an earlier ask the user has moved on from out of focus', () => {
    const state = dialogueState(
      turns(
        'Ines: Why is the deposit only one month? Please check.',
        'Rafa: 11:02 noted',
        'Ines: Did you read the landlord email?',
        'Rafa: Yes, all clear.',
        'Rafa: anything else?',
        'Ines: No, thanks.',
      ),
      'Ines',
      ['Rafa'],
    );
    expect(state.focus).toBeNull();
  });

  it('tells an answer, a put-off, a refusal, a pass-over and no reply apart', () => {
    const fate = (reply: string | null) =>
      dialogueState(
        turns(
          'Ana: Could we move the audit deadline from 21 March to 4 April?',
          ...(reply ? [`Mark: ${reply}`] : []),
        ),
        'Ana',
        ['Mark'],
      ).asks[0]?.fate;
    expect(fate('Yes, 4 April is fine.')).toBe('answered');
    expect(fate('Moving the audit to April works for us.')).toBe('answered');
    expect(fate("Let me see what I can do and I'll come back to you.")).toBe('deferred');
    expect(fate("I'm afraid we can't move it this year.")).toBe('declined');
    expect(fate('Great work on the portal! Could you add a reorder button?')).toBe('ignored');
    expect(fate(null)).toBe('open');
  });

  it('takes any reply to an open question as its answer ("what would help?" / "just knowing the plan")', () => {
    const state = dialogueState(
      turns(
        'Me: Taylor, what would help the team most this week?',
        "Taylor: Honestly, just knowing the plan and that we won't drop everything again.",
      ),
      'Me',
      ['Taylor'],
    );
    expect(state.asks[0]?.fate).toBe('answered');
  });

  it('takes a status word as the answer to a yes-or-no question ("almost, waiting on …")', () => {
    const state = dialogueState(
      turns(
        'Tomasz: hey, quick one — are the Q3 churn numbers final? finance is asking',
        'Priya: almost, waiting on the EMEA export from Lukas',
        'Tomasz: board pack locks at 10 tomorrow.',
      ),
      'Priya',
      ['Tomasz'],
    );
    expect(state.asks).toEqual([
      expect.objectContaining({
        sentence: 'quick one — are the Q3 churn numbers final?',
        fate: 'answered',
      }),
    ]);
    expect(state.focus).toBeNull();
    expect(state.latest?.text).toBe('board pack locks at 10 tomorrow.');
  });

  it('judges a short ask by the sentence before it, not by the whole long message', () => {
    const state = dialogueState(
      turns(
        'Priya: Hope the first weeks with the portal went well, and that the sales team likes the new order screens. Invoice INV-2291 for £8,400 fell due on 2 March. Could you let me know when we can expect payment?',
        'Mark: Thanks so much, the sales team love the portal and the order screens! Could you add a reorder button?',
      ),
      'Priya',
      ['Mark'],
    );
    expect(state.asks[0]).toMatchObject({ speaker: 'Priya', fate: 'ignored' });
  });

  it('puts what the others owe the user before what they ask in return', () => {
    const state = dialogueState(
      turns(
        'Me: Invoice 2291 fell due on Sunday. Could you let me know when we can expect payment?',
        'Mark: Thanks for the great work! Could you add a reorder button before the trade show?',
      ),
      'Me',
      ['Mark'],
    );
    expect(state.focus).toMatchObject({ speaker: 'Me', fate: 'ignored' });
  });

  it('leaves out closers, and questions in a group that name another writer', () => {
    const state = dialogueState(
      turns(
        'Dana: Ryan, can you do 5 mins on it at the all-hands?',
        'Sam: Let me know if you need anything else.',
        'Sam: Please find attached the updated price list.',
      ),
      'Me',
      ['Dana', 'Sam', 'Ryan'],
    );
    expect(state.asks).toEqual([]);
  });
});

describe('a date is a deadline only where the writer set one', () => {
  const dates = (text: string) =>
    turnFacts(text, 'Jordan', 0).dates.map(({ text: date, due }) => ({ date, due }));

  it('sets none by naming a date in passing', () => {
    expect(dates('Are the Q3 numbers final?')).toEqual([{ date: 'Q3', due: false }]);
    expect(dates('Three more merchants today got double emails.')).toEqual([
      { date: 'today', due: false },
    ]);
  });

  it('sets one with "by", "due", "ready for" or a word that closes a window', () => {
    expect(dates('I need it by Thursday.')).toEqual([{ date: 'Thursday', due: true }]);
    expect(dates('Grant report ready for Monday?')).toEqual([{ date: 'Monday', due: true }]);
    expect(dates('The board pack locks at 10 tomorrow.')).toEqual([
      { date: 'tomorrow', due: true },
    ]);
  });
});
