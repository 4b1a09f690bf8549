import type { CoachSafetyKind } from '@styleprint/contracts';

/**
 * Word lists for the moments that come before coaching (docs/decisions/0125-coach-safety-moments.md).
 *
 * Phrase syntax, read by safety/detect.ts: words as the coach tokenizer reads them (lower case,
 * contractions written out: "do not", "i am", "can not"), `(a|b|c)` for alternatives at one place,
 * `(a)?` for an optional place, `*` for any one word, `#` for a number, `$` for the end of the sentence. Every phrase is matched as whole words, in one linear pass.
 */
export type MomentKind = CoachSafetyKind;

/** Which answer a harassment or medical hit gets (the boundary sentence differs). */
export type MomentVariant =
  | 'crisis'
  | 'sexual'
  | 'discrimination'
  | 'bullying'
  | 'violence'
  | 'medication'
  | 'health'
  /** Symptoms that can be an emergency (chest pain, a numb arm, trouble breathing, fainting). */
  | 'urgent'
  | 'legal';

/** Two groups that raise the moment when both occur in one sentence. */
export interface MomentPair {
  variant: MomentVariant;
  a: readonly string[];
  b: readonly string[];
  /** The sentence must be about the person (I, me, my, we…): "comments about women" is not. */
  personal?: boolean;
}

export interface MomentLexicon {
  kind: MomentKind;
  variant: MomentVariant;
  /** Enough alone, unless negated ("I am not suicidal") or inside a masked idiom. */
  strong: readonly string[];
  /**
   * Enough when the sentence is about the person and is not about a course, film, policy…
   * ("I was harassed" raises it; "the harassment training was dull" does not).
   */
  personal: readonly string[];
  pairs: readonly MomentPair[];
}

/**
 * Signs that raise a moment only together, written by one person within a few turns of a pasted
 * conversation: each alone is ordinary ("you look great", "dinner at my hotel", "your review is
 * due"), two of them from the same writer are not.
 */
export interface MomentAcrossTurns {
  kind: MomentKind;
  variant: MomentVariant;
  /** Each sign, by name: phrases in the syntax above. */
  signs: Readonly<Record<string, readonly string[]>>;
  /** The pairs of signs that raise the moment when one writer gives both. */
  together: readonly (readonly [string, string])[];
}

/**
 * Signs that raise a moment only together, anywhere in one message or one pasted conversation
 * (data/moments/signs.ts): the shape of the across-turns rules, read over the whole text.
 */
export interface MomentSigns extends MomentAcrossTurns {
  /** Words that explain the signs away ("my last day at the company" explains a goodbye). */
  explainedBy?: readonly string[];
  /** Signs that keep the moment even beside those words. */
  outweighs?: readonly string[];
  /** Read in a chat message only: in a pasted conversation the signs must come from one writer. */
  chatOnly?: boolean;
}
