import type { ReaderKey, SituationKind, UserLean } from '../data/types.js';

/**
 * What the replies written from the dialogue state (hold, owed, decided) are given besides the
 * reading: who the user is, the situation read, the reader's style and the user's own lean, and
 * which wording variant to use.
 */
export interface StateReplyOptions {
  user: string | null;
  situation: SituationKind | null;
  reader: ReaderKey;
  lean: UserLean;
  variant: number;
}
