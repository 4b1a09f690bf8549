import type { SafetyCues } from '../types.js';

/** Asks the user to buy gift cards: a common scam. */
export const giftCards: SafetyCues = {
  kind: 'gift_cards',
  phrases: [
    'gift card',
    'gift cards',
    'itunes cards',
    'google play cards',
    'steam cards',
    'apple cards',
    'amazon vouchers',
    'scratch off',
    'the codes on the back',
  ],
  warning:
    'This message asks you to buy gift cards. Real colleagues and companies do not pay or ask for payment that way: check with the person by phone before you buy anything.',
};
