export { SMALL_TALK } from './small-talk.js';
export { OUT_OF_REACH } from './out-of-reach.js';
export type { OutOfReachEntry, OutOfReachKind, SmallTalkEntry } from './types.js';
