import {
  DISC_STYLES,
  PEOPLE_LIMITS,
  THINKING_STYLES,
  type CoachReply,
  type CounterpartRead,
  type DiscStyle,
  type EvidenceQuote,
  type ThinkingStyle,
  type TraitValues,
} from '@styleprint/contracts';
import type { ConversationReading } from '../reading/index.js';
import { isQuotable, styleWeight } from '../reading/infer/evidence.js';
import { inferStyle, type Reading, type StyleReading } from '../reading/infer/style.js';
import type { SentenceReading } from '../reading/measure/sentences.js';
import { samePerson } from '../reading/parse/participants.js';
import { personTraits } from './read.js';

/** Quotes kept per trait and counterpart: the strongest, in the order they were written. */
const QUOTES_PER_TRAIT = 12;

/** How strongly one sentence shows a thinking preference (what its words dwell on). */
function thinkingWeight(sentence: SentenceReading, style: ThinkingStyle): number {
  const h = sentence.hits;
  switch (style) {
    case 'Analytical':
      return h.data.length + h.precision.length + 0.5 * sentence.figures.length;
    case 'Structural':
      return h.process.length + 0.5 * sentence.dates.length + 0.5 * sentence.enumerations;
    case 'Social':
      return h.people.length + h.warmth.length + 0.5 * h.gratitude.length + 0.5 * h.apology.length;
    case 'Conceptual':
      return h.idea.length;
  }
}

interface Scored<V extends string> {
  sentence: SentenceReading;
  index: number;
  value: V;
  weight: number;
}

/** Each quotable sentence's strongest value (ties: vocabulary order), when it shows one. */
function strongest<V extends string>(
  sentences: readonly SentenceReading[],
  values: readonly V[],
  weigh: (sentence: SentenceReading, value: V) => number,
): Scored<V>[] {
  const scored: Scored<V>[] = [];
  sentences.forEach((sentence, index) => {
    if (!isQuotable(sentence) || sentence.text.length > PEOPLE_LIMITS.quoteMaxChars) return;
    let best: Scored<V> | null = null;
    for (const value of values) {
      const weight = weigh(sentence, value);
      if (weight > 0 && (best === null || weight > best.weight)) {
        best = { sentence, index, value, weight };
      }
    }
    if (best) scored.push(best);
  });
  return scored
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .slice(0, QUOTES_PER_TRAIT)
    .sort((a, b) => a.index - b.index);
}

const weightOf = (weight: number): number =>
  Math.min(PEOPLE_LIMITS.maxWeight, Math.round(weight * 100) / 100);

/**
 * The structured read of each counterpart (docs/decisions/0101-people-read-from-evidence.md):
 * every quotable sentence they wrote that shows a DiSC style or a thinking preference, quoted as
 * written with its weight, and the traits recomputed from those quotes by the same rule a saved
 * person uses, so saving the read changes nothing. MBTI and strengths are not read from text.
 */
export function counterpartReads(reading: ConversationReading): CounterpartRead[] {
  return reading.participants.counterparts.slice(0, 4).map((name) => {
    const sentences = reading.measures.get(name)?.sentences ?? [];
    const disc = strongest(sentences, DISC_STYLES, styleWeight);
    const thinking = strongest(sentences, THINKING_STYLES, thinkingWeight);
    const evidence: EvidenceQuote[] = [
      ...disc.map((s, i): EvidenceQuote => ({
        id: `disc-${i + 1}`,
        trait: 'disc',
        supports: s.value,
        weight: weightOf(s.weight),
        quote: s.sentence.text,
        struck: false,
      })),
      ...thinking.map((s, i): EvidenceQuote => ({
        id: `thinking-${i + 1}`,
        trait: 'thinking',
        supports: s.value,
        weight: weightOf(s.weight),
        quote: s.sentence.text,
        struck: false,
      })),
    ];
    return {
      name,
      words: reading.words.get(name) ?? 0,
      traits: personTraits(evidence),
      evidence,
    };
  });
}

/** Adds `counterparts` to a reply when the text has any (an optional field of the contract). */
export function withCounterparts(reply: CoachReply, reading: ConversationReading): CoachReply {
  const reads = counterpartReads(reading);
  return reads.length > 0 ? { ...reply, counterparts: reads } : reply;
}

/** A saved person the user says the counterpart is (POST … with `personId`). */
export interface SavedCounterpart {
  name: string;
  traits: TraitValues;
}

function chosen<S extends string>(read: Reading<S>, style: S | null): Reading<S> {
  if (style === null || style === read.style) return read;
  // The user's saved styles win over the text; the features that spoke for another style are
  // not evidence for this one.
  return { ...read, style, confidence: 1, level: 'high', because: [] };
}

/**
 * The counterpart the saved person is: the one with the same name, else the only or first
 * counterpart. Their DiSC style and thinking preference become the saved ones, so every insight
 * and the suggested reply are written for that person; unknown traits keep the text's read.
 */
export function withSavedCounterpart(
  reading: ConversationReading,
  saved: SavedCounterpart,
): ConversationReading {
  const { counterparts } = reading.participants;
  const name = counterparts.find((c) => samePerson(c, saved.name)) ?? counterparts[0];
  if (name === undefined) return reading;
  const measures = reading.measures.get(name);
  const base: StyleReading | undefined =
    reading.styles.get(name) ?? (measures ? inferStyle(measures) : undefined);
  if (base === undefined || (saved.traits.disc === null && saved.traits.thinking === null)) {
    return reading;
  }
  // Too little text to read and no saved DiSC style: a read from a few words would be a guess.
  if (!reading.styles.has(name) && saved.traits.disc === null) return reading;
  const styles = new Map(reading.styles);
  styles.set(name, {
    ...base,
    disc: chosen<DiscStyle>(base.disc, saved.traits.disc),
    thinking: chosen<ThinkingStyle>(base.thinking, saved.traits.thinking),
  });
  return { ...reading, styles };
}
