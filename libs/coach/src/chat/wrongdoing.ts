import type { CoachReply, DiscStyle } from '@styleprint/contracts';
import { WRONGDOING } from '../data/safety/wrongdoing.js';
import { textFlags } from '../reading/infer/safety.js';
import type { UserStyle } from './compose.js';
import { fitLine } from './compose.js';
import type { Facts } from './facts.js';

/**
 * Asked to falsify a record, sign off what was not done or take a bribe (the wrongdoing warning,
 * decision 0125): the coaching that follows the warning helps say no, plainly and in writing,
 * not the stock "saying no to a request" with the other person's reason as the user's.
 */
export function isWrongdoing(message: string): boolean {
  return (
    WRONGDOING.some((pattern) => pattern.test(message)) || textFlags(message).includes('wrongdoing')
  );
}

const USER_FIT: Record<DiscStyle, string> = {
  D: 'You tend to be quick and firm, which can turn a no into a fight: keep it to the record, not the person, and end with the proper route.',
  I: 'You tend to soften a no with warmth and "maybe", which can read as a yes: say the no in your first sentence, then be as friendly as you like.',
  S: 'You tend to give in to keep the peace: a calm no is not disloyal, and you do not need to apologise for it.',
  C: 'You tend to explain every rule behind a no: one sentence on why is enough; keep your notes for if it goes further.',
};

/** A gift or payment to sway a decision, rather than a record to falsify. */
const BRIBE =
  /\b(?:bribe|bribes|kickbacks?|backhanders?|villa|envelope|appreciation|rebate|commission|a cut of|% of every|tickets|rolex|gift)\b/i;

export function composeWrongdoing({
  message,
  facts,
  user,
  styleLine,
}: {
  message: string;
  facts: Facts;
  user: UserStyle;
  styleLine: string;
}): CoachReply {
  const hi = facts.name ? `${facts.name}, ` : '';
  if (BRIBE.test(message)) {
    return {
      inferred_style: styleLine,
      insights: [
        'A gift or payment tied to a decision is a bribe in all but name, whoever offers it and however it is worded; the answer is a clear no, and a note of the offer.',
        'Decline it plainly and without accusing anyone ("I can\'t accept that"), say the decision will be made on its merits, and tell whoever handles procurement or compliance, in writing, the same day.',
        'Keep your own dated note of what was offered, by whom and when; if the pressure goes on, use the whistleblowing or ethics route.',
        fitLine(user, USER_FIT),
      ],
      suggested_reply: `${hi ? `${hi}thank` : 'Thank'} you, but I can't accept that. The decision will be made on the merits alone, and I'll keep it that way.`,
    };
  }
  return {
    inferred_style: styleLine,
    insights: [
      'What you are asked to do would put something untrue on record, in your name; the answer is a clear no, said calmly and in writing.',
      'Say no to the task, not the person: one sentence on why (the record would not be accurate), then offer the proper route: put the miss on record as it happened, do the work now, or ask who should decide.',
      'Keep your own dated note of what was asked, by whom and when; if the pressure goes on, take it to the whistleblowing or ethics route, or to someone above the person who asked.',
      fitLine(user, USER_FIT),
    ],
    suggested_reply: `${hi}I'm not able to do that: the record would not be accurate, and I'm not comfortable putting my name to it. If there is a proper way to deal with this, I'm happy to help with that.`,
  };
}
