import type { ReaderKey } from '../types.js';

/**
 * The reply when the user asked for something, or stated what was agreed, and the other side's
 * answer passed over it, put it off or came back with a condition (decision 0128, amendment):
 * acknowledge their reply in a line, restate the fact in the words already written, put the
 * user's own ask back in a form they can answer, and keep anything new apart until it is settled.
 * Never a concession and never a defence of their figure. Each list is several ways to say one
 * move, chosen by the conversation's text, so two conversations rarely share a sentence.
 */
export interface HoldMoves {
  move: Record<'ignored' | 'deferred' | 'countered', string>;
  /** A line that takes their reply in without agreeing to it. */
  ack: Record<'ignored' | 'deferred' | 'countered', Record<ReaderKey, readonly string[]>>;
  /** Their own earlier words that state the fact ({anchor}, quoted). */
  anchor: readonly string[];
  /** The user's own position, when no earlier words of theirs state it ({position}, quoted). */
  position: readonly string[];
  /** After the position: ask them to answer it first. */
  positionBack: readonly string[];
  /** The figure both sides wrote, asked back ({figure}); `agreed` when the text says it was. */
  confirmFigure: { agreed: readonly string[]; plain: readonly string[] };
  /** The user's question or request put back ({question}, quoted; {noun} "question" or "request"). */
  again: Record<'ignored' | 'deferred' | 'countered', readonly string[]>;
  /** The same, asked again in the user's own voice ({ask}: "could you confirm …?", unquoted). */
  askAgain: Record<'ignored' | 'deferred' | 'countered', readonly string[]>;
  /** A put-off: the date the user gave ({deadline}, as the user wrote it), or none. */
  byWhen: { dated: readonly string[]; undated: readonly string[]; then: readonly string[] };
  /** Anything new they raised waits until this is settled. */
  apart: Record<'brief' | 'warm', readonly string[]>;
}

export const holdMoves: HoldMoves = {
  move: {
    ignored:
      'acknowledge their reply in a line, then put your open question back first, before anything new, in a form they can answer in one line',
    deferred:
      'thank them once, restate what you asked and the date you need it by, and ask for a yes or no by then rather than waiting',
    countered:
      'hold your position calmly: restate the fact both sides wrote, ask for that specific thing, and keep their condition apart instead of defending or conceding',
  },
  ack: {
    ignored: {
      D: ['Thanks for the reply.', 'Noted, thanks.'],
      I: ['Thanks so much for getting back to me!', 'Great to hear from you, thanks!'],
      S: ['Thank you for getting back to me.', 'Thanks for your reply, I appreciate it.'],
      C: ['Thank you for the reply.', 'Thanks for coming back on this.'],
      any: ['Thanks for getting back to me.', 'Thanks for the reply.'],
    },
    deferred: {
      D: ['Thanks for taking this on.', 'Thanks for picking this up.'],
      I: ['Thanks so much for looking into it!', 'Really appreciate you looking at this.'],
      S: [
        'Thank you for looking into it, I know it is one more thing on your plate.',
        'Thank you for taking the time to look at this.',
      ],
      C: ['Thank you for looking into it.', 'Thanks for checking.'],
      any: ['Thanks for looking into it.', 'Thank you for looking at this.'],
    },
    countered: {
      D: ['Thanks for the quick answer.', 'Thanks for coming back on this.'],
      I: ['Thanks for coming back to me so quickly.', 'Thanks for getting back to me on this.'],
      S: ['Thank you for explaining.', 'Thank you for taking the time to reply.'],
      C: ['Thank you for setting out your side.', 'Thanks for the explanation.'],
      any: ['Thanks for coming back to me.', 'Thank you for the reply.'],
    },
  },
  anchor: ['Your earlier message said: {anchor}', 'For reference, you wrote earlier: {anchor}'],
  position: ['As I wrote before: {position}', 'To restate my point: {position}'],
  positionBack: [
    'Could you come back to me on that point first?',
    'Could you answer that point before we look at anything else?',
  ],
  confirmFigure: {
    agreed: [
      'Could you confirm that {figure} stands, as agreed?',
      'Can you confirm we stay at {figure}, as agreed?',
    ],
    plain: ['Could you confirm that {figure} stands?', 'Can you confirm we stay at {figure}?'],
  },
  again: {
    ignored: [
      'Before the rest, my earlier {noun} is still open: {question}',
      'Before anything new, I still need an answer to my {noun}: {question}',
    ],
    deferred: ['To recap what I asked: {question}', 'Just to restate my {noun}: {question}'],
    countered: [
      'My {noun} still stands: {question}',
      'I would still like a straight answer to my {noun}: {question}',
    ],
  },
  askAgain: {
    ignored: [
      'One thing is still open from my side: {ask}',
      'The point I still need an answer on: {ask}',
    ],
    deferred: ['Coming back to what I asked: {ask}', 'To pick up my earlier point, {ask}'],
    countered: ['My point still stands, so {ask}', 'Coming back to what I asked: {ask}'],
  },
  byWhen: {
    dated: [
      'I need to know {deadline}, so could you give me a yes or no by then?',
      'As I need to know {deadline}, could you let me have a yes or no by then?',
    ],
    then: ['Could you give me a yes or no by then?', 'Can you let me have a yes or no by then?'],
    undated: [
      'When do you expect to decide, so I can plan around it?',
      'Could you tell me when you expect to know, so I can plan around it?',
    ],
  },
  apart: {
    brief: [
      'Once that is settled, I am happy to look at the rest.',
      'Then I can pick up the rest with you.',
    ],
    warm: [
      'I would like to settle this on its own first, and then I am glad to look at the rest with you.',
      'Once this is settled, I will happily pick up the other points with you.',
    ],
  },
};
