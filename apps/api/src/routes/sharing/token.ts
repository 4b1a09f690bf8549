import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: 256 bits, far beyond guessing; base64url, so it sits in a link as is. */
export const newInviteToken = (): string => randomBytes(32).toString('base64url');

/** Only this is stored: a copy of the table opens no link. */
export const tokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
