import type { SafetyCues } from '../types.js';

/** Asks the user to change where payments go. */
export const bankChange: SafetyCues = {
  kind: 'bank_change',
  phrases: [
    'new bank details',
    'new bank account',
    'new account details',
    'changed our bank',
    'changed banks',
    'change of bank details',
    'change our bank details',
    'change the bank details',
    'update our bank details',
    'update the bank details',
    'updated bank details',
    'updated banking details',
    'banking details have changed',
    'bank details have changed',
    'new iban',
    'new account number',
    'new sort code',
    'new account',
    'changed its bank',
    'changed their bank',
    'has changed its bank',
    'should be made to the account',
    'should be made to our new',
    'our new client account',
    'to the new details',
    'move to a new account',
    'the new details below',
    'payments should be made to',
  ],
  warning:
    'This message asks you to send money to a new account: confirm by phone, on a number you already have, before you act.',
};
