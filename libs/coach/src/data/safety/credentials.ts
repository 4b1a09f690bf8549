import type { SafetyCues } from '../types.js';

/** Asks the user to share a password, a code or login details. */
export const credentials: SafetyCues = {
  kind: 'credentials',
  phrases: [
    'your password',
    'the password',
    'login details',
    'log in details',
    'login credentials',
    'your credentials',
    'verification code',
    'one time code',
    '2fa code',
    'mfa code',
    'authentication code',
    'the code we sent',
    'the code i sent',
    'security code',
    'username and password',
    'confirm your login',
    'your pin',
    'and password',
    'staff id and password',
    'log in within',
    'log in using',
    'for my password',
    'my password to',
    'my login code',
    'your login code',
    'login code',
    'my verification code',
    'my 2fa code',
  ],
  warning:
    'This message asks for a password, code or login details. Do not share them in a message; check with the person on a channel you trust.',
};
