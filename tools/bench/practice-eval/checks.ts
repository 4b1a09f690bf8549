/**
 * What a persona reply in a given style must and must not do, as checks a script can run. Each
 * check is a plain rule over the reply's text (word lists, counts), written so a reader can see
 * why a reply passed or failed. Labels in ./cases.ts name these checks.
 */
export const CHECKS = {
  /** Asks something back. */
  question: (reply: string) => reply.includes('?'),
  /** A D's length: at most 25 words. */
  brief: (reply: string) => words(reply) <= 25,
  /** Longer than a busy reader writes: over 40 words. */
  long: (reply: string) => words(reply) > 40,
  exclaim: (reply: string) => reply.includes('!'),
  /** An i's tone: an exclamation or an upbeat word. */
  upbeat: (reply: string) =>
    reply.includes('!') ||
    /\b(?:great|love|excited|awesome|brilliant|perfect|fun|win)\b/i.test(reply),
  /** An S's warmth. */
  warm: (reply: string) =>
    /\b(?:thank|thanks|appreciate|understand|glad|happy|care|comfortable|support|hear you|sorry|of course|want to help)\b/i.test(
      reply,
    ),
  /** An S's caution about change and people. */
  cautious: (reply: string) =>
    /\b(?:change|changes|team|plan|steady|careful|carefully|transition|worried|worries|affect|affects|step|unsettle|caught off guard|slow down|gentle|manageable)\b/i.test(
      reply,
    ),
  /** A C's request for precision or evidence. */
  specifics: (reply: string) =>
    /\b(?:exact|exactly|specifics?|specifically|figures|numbers|data|evidence|estimate|details|basis|precis\w*|breakdown|measure|how many|document|in writing|concrete|verified|dates)\b/i.test(
      reply,
    ),
  /** A D's push for the point. */
  bottomLine: (reply: string) =>
    /\b(?:bottom line|result|impact|what do you need|what is the ask|actual ask|by when|what date|cost|point|what do i get|decide|what do you want|one line|what is it|next step|who does what)\b/i.test(
      reply,
    ),
  agrees: (reply: string) =>
    /\b(?:agreed|agree|deal|done|go ahead with|go ahead as|works for me|let's do it|comfortable with|support it|approve|proceed|we can make this work|can live with|can manage|can consider|could work|yes, let|confirmed|settled|we have a plan|you have my support)\b/i.test(
      reply,
    ),
  /** Reacts to blame or pressure rather than giving in to it. */
  pushback: (reply: string) =>
    /\b(?:blame|blaming|tone|frustrat\w*|calm|calmly|constructive|facts|generalisation|stressful|step back|slow down|at fault|verified|stop there)\b/i.test(
      reply,
    ),
  /** Brings in the people involved. */
  people: (reply: string) => /\b(?:team|everyone|people|feel|client|nobody)\b/i.test(reply),
} as const;

export type CheckName = keyof typeof CHECKS;

function words(text: string): number {
  return text.split(/\s+/).filter((w) => w !== '').length;
}

/** Brackets, braces, TBD, XX or underscores: any blank a template left. */
export function hasPlaceholder(reply: string): boolean {
  return /\[[^\]]{0,60}\]|\{[^}]{0,40}\}|\bTBD\b|\bXX+\b|_{3,}/.test(reply) || reply.trim() === '';
}
