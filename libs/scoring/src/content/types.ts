/** Canned content for one trait of one framework. */
export interface TraitContent {
  trait: string;
  evaluation: string;
  superpower: string;
  strengths: string[];
  growth: string[];
}

/** Emergenetics content also carries its behavioural context. */
export interface ThinkingContent extends TraitContent {
  behaviouralContext: { expressiveness: string; assertiveness: string; flexibility: string };
}
