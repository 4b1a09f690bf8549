/** The password-reset screen's words (docs/product.md#s2). */
export const RESET_TEXT = {
  title: 'Reset your password',
  subtitle:
    "Enter your account's email address and we will send you a link to choose a new password.",
  submit: 'Send reset link',
  // Never says whether the address has an account (docs/decisions/0122-public-pages-privacy-terms-and-password-reset.md).
  sent: (email: string) =>
    `If an account exists for ${email}, we have sent it a link to reset the password. Check your inbox (and the spam folder).`,
  invalidEmail: 'Please enter a valid email address.',
  tooMany: 'Too many attempts. Please try again later.',
  failed: 'The email could not be sent just now. Please try again.',
  backToSignIn: 'Back to Sign In',
} as const;
