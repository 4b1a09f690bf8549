/** Words of the shell's own notices (ours, docs/decisions/0035-account-deletion-export-and-erasure-in-files.md). */
export const SHELL_TEXT = {
  sessionEnded: {
    title: 'Your session has ended',
    message: 'Please sign in again to continue. You will come back to this page.',
    action: 'Sign in again',
  },
  verify: {
    message: (email: string) =>
      `Please confirm your email address: we sent a link to ${email}. Open it, then come back.`,
    resend: 'Resend the link',
    resent: 'We sent a new link. Check your inbox (and the spam folder).',
    resendFailed: 'The link could not be sent just now. Please try again in a minute.',
    confirmed: "I've confirmed it",
    stillUnconfirmed: 'Your address is not confirmed yet. Open the link in the email first.',
    dismiss: 'Dismiss',
  },
  userMenu: {
    account: 'Account',
    history: 'My results over time',
    practice: 'Practice a conversation',
    comeAcross: 'How you come across',
  },
} as const;
