/**
 * Below this many words a speaker's style is not read (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md, point 4: "roughly 25"). 20 keeps
 * a terse but clear writer of 20-24 words ("Read it. Too long. Cut pages 4-9. Resend today.")
 * while every reply labelled too little to read in the evaluation set has fewer (decision 0045).
 */
export const MIN_WORDS_FOR_STYLE = 20;
