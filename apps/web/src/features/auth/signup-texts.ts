/** The sign-up screen's words, spec texts word for word (docs/product.md#s1, #s5, #s8). */
export const SIGNUP_TEXT = {
  title: 'Create your account',
  submit: 'Create Account',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign In',
  terms: 'By creating an account, you agree to our Terms of Service and Privacy Policy.',
  match: {
    yes: 'Passwords match',
    no: 'Passwords do not match',
  },
  strengthLabel: 'Password strength:',
} as const;

/** docs/product.md#s5: the sign-up checks, in the spec's order. */
export const SIGNUP_VALIDATION = {
  nameRequired: 'Please enter your full name.',
  emailRequired: 'Please enter your email address.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  passwordsDiffer: 'Passwords do not match.',
} as const;

/** docs/product.md#s8: sign-up errors by provider code. */
export const SIGNUP_ERRORS: Readonly<Record<string, string>> = {
  'auth/email-already-in-use': 'An account with this email already exists.',
  'auth/invalid-email': 'Please enter a valid email address.',
  'auth/weak-password': 'Password should be at least 6 characters long.',
  'auth/operation-not-allowed': 'Email/password accounts are not enabled.',
};
export const SIGNUP_ERROR_OTHER = 'An error occurred during account creation. Please try again.';
