/** "How you come across": the user's own messages read against their self-assessed profile. */
export { readHowYouComeAcross, splitMessages } from './compare.js';
export { type OwnWordsReading } from './read-lines.js';
