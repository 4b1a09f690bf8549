import type { FrameworkId, PairGuideSectionKey } from '@styleprint/contracts';

/**
 * Texts of one framework's pair guide, as typed data (docs/decisions/0102-pair-guide-and-team-summary.md).
 * Slots in braces are filled by the guide: {name} (the person), {you} and {them} (the two values'
 * labels). Every text is a whole sentence; a test renders every combination.
 */
export type AdviceSection = 'open' | 'disagree' | 'feedback' | 'writing';
export type PairSection = 'meet' | 'clash' | 'misread';

export interface FrameworkGuideContent<V extends string> {
  framework: FrameworkId;
  values: readonly V[];
  /** How a value is named in a sentence ("D-style", "ENTP", "analytical"). */
  label: Record<V, string>;
  /** What the person needs, by their value. */
  advice: Record<AdviceSection, Record<V, string>>;
  /** Both known and different: what they may misread in you, by your value. */
  differMisread: Record<V, string>;
  /** Both known and the same value. */
  same: Record<PairSection, Record<V, string>>;
  /** When their value is not sure: advice that works for any style, and says so. */
  anyThem: Record<PairGuideSectionKey, string>;
  /** When yours is not sure (their value known): meet, clash and misread for any style. */
  anyYou: Record<PairSection, string>;
}

/** A framework whose two values are compared by what each brings (thinking, strengths). */
export interface ComplementContent<V extends string> extends FrameworkGuideContent<V> {
  /** What a value brings to a pair ("evidence and logic"). */
  brings: Record<V, string>;
  /** Your bridge to their value when yours differs: said after a colon. */
  bridge: Record<V, string>;
  /** The differing pair, in words: {you}, {them}, {youBring}, {themBring}, {bridge}. */
  differMeet: string;
  differClash: string;
}
