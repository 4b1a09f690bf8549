import type { DiscStyle } from '@styleprint/contracts';

/**
 * The words of the answers to three follow-ups that lean on the turn before (chat/follow-up.ts):
 * "what if she says no?", "make it firmer", "she's the CEO's daughter, does that change anything?".
 */

/** What kind of ask a "no" would answer: it decides the fallback the reply offers. */
export type AskKind = 'money' | 'date' | 'other';

export const IF_NO_TEXTS = {
  reading: (who: string, ask: string | null): string =>
    `If ${who} says no${ask ? ` to ${ask}` : ''}, the conversation is not over: a no in the room is often "not like this" or "not yet", and your next question decides which.`,
  heldLine: (who: string, ask: string | null): string =>
    `${who.charAt(0).toUpperCase()}${who.slice(1)} has not said yes${ask ? ` to ${ask}` : ''}: they have restated what they need and handed the problem back to you. Answer with what you can and cannot do, not with the same objection again.`,
  moves: [
    'Do not argue the case again, and do not agree to less on the spot. Ask what stands in the way ("What would need to be true for this to work?"): the answer tells you what to bring next time.',
    (kind: AskKind): string =>
      kind === 'money'
        ? 'Have a second ask ready: what you would need to show for it, and a date (three months, the next review) when you look at it again together.'
        : kind === 'date'
          ? 'Have a second offer ready: which part can be done by the date as it stands, and what the rest needs (time, or one more person to help).'
          : 'Have a smaller step ready: a trial for a set time with a date to review it, or part of the ask now and the rest later. A trial is easier to say yes to than a permanent change.',
    'If it is still no, ask when you can raise it again, and put that date in a short note after the meeting.',
  ],
  reply: (kind: AskKind, date: string | null): string =>
    kind === 'money'
      ? 'I understand. What would you need to see from me to make this possible, and could we set a date to look at it again?'
      : kind === 'date'
        ? `I understand. If ${date ?? 'the date'} cannot move, which part matters most by then? I can commit to that part, and tell you today what the rest would need.`
        : 'I understand. What would need to be true for this to work? Could we try it for a month and review it together at the end of it?',
} as const;

/** What each style tends to do when the answer is no. */
export const IF_NO_FIT: Record<DiscStyle, string> = {
  D: 'You may push harder when you hear no; ask the question, then stop talking and listen to the answer.',
  I: 'You may fill the silence or laugh the no away; let it land, then ask what would make it work.',
  S: 'You may accept the no at once to keep the peace; say you would like to think about it, and come back with the smaller step.',
  C: 'You may answer a no with more evidence; first ask which part is the problem, then answer only that.',
};

export const FIRMER_TEXTS = {
  lead: 'Firmer means clearer, not ruder: the pattern as a fact, what it cost, and exactly what you need from now on. I took out the softeners ("just", "a quick reminder", the thanks in advance).',
  pattern: (count: string): string =>
    `Name the pattern once ("${count}") as a fact, and leave out every earlier time: a list reads as a charge sheet.`,
  inPerson:
    'Say it in person or on a call too, briefly, so it is not read as a passing note; if it happens again, that conversation becomes a formal one.',
  patternSentence: (count: string): string => `This is the ${count}.`,
  expectation:
    'From now on I need this on time. If something is going to get in the way, tell me beforehand, not after.',
} as const;

export const FIRMER_FIT: Record<DiscStyle, string> = {
  D: 'You may add an edge in the wording; keep it flat and factual, and the firmness comes across by itself.',
  I: 'You may add a friendly line at the end that takes the edge off ("no stress!"); leave it out this time.',
  S: 'You may want to soften it again before you send it; send it as it is: clear is kind.',
  C: 'You may add every date it happened; the one pattern and the one expectation are enough.',
};

export const CHANGES_TEXTS = {
  /** A fact about who the person is (the CEO's daughter, a friend, senior to the user). */
  standing: {
    reading:
      'It changes how carefully you handle it, not what you say: the feedback is about the work, and it should be the same as you would give anyone else in that role.',
    moves: [
      'Softening it because of who they are is unfair to them (they lose the chance to fix it) and to the team, who will notice.',
      'Keep it factual and private, and keep a short dated note of what you said and what you agreed.',
      'If you expect it to travel, tell your own manager beforehand that the conversation is happening and why, so nobody hears it first from someone else.',
    ],
  },
  /** A hardship of theirs (an illness, a loss, a new baby). */
  hardship: {
    reading:
      'Yes, in timing and tone, not in substance: the point still has to be made, but how and when you make it changes.',
    moves: [
      'Start by asking how they are and whether now is a good time; if it is not, agree a time soon rather than dropping it.',
      'Keep to the one point that matters most, and ask what would help them meet it (more time, less on their plate, a check-in).',
    ],
  },
  /** Words that show the fact is about power: their standing could make it travel. */
  powerful:
    /\b(?:ceo|cfo|coo|cto|director|vp|owner|founder|chair|board|partner|senior|boss|manager|investor)\b/i,
  earlierWording:
    'The wording from before still works; I have kept it as it was, so you can use it as it stands.',
} as const;

export const CHANGES_FIT: Record<DiscStyle, string> = {
  D: 'You may go in harder to show it makes no difference; keep the calm, plain tone you would use with anyone.',
  I: 'You may soften it to keep things easy between you; say the facts plainly, then be as warm as you like.',
  S: 'You may be tempted to let it go this once; this is when saying it matters most, for them and for you.',
  C: 'You may prepare a long case to protect yourself; the facts, one ask and a short note afterwards are enough.',
};

export const SOFTER_TEXTS = {
  lead: 'Softer, with the same point: asks in place of demands, and a thank-you at the end. The facts and what you need stay in; only the edge goes.',
  fit: {
    D: 'You may feel this waters it down; it does not, because the ask is still there. Keep it as it is.',
    I: 'You may add a joke or two on top; the warmth is already there, so leave it.',
    S: 'You may soften it further until the ask disappears; keep the sentence that says what you need.',
    C: 'You may add an explanation to justify the ask; the reason is already there once, which is enough.',
  } satisfies Record<DiscStyle, string>,
} as const;

export const FORMAL_TEXTS = {
  lead: 'More formal: "Dear", full words instead of contractions, no exclamation marks or emoji, and a sign-off. The content is as before.',
  fit: {
    D: 'You may cut it back to one line when you send it; a formal reader expects the complete sentences.',
    I: 'You may put the exclamation marks back; a formal reader reads them as less serious.',
    S: 'You may add apologies to make it polite; formal is polite already.',
    C: 'You may make it longer to be precise; formal does not mean longer.',
  } satisfies Record<DiscStyle, string>,
} as const;
