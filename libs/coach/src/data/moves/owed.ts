import type { ReaderKey } from '../types.js';

/**
 * The reply when the other side asked the user to do something and the user has not answered
 * (decision 0128, amendment): their request is answered first, plainly, in their own words turned
 * round ("Could you take another look before I pass it on?" / "Yes, I can take another look
 * before you pass it on."), before anything the stock situation would say around it.
 */
export const owedMoves = {
  move: 'answer their request first, plainly, in a line, before anything else',
  moveAdded:
    'answer their added request first, and before saying yes, agree what makes room for it, so the list does not grow past what fits',
  ack: {
    D: ['Thanks for the message.', 'Thanks.'],
    I: ['Thanks for your message!', 'Thanks so much for getting in touch!'],
    S: ['Thank you for your message.', 'Thanks for letting me know.'],
    C: ['Thank you for the clear message.', 'Thanks for your message.'],
    any: ['Thanks for your message.', 'Thank you for getting in touch.'],
  } satisfies Record<ReaderKey, readonly string[]>,
  /** {clause}: their request, turned round ("take another look before you pass it on"). */
  yes: { can: 'Yes, I can {clause}.', will: 'Yes, I will {clause}.' },
  /**
   * A request added on top ("Could you also…", "…as well", "one more…"): a plain yes is how a
   * list grows past what fits, so the answer names the trade first. {clause} as for `yes`.
   */
  trade: [
    'Before I {clause}, can we agree what comes off my list or moves to make room for it?',
    'Happy to look at it: before I {clause}, which of the other things should wait?',
  ],
  /**
   * The user already said no, or gave the reason they cannot, and the same person asks again
   * (often for less: "could you do at least the 5-9 service?"): a yes here gives away what the
   * user protected, so the reply holds the line warmly. {clause} as for `yes`; {reason}: the
   * user's own earlier words.
   */
  holdLine: {
    move: 'hold the line you already drew, warmly: say no to the smaller ask too, give your reason once, and offer help that does not cost you what you protected',
    sorry: ["I know you're stuck, and I'm sorry.", "I can see the spot you're in, and I'm sorry."],
    no: "I can't {clause} either.",
    reason: ['As I said, {reason}', 'Like I mentioned, {reason}'],
    offer: [
      'What I can do is help you find someone else, or hand over what they need beforehand.',
      'If it helps, I can brief whoever covers it, or help you find someone.',
    ],
  },
  /** After the yes: when they will hear, without a date nobody set. */
  close: {
    brief: ['I will let you know when it is done.', 'I will tell you as soon as it is done.'],
    warm: [
      'I will let you know as soon as it is done, and if anything gets in the way I will say so straight away.',
      'You will hear from me as soon as it is done; if anything holds it up, I will tell you.',
    ],
  },
} as const;
