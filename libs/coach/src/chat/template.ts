import type { Sentence } from '../data/chat-situations/types.js';
import type { Facts } from './facts.js';

const SLOT = /\{(\w+)\}/g;

const capitalise = (text: string): string =>
  text.replace(/^(\s*["“]?)(\p{Ll})/u, (_, lead: string, c: string) => `${lead}${c.toUpperCase()}`);

/**
 * The first variant of a sentence whose slots were all found, filled in; "" when none fits (a
 * sentence whose facts are missing and that has no plain variant is left out).
 */
export function fill(sentence: Sentence, facts: Facts): string {
  for (const variant of sentence) {
    const slots = [...variant.matchAll(SLOT)].map((match) => match[1] as keyof Facts);
    if (slots.every((slot) => Boolean(facts[slot]))) {
      return capitalise(variant.replace(SLOT, (_, slot: keyof Facts) => facts[slot] ?? ''));
    }
  }
  return '';
}

/** Sentences filled and joined into a paragraph; a greeting line ("Hi Priya,") stands alone. */
export function fillAll(sentences: readonly Sentence[], facts: Facts): string {
  const filled = sentences.map((sentence) => fill(sentence, facts)).filter(Boolean);
  const [first, ...rest] = filled;
  if (first && /,$/.test(first) && rest.length > 0) return `${first}\n${rest.join(' ')}`;
  return filled.join(' ');
}
