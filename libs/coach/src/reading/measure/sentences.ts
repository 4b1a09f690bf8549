import type { ItemEntity, ItemSentence, ItsFunction, WinkMethods } from 'wink-nlp';
import * as lex from './lexicons.js';
import { compileLexicons, findMatches, type CompiledLexicons, type TokenView } from './matcher.js';

/** The word families a sentence is measured on. */
export const CATEGORIES = [
  'hedge',
  'booster',
  'gratitude',
  'warmth',
  'apology',
  'positive',
  'negative',
  'data',
  'process',
  'people',
  'idea',
  'result',
  'stability',
  'precision',
] as const;
export type Category = (typeof CATEGORIES)[number];

const SOURCES: Record<Category, readonly string[]> = {
  hedge: lex.HEDGES,
  booster: lex.BOOSTERS,
  gratitude: lex.GRATITUDE,
  warmth: lex.WARMTH,
  apology: lex.APOLOGIES,
  positive: lex.POSITIVE_AFFECT,
  negative: lex.NEGATIVE_AFFECT,
  data: lex.DATA_WORDS,
  process: lex.PROCESS_WORDS,
  people: lex.PEOPLE_WORDS,
  idea: lex.IDEA_WORDS,
  result: lex.RESULT_WORDS,
  stability: lex.STABILITY_WORDS,
  precision: lex.PRECISION_QUESTIONS,
};

let compiled: CompiledLexicons<Category> | null = null;

function lexicons(nlp: WinkMethods): CompiledLexicons<Category> {
  compiled ??= compileLexicons(nlp, SOURCES);
  return compiled;
}

/** What one sentence of one turn shows. */
export interface SentenceReading {
  turn: number;
  text: string;
  words: number;
  isQuestion: boolean;
  isDirective: boolean;
  /** A request softened by "please", "could you", "would it be possible". */
  isRequest: boolean;
  /** A short verbless line such as "Friday." or "Yes or no.": the clipped style of a busy reader. */
  isFragment: boolean;
  /** Runs of nouns as written ("pricing page", "Q3 churn report"): what the sentence is about. */
  nounPhrases: string[];
  /** Numbered items ("1)", "(2)"): a mark of structured writing. */
  enumerations: number;
  /** wink-nlp sentiment, −1 (negative) to 1 (positive). */
  sentiment: number;
  /** The words of each family found, as written. */
  hits: Record<Category, string[]>;
  /** Numbers, amounts, percentages as written ("4.2%", "2,400"). */
  figures: string[];
  /** Dates and times as written ("Friday", "tomorrow at noon"). */
  dates: string[];
  exclamations: number;
  emoji: number;
  /** Words in capitals for emphasis ("SO many"), not acronyms of two letters. */
  shouting: number;
}

const QUESTION_OPENERS =
  /^(?:who|what|when|where|why|how|which|can|could|would|will|should|shall|do|does|did|is|are|was|were|have|has|may|might|any|anything)\b/i;
/** Leading words that do not change what a sentence does ("So, Sam, please send …"). */
const SOFT_OPENERS = new Set([
  'please',
  'so',
  'and',
  'but',
  'ok',
  'okay',
  'just',
  'now',
  'also',
  'then',
  'pls',
  'kindly',
  'oh',
  'well',
]);
const POLITE =
  /\b(?:please|pls|could you|can you|would you|would it be possible|would you mind|if you could|kindly)\b/i;
/** Short lines that are social, not clipped: greetings, thanks, laughter. */
const SOCIAL_FRAGMENT =
  /^(?:hi|hello|hey|hiii+|morning|good morning|thanks|thank you|cheers|haha+|lol|yay|yes+|ok+|okay|sure|wow|omg|ugh|oh|ah+|hugs|best|regards)\b/i;
const NEED_FROM_YOU =
  /\b(?:i need you to|you need to|you have to|you must|make sure|i want you to|i expect you to|you should)\b/i;

function isCommand(
  normals: readonly string[],
  pos: readonly string[],
  lemmas: readonly string[],
): boolean {
  let at = 0;
  // Skip a vocative ("Chris, …") and soft openers.
  if (pos[0] === 'PROPN' && normals[1] === ',') at = 2;
  while (at < normals.length && (SOFT_OPENERS.has(normals[at] ?? '') || normals[at] === ','))
    at += 1;
  const word = normals[at];
  if (word === undefined || lex.NOT_COMMANDS.has(word)) return false;
  const tag = pos[at];
  if (tag === 'AUX') return word === 'be';
  if (tag === 'PRON' || tag === 'DET' || tag === 'NUM' || lemmas[at] !== word) return false;
  // Verbs the tagger calls nouns at the start of a line ("Flag the risks") count too.
  return tag === 'VERB' || lex.IMPERATIVE_VERBS.has(word);
}

/** Words of time that end a topic phrase ("the handover process yesterday" → "handover process"). */
const TIME_NOUNS = new Set([
  'today',
  'tomorrow',
  'yesterday',
  'tonight',
  'week',
  'month',
  'year',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'morning',
  'afternoon',
  'evening',
  'noon',
]);

