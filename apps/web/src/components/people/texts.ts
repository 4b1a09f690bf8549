/** The words of the People bits the coach shows (ours, docs/decisions/0103-people-screens.md). */
export const SAVED_PEOPLE_TEXT = {
  picker: {
    label: 'Who is this with?',
    nobody: 'Nobody saved (read them from the conversation)',
    hint: 'Choose a saved person and the advice is for them, using the styles you keep for them.',
    savedGroup: 'Your People (your guesses)',
    sharedGroup: 'Sharing with you (their own results)',
    sharedOption: (name: string) => `${name} (their own results)`,
    sharedHint: (name: string) =>
      `From ${name}’s own results: the advice uses only the results they share with you.`,
  },
  save: {
    heading: 'Keep what the coach read',
    intro:
      'Save a person to your private People list with the styles read here and the quotes they rest on. Nothing else of the conversation is kept unless you ask.',
    button: (name: string) => `Save ${name} to People`,
    keep: (name: string) => `Keep this conversation with ${name}`,
    saved: (name: string) => `${name} is saved to People.`,
    open: (name: string) => `Open ${name} in People`,
    failed: 'Could not save. Please try again.',
    already: (name: string) => `You already keep a ${name} in People.`,
    /** The person the analysis was asked about ("Who is this with?"): nothing to save. */
    inPeople: (name: string) => `${name} is already in your People.`,
    /** Someone of the same name who shares with the user, linked to their own entry. */
    alreadyShared: (name: string) => `${name} shares their own results with you in People.`,
  },
} as const;
