import type { ReaderKey } from '../types.js';

/**
 * The reply when a thank-you carries a decision (decision 0128, amendment): a customer moving
 * their orders, a colleague turning down a role, a subscription cancelled "with thanks". Readers
 * found these answered as praise ("It was a team effort"). The reply takes the decision as made:
 * thanks for saying it directly, the decision in their words, and one open door without haggling.
 */
export const decidedMoves = {
  move: 'take the decision as made: thank them for saying it directly, name it in their words, and leave one door open without arguing',
  ack: {
    D: ['Thanks for telling me directly.', 'Thanks for being straight with me.'],
    I: [
      'Thank you for telling me directly, I really appreciate it.',
      'Thanks for being open with me.',
    ],
    S: [
      'Thank you for letting me know, and for telling me directly.',
      'Thank you for being honest with me.',
    ],
    C: ['Thank you for letting me know clearly.', 'Thanks for setting it out clearly.'],
    any: ['Thank you for telling me directly.', 'Thanks for letting me know.'],
  } satisfies Record<ReaderKey, readonly string[]>,
  /** {decision}: their sentence, quoted. */
  understood: ['I understand: {decision}', 'Understood: {decision}'],
  door: {
    brief: [
      'If anything I still owe you is open, tell me and I will settle it.',
      'If there is anything I can do to make the change easy, just say.',
    ],
    warm: [
      'If anything I still owe you is open, tell me and I will settle it; and if things change, my door is open.',
      'If there is anything I can do to make the change easy, just say, and if things change, I would be glad to hear from you.',
    ],
  },
} as const;