/** Words typed in capitals for emphasis ("SO many"); acronyms such as ROI or Q3 are not shouting. */
const EMPHASIS = new Set([
  'SO',
  'OMG',
  'LOVE',
  'NEED',
  'NOW',
  'NOT',
  'ALL',
  'SUCH',
  'VERY',
  'REALLY',
  'ASAP',
  'NEVER',
  'WOW',
  'YES',
  'NO',
  'MUST',
  'HUGE',
  'BEST',
  'ANY',
  'EVER',
]);

/** Reads one sentence of a turn. */
function readSentence(nlp: WinkMethods, sentence: ItemSentence, turn: number): SentenceReading {
  const its = nlp.its;
  const tokens = sentence.tokens();
  // Line breaks are tokens too (part of speech SPACE); dropping them keeps "\nRedo …" a command.
  const allPos = tokens.out(its.pos) as string[];
  const keep = (_: unknown, index: number): boolean => allPos[index] !== 'SPACE';
  const values = (tokens.out() as string[]).filter(keep);
  const types = (tokens.out(its.type) as string[]).filter(keep);
  const pos = allPos.filter(keep);
  const spaces = (tokens.out(its.precedingSpaces) as string[]).filter(keep);
  const view: TokenView = {
    normals: (tokens.out(its.normal) as string[]).filter(keep),
    // wink-nlp's typings give `lemma` an addon parameter the token helpers do not declare.
    lemmas: (tokens.out(its.lemma as unknown as ItsFunction<string>) as string[]).filter(keep),
  };
  const surface = (start: number, end: number): string =>
    values
      .slice(start, end)
      .map((value, offset) => (offset === 0 ? value : `${spaces[start + offset] ?? ''}${value}`))
      .join('');

  const hits = Object.fromEntries(
    CATEGORIES.map((category) => [category, [] as string[]]),
  ) as Record<Category, string[]>;
  for (const match of findMatches(lexicons(nlp), view)) {
    hits[match.family].push(surface(match.start, match.end));
  }

  const figures: string[] = [];
  const dates: string[] = [];
  sentence.entities().each((entity: ItemEntity) => {
    const detail = entity.out(its.detail) as unknown as { value: string; type: string };
    // Durations ("six years") and past dates ("yesterday") are not deadlines.
    if (
      ['DATE', 'TIME'].includes(detail.type) &&
      !/\b(?:yesterday|last|ago|years?|since)\b/i.test(detail.value)
    ) {
      dates.push(detail.value);
    } else if (['CARDINAL', 'MONEY', 'PERCENT', 'ORDINAL'].includes(detail.type))
      figures.push(detail.value);
  });

  const nounPhrases: string[] = [];
  let run: number[] = [];
  const closeRun = (): void => {
    if (run.length > 0) nounPhrases.push(surface(run[0] ?? 0, (run[run.length - 1] ?? 0) + 1));
    run = [];
  };
  const timeWords = new Set(dates.flatMap((date) => date.toLowerCase().split(/\s+/)));
  pos.forEach((tag, index) => {
    if (
      timeWords.has((values[index] ?? '').toLowerCase()) ||
      TIME_NOUNS.has(view.normals[index] ?? '')
    ) {
      closeRun();
      return;
    }
    const nounLike =
      tag === 'NOUN' || tag === 'PROPN' || (tag === 'NUM' && /\p{L}/u.test(values[index] ?? ''));
    if (nounLike && types[index] === 'word') run.push(index);
    else closeRun();
  });
  closeRun();

  const text = sentence.out().trim();
  const words = types.filter((type) => type === 'word' || type === 'number').length;
  const textWords = values.filter((_, index) => types[index] === 'word');
  const contentStart = view.normals.findIndex(
    (normal, index) => types[index] === 'word' && !SOFT_OPENERS.has(normal),
  );
  const opener = contentStart >= 0 ? values.slice(contentStart).join(' ') : '';
  return {
    turn,
    text,
    words,
    isQuestion: /\?/.test(text) || (QUESTION_OPENERS.test(opener) && !/[.!]$/.test(text.trim())),
    isDirective:
      !/\?/.test(text) && (isCommand(view.normals, pos, view.lemmas) || NEED_FROM_YOU.test(text)),
    isRequest: POLITE.test(text),
    isFragment:
      words > 0 &&
      words <= 5 &&
      !pos.some((tag) => tag === 'VERB' || tag === 'AUX') &&
      !types.some((type) => type === 'emoji' || type === 'emoticon') &&
      !SOCIAL_FRAGMENT.test(opener) &&
      !/\?/.test(text),
    enumerations: (text.match(/(?:^|\s)\(?\d{1,2}\)\s|(?:^|\s)\d{1,2}\.\s(?=\p{L})/gu) ?? [])
      .length,
    sentiment: Number(sentence.out(its.sentiment)) || 0,
    hits,
    figures,
    dates,
    nounPhrases,
    exclamations: values.filter((value) => value === '!').length,
    emoji: types.filter((type) => type === 'emoji' || type === 'emoticon').length,
    shouting: textWords.filter((word) => EMPHASIS.has(word)).length,
  };
}

/** Reads every sentence of one turn's text. */
export function readTurn(nlp: WinkMethods, text: string, turn: number): SentenceReading[] {
  const readings: SentenceReading[] = [];
  nlp
    .readDoc(text)
    .sentences()
    .each((sentence: ItemSentence) => {
      readings.push(readSentence(nlp, sentence, turn));
    });
  return readings;
}
