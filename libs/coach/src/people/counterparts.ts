import {
  type CoachReply,
  type CounterpartRead,
  type DiscStyle,
  type EvidenceQuote,
  type ThinkingStyle,
  type TraitValues,
} from '@styleprint/contracts';
import type { ConversationReading } from '../reading/index.js';
import { inferStyle, type Reading, type StyleReading } from '../reading/infer/style.js';
import { samePerson } from '../reading/parse/participants.js';
import { personTraits } from './read.js';

/**
 * The structured read of each counterpart (docs/decisions/0107-one-rule-for-a-read.md): every
 * sentence they wrote, quoted as written in passages (one per message where that fits) with what
 * the coach measured in each, listed once for DiSC and once for thinking preference so the user
 * can strike a quote out of either; the traits are the saved-person rule over those passages,
 * which is the very function and evidence the analysis' read used, so saving the read changes
 * nothing. MBTI and strengths are not read from text.
 */
function counterpartReads(reading: ConversationReading): CounterpartRead[] {
  return reading.participants.counterparts.slice(0, 4).map((name) => {
    const passages = reading.evidence.get(name) ?? [];
    const quotes = (trait: 'disc' | 'thinking'): EvidenceQuote[] =>
      passages.map((passage, index) => ({
        id: `${trait}-${index + 1}`,
        trait,
        quote: passage.quote,
        signals: passage.signals,
        struck: false,
      }));
    const evidence = [...quotes('disc'), ...quotes('thinking')];
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
  /**
   * True when the traits are the person's own results, shared with the user by consent
   * (docs/decisions/0104-sharing-with-consent.md), not the user's guess: the answer says which.
   */
  own?: boolean;
}

/**
 * Adds to a reply which person it was for and whose results it used (the contract's `about`),
 * so the screen can say "From Sam’s own results" or "From your guess" under the answer itself;
 * in an analysis, also which counterpart read is that person (the one of the same name, else the
 * first, as withSavedCounterpart takes it), so the screen does not offer to save them again.
 */
export function withAbout<R extends CoachReply>(
  reply: R,
  counterpart: SavedCounterpart | undefined,
): R {
  // Only the person the request named is said: nothing a model wrote there survives.
  const { about: _said, ...rest } = reply;
  if (counterpart === undefined) return rest as R;
  const reads = reply.counterparts ?? [];
  const read = reads.find((c) => samePerson(c.name, counterpart.name)) ?? reads[0];
  return {
    ...rest,
    about: {
      name: counterpart.name,
      source: counterpart.own === true ? 'shared' : 'guess',
      ...(read ? { counterpart: read.name } : {}),
    },
  } as R;
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
