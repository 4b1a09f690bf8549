/**
 * The words every auth screen shares, and the sign-in screen's own, spec texts word for word
 * (docs/product.md#s1, #s2, #s8). Sign-up's and the password reset's words live in their own
 * modules, so the sign-in page's JavaScript does not carry them.
 */
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
  legal: {
    before: 'Read our',
    terms: 'Terms of Service',
    and: 'and',
    privacy: 'Privacy Policy',
  },
  fields: {
    name: 'Full Name',
    email: 'Email Address',
    password: 'Password',
    confirmPassword: 'Confirm Password',
  },
  google: 'Continue with Google',
  divider: 'or',
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
