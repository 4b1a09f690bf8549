import type { SafetyCues } from '../types.js';

/** Asks the user to send or move money. */
export const moneyTransfer: SafetyCues = {
  kind: 'money_transfer',
  phrases: [
    'wire',
    'wire transfer',
    'bank transfer',
    'transfer the funds',
    'transfer the money',
    'transfer the payment',
    'send the payment',
    'send the money',
    'send money',
    'make a payment',
    'process a payment',
    'process the payment',
    'release the payment',
    'pay the invoice to',
    'payment to the new',
    'pay into',
    'transfer',
  ],
  warning:
    'This message asks you to send money. Confirm the request by phone, on a number you already have, before you act.',
};
