/** Every word of the sign-in and sign-up screens, spec texts word for word (docs/product.md#s1, #s2, #s5, #s8). */
export const AUTH_TEXT = {
  tagline: 'Discover your unique communication style',
  login: {
    title: 'Welcome back',
    subtitle: 'Sign in to see your communication profile.',
    submit: 'Sign In',
    noAccount: "Don't have an account?",
    createAccountLink: 'Create account',
    terms: 'By signing in, you agree to our Terms of Service and Privacy Policy.',
    forgotPassword: 'Forgot password?',
  },
  reset: {
    title: 'Reset your password',
    subtitle:
      "Enter your account's email address and we will send you a link to choose a new password.",
    submit: 'Send reset link',
    // Never says whether the address has an account (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md).
    sent: (email: string) =>
      `If an account exists for ${email}, we have sent it a link to reset the password. Check your inbox (and the spam folder).`,
    invalidEmail: 'Please enter a valid email address.',
    tooMany: 'Too many attempts. Please try again later.',
    failed: 'The email could not be sent just now. Please try again.',
    backToSignIn: 'Back to Sign In',
  },
  legal: {
    before: 'Read our',
    terms: 'Terms of Service',
    and: 'and',
    privacy: 'Privacy Policy',
  },
  signup: {
    title: 'Create your account',
    submit: 'Create Account',
    haveAccount: 'Already have an account?',
    signInLink: 'Sign In',
    terms: 'By creating an account, you agree to our Terms of Service and Privacy Policy.',
  },
  fields: {
    name: 'Full Name',
    email: 'Email Address',
    password: 'Password',
    confirmPassword: 'Confirm Password',
  },
  google: 'Continue with Google',
  divider: 'or',
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

/** docs/product.md#s8: sign-in errors by provider code (Google sign-in uses the same table). */
export const LOGIN_ERRORS: Readonly<Record<string, string>> = {
  'auth/user-not-found': 'No account found with this email address.',
  'auth/wrong-password': 'Incorrect password. Please try again.',
  'auth/invalid-email': 'Please enter a valid email address.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/too-many-requests': 'Too many failed attempts. Please try again later.',
};
/**
 * Ours (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md): with email-enumeration protection on (Firebase's default for new projects) the
 * provider answers auth/invalid-credential for a wrong password and an unknown address alike, so
 * the message names neither (docs/decisions/0036).
 */
export const LOGIN_ERROR_HIDDEN_CAUSE = 'Incorrect email or password. Please try again.';
export const LOGIN_ERROR_OTHER = 'An error occurred during sign in. Please try again.';

/** docs/product.md#s8: sign-up errors by provider code. */
export const SIGNUP_ERRORS: Readonly<Record<string, string>> = {
  'auth/email-already-in-use': 'An account with this email already exists.',
  'auth/invalid-email': 'Please enter a valid email address.',
  'auth/weak-password': 'Password should be at least 6 characters long.',
  'auth/operation-not-allowed': 'Email/password accounts are not enabled.',
};
export const SIGNUP_ERROR_OTHER = 'An error occurred during account creation. Please try again.';
