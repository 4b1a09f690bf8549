import { LIMITS } from '@styleprint/contracts';
import {
  IDIOMS,
  JOKING,
  MENTION,
  MOMENT_LEXICONS,
  MOMENT_PRIORITY,
  NEGATIONS,
  PERSONAL,
  type MomentKind,
  type MomentVariant,
} from '../data/moments/index.js';
import { END, momentWords, sentencesOf } from './normalise.js';
import { anchored, classifier, classify, CRISIS_MARGIN, MARGIN, variantOf } from './classifier.js';
import { compileSet, findAll, type PhraseMatch, type PhraseSet } from './phrases.js';

/** One moment found in a text, with the sentence and phrase that raised it (for tests and logs). */
export interface MomentHit {
  kind: MomentKind;
  variant: MomentVariant;
  phrase: string;
  sentence: string;
}

interface CompiledLexicon {
  kind: MomentKind;
  variant: MomentVariant;
  strong: PhraseSet;
  personal: PhraseSet;
  pairs: { variant: MomentVariant; a: PhraseSet; b: PhraseSet; personal: boolean }[];
}

let compiled: { idioms: PhraseSet; lexicons: CompiledLexicon[] } | null = null;

/** Compiles the word lists once (the server's warm-up pays it, not a request). */
export function momentLists(): { idioms: PhraseSet; lexicons: CompiledLexicon[] } {
  compiled ??= {
    idioms: compileSet(IDIOMS),
    lexicons: MOMENT_LEXICONS.map((lexicon) => ({
      kind: lexicon.kind,
      variant: lexicon.variant,
      strong: compileSet(lexicon.strong),
      personal: compileSet(lexicon.personal),
      pairs: lexicon.pairs.map((pair) => ({
        variant: pair.variant,
        a: compileSet(pair.a),
        b: compileSet(pair.b),
        personal: pair.personal ?? false,
      })),
    })),
  };
  return compiled;
}

const negations = new Set(NEGATIONS);
const personalWords = new Set(PERSONAL);
const mentionWords = new Set(MENTION);
const jokingWords = new Set(JOKING);

/** A negation in the three words before a match cancels it ("I would never hurt myself"). */
function negated(words: readonly string[], match: PhraseMatch): boolean {
  for (let at = Math.max(0, match.start - 3); at < match.start; at += 1) {
    if (negations.has(words[at] ?? '')) return true;
  }
  return false;
}

/** The words of one sentence with its idioms blanked, so "is killing me" raises nothing. */
export function maskedWords(sentence: string, idioms: PhraseSet = momentLists().idioms): string[] {
  const words = [...momentWords(sentence), END];
  for (const idiom of findAll(idioms, words)) {
    for (let at = idiom.start; at < idiom.end; at += 1) words[at] = '';
  }
  return words;
}

function live(set: PhraseSet, words: readonly string[]): PhraseMatch | null {
  for (const match of findAll(set, words)) if (!negated(words, match)) return match;
  return null;
}

/** The moments one sentence raises, at most one per lexicon. */
function sentenceHits(sentence: string): MomentHit[] {
  const { idioms, lexicons } = momentLists();
  const words = maskedWords(sentence, idioms);
  const about = words.some((word) => personalWords.has(word));
  const mention = words.some((word) => mentionWords.has(word));
  const joking = words.some((word) => jokingWords.has(word));
  const hits: MomentHit[] = [];
  for (const lexicon of lexicons) {
    // Banter ("I'll kill you if you eat my lunch lol") is not a threat; a crisis keeps its recall.
    if (joking && lexicon.kind === 'violence') continue;
    const strong = live(lexicon.strong, words);
    if (strong) {
      hits.push({ kind: lexicon.kind, variant: lexicon.variant, phrase: strong.phrase, sentence });
      continue;
    }
    const personal = about && !mention ? live(lexicon.personal, words) : null;
    if (personal) {
      hits.push({
        kind: lexicon.kind,
        variant: lexicon.variant,
        phrase: personal.phrase,
        sentence,
      });
      continue;
    }
    for (const pair of lexicon.pairs) {
      if (pair.personal && (!about || mention)) continue;
      const a = live(pair.a, words);
      const b = a ? live(pair.b, words) : null;
      if (a && b) {
        hits.push({
          kind: lexicon.kind,
          variant: pair.variant,
          phrase: `${a.phrase} + ${b.phrase}`,
          sentence,
        });
        break;
      }
    }
  }
  return hits;
}

/** The words of a whole text, idioms blanked sentence by sentence (the classifier's reading). */
function textWords(text: string): string[] {
  return sentencesOf(text).flatMap((sentence) => maskedWords(sentence));
}

/** Trains the classifier and compiles the lists (the server's warm-up pays this, not a request). */
export function warmMoments(): void {
  momentLists();
  classifier(textWords);
}

/**
 * Every moment in a text, most urgent first: the phrase lists sentence by sentence, then (for a
 * chat message) the classifier over the whole message when the lists found nothing of its class.
 * Linear in the text.
 */
export function findMoments(
  text: string,
  options: { classifier: boolean } = { classifier: true },
): MomentHit[] {
  const hits: MomentHit[] = [];
  for (const sentence of sentencesOf(text)) hits.push(...sentenceHits(sentence));
  // The classifier reads what it was trained on: one chat message. A pasted conversation is long
  // and ordinary evidence piles up over it, so there only the phrase lists speak.
  if (options.classifier && text.length <= LIMITS.chatMaxChars) {
    const words = textWords(text);
    const guess = classify(classifier(textWords), words);
    const kind = guess.kind === 'control' || guess.kind === 'fraud' ? null : guess.kind;
    const margin = kind === 'crisis' ? CRISIS_MARGIN : MARGIN;
    const raises = kind !== null && guess.margin > margin && anchored(kind, words);
    if (kind && raises && !hits.some((hit) => hit.kind === kind)) {
      hits.push({
        kind,
        variant: variantOf(kind, words),
        phrase: `classifier (margin ${guess.margin.toFixed(1)})`,
        sentence: text,
      });
    }
  }
  return hits.sort((a, b) => MOMENT_PRIORITY.indexOf(a.kind) - MOMENT_PRIORITY.indexOf(b.kind));
}
