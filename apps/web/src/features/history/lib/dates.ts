const LONG = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const SHORT = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

/** "23 Nov 2026, 14:05": retakes on the same day still differ. */
export const longDate = (iso: string): string => LONG.format(new Date(iso));
/** "23 Nov", for chart axes. */
export const shortDate = (iso: string): string => SHORT.format(new Date(iso));
