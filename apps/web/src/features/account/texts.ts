/** Every word of the account page (ours, docs/decisions/0035-account-deletion-export-and-erasure-in-files.md). */
export const ACCOUNT_TEXT = {
  title: 'Your account',
  intro: 'Change how you appear and sign in, take your data with you, or leave.',
  name: {
    heading: 'Display name',
    label: 'Display name',
    save: 'Save name',
    saved: 'Your name is saved.',
    required: 'Please enter your name.',
    tooLong: (max: number) => `Please keep your name to ${max} characters or fewer.`,
  },
  password: {
    heading: 'Password',
    current: 'Current password',
    next: 'New password',
    confirm: 'Confirm new password',
    save: 'Change password',
    saved: 'Your password is changed. Every other device is signed out.',
    /** How a change reaches the other sessions: at once here; within a minute after a reset link. */
    explain:
      'Changing your password here signs you out on every other device and browser at once. If you reset it with the emailed link instead, a device already signed in can keep working for up to a minute.',
    currentRequired: 'Please enter your current password.',
    tooShort: (min: number) => `Your new password must be at least ${min} characters long.`,
    same: 'Your new password must differ from the current one.',
    differ: 'The new passwords do not match.',
    google: 'You sign in with Google, so there is no Styleprint password to change.',
  },
  sessions: {
    heading: 'Sign out everywhere',
    explain:
      'Ends your sign-in on every device and browser, this one included. Use it if you signed in on a shared computer or think someone else knows your password.',
    action: 'Sign out everywhere',
    confirm: 'Sign out on every device, including this one?',
    cancel: 'Cancel',
  },
  data: {
    heading: 'Your data',
    explain:
      'Download everything Styleprint stores about you as a JSON file, or print your profile (your browser can save it as a PDF).',
    download: 'Download my data',
    downloaded: 'Your data file is downloaded.',
    history: 'My results over time',
    print: 'Print my profile',
  },
  delete: {
    heading: 'Delete account',
    explain: 'Erases your account and everything stored with it. This cannot be undone.',
    start: 'Delete account…',
    erases: 'Deleting your account erases, at once and for good:',
    items: [
      'your sign-in account (name, email address and password)',
      'every assessment you submitted, and every profile derived from it, including past results',
      'the people you added, with the quotes their styles were read from',
      'the practice conversations you kept, with their feedback',
      'the rating links you made, with every colleague’s answers on them, and the ratings you gave others',
      'your invites, what you share with others and your places in teams: they stop seeing you at once',
      'your current coach conversation in this browser',
    ],
    keep: 'If you want a copy, download your data first.',
    passwordLabel: 'Your password, to confirm',
    google: 'You will confirm with Google in a popup.',
    confirm: 'Delete my account',
    cancel: 'Keep my account',
    done: 'Your account and everything stored with it are deleted.',
  },
  errors: {
    wrongPassword: 'That password is not right. Please try again.',
    tooMany: 'Too many attempts. Please wait a few minutes and try again.',
    recentLogin: 'For your safety, please confirm your password again.',
    cancelled: 'Confirmation was cancelled.',
    network: 'Network connection failed. Please check your internet connection.',
    other: 'Something went wrong. Please try again.',
    rateLimited: (seconds: number) =>
      `Too many requests. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  },
} as const;
