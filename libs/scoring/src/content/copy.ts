import type { TraitContent } from './types.js';

/**
 * A fresh copy of the trait fields only: callers get arrays they may change without touching the
 * shared content, and Emergenetics content's extra fields never leak into other shapes.
 */
export function traitCopy(content: TraitContent): TraitContent {
  return {
    trait: content.trait,
    evaluation: content.evaluation,
    superpower: content.superpower,
    strengths: [...content.strengths],
    growth: [...content.growth],
  };
}
