import { PRACTICE_TEXT } from '../texts';

const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** When a session was kept, as a day the reader's locale writes. */
export const keptOn = (iso: string): string => DAY.format(new Date(iso));

/** "Scored 15 of 20", or that the session has no score (kept before the server scored every one). */
export const scoreText = (total: number | null, max: number | null): string =>
  total === null || max === null
    ? PRACTICE_TEXT.sessions.noScore
    : PRACTICE_TEXT.sessions.score(total, max);
