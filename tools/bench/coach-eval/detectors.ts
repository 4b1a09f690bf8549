/**
 * The checks the scoring script runs on a coach reply. Each is meant to be strict and honest: it
 * fires on the defect it names, and a test of it (coach-eval/self-check.ts) shows it can fire.
 *
 * - Placeholders: `[...]`, `{...}`, `<...>`, TBD/TBC, XX, `___`, "...", and in the suggested reply
 *   also "insert" and "your answer". A bracket or ellipsis quoted from the conversation is not a
 *   blank: quotations found in the text are removed first, and a bracket span found verbatim in the
 *   text (a transcript's "[08:47]") is skipped.
 * - False evidence: a quotation in an insight (or the inferred style) whose words are not in the
 *   conversation in that order (case, punctuation, curly quotes and white space ignored; "..."
 *   inside a quotation marks an omission), or a claim of absence ("no dates", "named no deadline",
 *   "asked no questions", "no figures") that the text contradicts. A claim about a named speaker (or
 *   "you", the user) is checked against that speaker's own lines when they can be told apart, else
 *   against the whole text. Quotations introduced as suggested wording ("try", "say", "for
 *   example") are advice, not evidence, and are not checked.
 * - Adaptation: two replies differ materially when the Jaccard similarity of their sets of
 *   lower-cased word tokens is below 0.8.
 * - Opening: the first three words of the suggested reply after a leading greeting and the
 *   addressee's name ("Hi Sam," / "Sam,").
 */
import { normaliseForSearch } from './case.js';
import { allContent, contentOf, type Segment } from './speakers.js';

export interface Finding {
  kind: string;
  detail: string;
}

function wordTokens(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[\u2018\u2019]/g, "'")
      .match(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu) ?? []
  );
}

/** Quotations: text between straight or curly double quotes, or curly single quotes. */
export interface Quotation {
  text: string;
  /** Where the quotation (with its marks) starts in the string. */
  start: number;
  end: number;
}

export function quotationsOf(text: string): Quotation[] {
  const found: Quotation[] = [];
  const pattern =
    /"([^"\n]{1,600})"|\u201c([^\u201c\u201d\n]{1,600})\u201d|\u2018([^\u2018\u2019\n]{1,600})\u2019(?![\p{L}])/gu;
  for (const match of text.matchAll(pattern)) {
    const quoted = match[1] ?? match[2] ?? match[3] ?? '';
    const start = match.index ?? 0;
    found.push({ text: quoted, start, end: start + match[0].length });
  }
  return found;
}

/** True when every piece of the quotation (split at "..." omissions) is in the text, in words. */
export function isQuotedFrom(quotation: string, conversation: string): boolean {
  const haystack = ` ${wordTokens(conversation).join(' ')} `;
  const pieces = quotation.split(/\.\.\.|\u2026|\[\u2026\]|\[\.\.\.\]/);
  let wordsSeen = 0;
  for (const piece of pieces) {
    const words = wordTokens(piece);
    wordsSeen += words.length;
    if (words.length > 0 && !haystack.includes(` ${words.join(' ')} `)) return false;
  }
  // A quotation of punctuation only ("??", "...?") must be in the text as written.
  if (wordsSeen === 0)
    return normaliseForSearch(conversation).includes(normaliseForSearch(quotation).trim());
  return true;
}

// Cues before a quotation, nearest first decides: evidence ("she wrote", "instead of") or
// suggested wording ("try", "say").
const EVIDENCE_CUE =
  /\b(?:wrote|writes|write:|said|says|asked|asks|as in|quoted?|line|message|mentioned|put it|called|told|stated|instead of|rather than|replied|answered|phrases? like|words?)\b|:\s*$/gi;
const SUGGESTION_CUE =
  /\b(?:try|trying|say|saying|write|writing|ask|asking|such as|for example|e\.g\.|open with|start with|lead with|rephrase|reword|replace|swap|something like|consider|instead|perhaps|suggest|suggested|offer|start|begin|label|type|use|mark|sign)\b/gi;

function lastIndexOf(pattern: RegExp, text: string): number {
  let last = -1;
  for (const match of text.matchAll(pattern)) last = match.index ?? last;
  return last;
}

/** True when the words before a quotation present it as suggested wording, not as a quote. */
function isSuggestedWording(before: string): boolean {
  const window = before.slice(-80);
  const sentenceStart = Math.max(window.lastIndexOf('. '), window.lastIndexOf('; '));
  const clause = sentenceStart >= 0 ? window.slice(sentenceStart + 2) : window;
  const evidence = lastIndexOf(EVIDENCE_CUE, clause);
  const suggestion = lastIndexOf(SUGGESTION_CUE, clause);
  return suggestion > evidence;
}

// ---- what a text contains -------------------------------------------------------------------

const WEEKDAY_FULL = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i;
const WEEKDAY_SHORT = /\b(?:Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat|Sun)\b\.?/;
const MONTH_FULL =
  /\b(?:january|february|march|april|june|july|august|september|october|november|december)\b/i;
const MONTH_SHORT = /\b(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b\.?|\bMay\s+\d/;
const ORDINAL = /\b\d{1,2}(?:st|nd|rd|th)\b/i;
// Slashed dates ("12/03", "12/03/2026"), or dotted ones with a year ("12.03.2026"): a bare "4.2" is
// a clause, a version or a figure, not a date.
const NUMERIC_DATE = /\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b|\b\d{1,2}\.\d{1,2}\.\d{2,4}\b/;
const RELATIVE_DATE =
  /\b(?:today|tonight|tomorrow|yesterday|this week|next week|this month|next month|weekend|end of (?:the )?(?:day|week|month|quarter|year)|eod|eow|cob|noon|midday|midnight|asap|q[1-4])\b/i;
const CLOCK_TIME = /\b\d{1,2}(?::\d{2})?\s?(?:am|pm)\b|\b\d{1,2}:\d{2}\b/i;

export function hasDate(text: string): boolean {
  return [
    WEEKDAY_FULL,
    WEEKDAY_SHORT,
    MONTH_FULL,
    MONTH_SHORT,
    ORDINAL,
    NUMERIC_DATE,
    RELATIVE_DATE,
    CLOCK_TIME,
  ].some((pattern) => pattern.test(text));
}

const DEADLINE_WORD =
  /\b(?:deadline|due|eod|eow|cob|end of (?:the )?(?:day|week|month)|no later than)\b/i;
const BY_DATE = /\b(?:by|before|until|till)\s+(?:the\s+|this\s+|next\s+)?[\p{L}\p{N}]/iu;

export function hasDeadline(text: string): boolean {
  if (DEADLINE_WORD.test(text)) return true;
  for (const match of text.matchAll(new RegExp(BY_DATE.source, 'giu'))) {
    const after = text.slice(match.index ?? 0, (match.index ?? 0) + 40);
    if (hasDate(after)) return true;
  }
  return false;
}

function hasFigure(text: string): boolean {
  return /\p{N}|[$€£¥%]/u.test(text);
}

function hasQuestion(text: string): boolean {
  return text.includes('?');
}

// ---- absence claims -------------------------------------------------------------------------

type Absent = 'date' | 'deadline' | 'figure' | 'question';

const NEGATION = String.raw`(?:\bno|\bwithout(?:\s+an?|\s+any)?|\bnever\s+(?:gave|named|set|mentioned|asked|offered)(?:\s+an?|\s+any)?|\b(?:didn't|did not|doesn't|does not|hasn't|has not|haven't|have not)\s+(?:give|gave|given|name|named|set|mention|mentioned|offer|offered|include|included|state|stated|ask|asked|put)\s+(?:an?|any))`;
const CLAIMS: Array<{ absent: Absent; pattern: RegExp }> = [
  {
    absent: 'deadline',
    pattern: new RegExp(
      String.raw`${NEGATION}\s+(?:[a-z-]+\s+){0,2}?(?:deadlines?|due dates?)\b`,
      'gi',
    ),
  },
  {
    absent: 'date',
    pattern: new RegExp(
      String.raw`${NEGATION}\s+(?:[a-z-]+\s+){0,2}?(?:dates?|timelines?|time ?frames?)\b`,
      'gi',
    ),
  },
  {
    absent: 'figure',
    pattern: new RegExp(
      String.raw`${NEGATION}\s+(?:[a-z-]+\s+){0,2}?(?:figures?|numbers?|amounts?|percentages?|prices?|costs?|totals?)\b`,
      'gi',
    ),
  },
  {
    absent: 'question',
    pattern: new RegExp(
      String.raw`${NEGATION}\s+(?:[a-z-]+\s+){0,2}?questions?\b|\bnever asked\b`,
      'gi',
    ),
  },
];

const PRESENT: Record<Absent, (text: string) => boolean> = {
  date: hasDate,
  deadline: hasDeadline,
  figure: hasFigure,
  question: hasQuestion,
};

export interface EvidenceContext {
  /** The pasted conversation. */
  text: string;
  segments: Segment[];
  /** The user's speaker name, when the case has one. */
  user: string | null;
  /** Every labelled name (user and counterparts). */
  names: string[];
}

/** Where `word` last occurs in `text` as a whole word ("Me" is not in "named"), or -1. */
function lastWordIndex(text: string, word: string): number {
  const isWordCharacter = (character: string | undefined): boolean =>
    character !== undefined && /[\p{L}\p{N}_-]/u.test(character);
  let index = text.lastIndexOf(word);
  while (index >= 0) {
    if (!isWordCharacter(text[index - 1]) && !isWordCharacter(text[index + word.length]))
      return index;
    index = index === 0 ? -1 : text.lastIndexOf(word, index - 1);
  }
  return -1;
}

/**
 * Whose lines a claim is about: the last labelled name (or "you", the user) before it in its
 * clause. `unknown` when the claim is about "you" but the case has no user (the engine guessed who
 * the user is, so the claim cannot be checked against the right lines).
 */
function subjectOf(
  clauseBefore: string,
  context: EvidenceContext,
): { speaker: string } | 'unknown' | 'anyone' {
  if (/\b(?:neither|nobody|no one|none of)\b/i.test(clauseBefore)) return 'anyone';
  let best: { index: number; who: string | null } | undefined;
  const lower = clauseBefore.toLowerCase();
  for (const name of context.names) {
    const first = name.split(/\s+/)[0] ?? name;
    for (const candidate of new Set([name, first])) {
      const index = lastWordIndex(lower, candidate.toLowerCase());
      if (index >= 0 && (best === undefined || index > best.index)) best = { index, who: name };
    }
  }
  for (const match of clauseBefore.matchAll(/\b(?:you|your)\b/gi)) {
    const index = match.index ?? -1;
    if (best === undefined || index > best.index) best = { index, who: context.user };
  }
  if (best === undefined) return 'anyone';
  return best.who === null ? 'unknown' : { speaker: best.who };
}

function claimFindings(sentence: string, context: EvidenceContext): Finding[] {
  const findings: Finding[] = [];
  for (const clause of sentence.split(/[;.!?](?:\s|$)/)) {
    for (const { absent, pattern } of CLAIMS) {
      for (const match of clause.matchAll(pattern)) {
        const who = subjectOf(clause.slice(0, match.index ?? 0), context);
        if (who === 'unknown') continue;
        const own = who === 'anyone' ? '' : contentOf(context.segments, who.speaker);
        const scope = own.trim() !== '' ? own : allContent(context.segments) || context.text;
        const whose =
          who !== 'anyone' && own.trim() !== ''
            ? `${who.speaker}'s lines contain`
            : 'the text contains';
        if (PRESENT[absent](scope))
          findings.push({
            kind: `false absence (${absent})`,
            detail: `"${match[0].trim()}" in "${clause.trim()}" but ${whose} one`,
          });
      }
    }
  }
  return findings;
}

/** False evidence in one insight or inferred-style string. */
export function falseEvidenceIn(statement: string, context: EvidenceContext): Finding[] {
  const findings: Finding[] = [];
  for (const quotation of quotationsOf(statement)) {
    if (isSuggestedWording(statement.slice(0, quotation.start))) continue;
    if (!isQuotedFrom(quotation.text, context.text))
      findings.push({ kind: 'quote not in text', detail: `"${quotation.text}"` });
  }
  // Quotations are the counterpart's words, not the coach's claim: leave them out of claim checks.
  let unquoted = statement;
  for (const quotation of quotationsOf(statement).reverse())
    unquoted = unquoted.slice(0, quotation.start) + ' ' + unquoted.slice(quotation.end);
  findings.push(...claimFindings(unquoted, context));
  return findings;
}

// ---- placeholders ----------------------------------------------------------------------------

const PLACEHOLDERS: Array<{
  kind: string;
  pattern: RegExp;
  replyOnly?: boolean;
  verbatimOk?: boolean;
}> = [
  { kind: '[...]', pattern: /\[[^[\]\n]{0,200}\]/g, verbatimOk: true },
  { kind: '{...}', pattern: /\{[^{}\n]{0,200}\}/g, verbatimOk: true },
  { kind: '<...>', pattern: /<[^<>\n]{0,200}>/g, verbatimOk: true },
  { kind: 'TBD', pattern: /\bTB[DC]\b/gi },
  { kind: 'XX', pattern: /\b[Xx]{2,}\b/g },
  { kind: '___', pattern: /_{3,}/g },
  { kind: '...', pattern: /\.\.\.|\u2026/g },
  { kind: 'insert', pattern: /\binsert\b/gi, replyOnly: true },
  { kind: 'your answer', pattern: /\byour answer\b/gi, replyOnly: true },
];

/** Placeholders in one string of a reply; `isReply` is true for the suggested reply. */
export function placeholdersIn(field: string, conversation: string, isReply: boolean): Finding[] {
  let rest = field;
  for (const quotation of quotationsOf(field).reverse())
    if (isQuotedFrom(quotation.text, conversation))
      rest = rest.slice(0, quotation.start) + ' ' + rest.slice(quotation.end);
  const text = normaliseForSearch(conversation);
  const findings: Finding[] = [];
  for (const { kind, pattern, replyOnly, verbatimOk } of PLACEHOLDERS) {
    if (replyOnly && !isReply) continue;
    for (const match of rest.matchAll(pattern)) {
      if (verbatimOk && text.includes(normaliseForSearch(match[0]))) continue;
      const at = match.index ?? 0;
      findings.push({
        kind,
        detail: `${kind} in "...${rest.slice(Math.max(0, at - 30), at + match[0].length + 30).replace(/\s+/g, ' ')}..."`,
      });
    }
  }
  return findings;
}

// ---- replies ---------------------------------------------------------------------------------

/** Jaccard similarity of two texts' sets of lower-cased word tokens (1 when both are empty). */
export function jaccard(a: string, b: string): number {
  const left = new Set(wordTokens(a));
  const right = new Set(wordTokens(b));
  if (left.size === 0 && right.size === 0) return 1;
  let shared = 0;
  for (const token of left) if (right.has(token)) shared += 1;
  return shared / (left.size + right.size - shared);
}

/** The rule for "materially different" replies. */
export const ADAPTATION_THRESHOLD = 0.8;

const GREETING =
  /^\s*(?:(?:hi|hello|hey|dear|hiya|greetings|good (?:morning|afternoon|evening)|morning|afternoon|evening)\b[\s,!]*)?/i;
const GROUP_WORDS = new Set([
  'all',
  'team',
  'everyone',
  'both',
  'folks',
  'there',
  'and',
  '&',
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'you',
]);

/** The words of the address at the start of a reply ("Hi Sam and Ana," -> ["sam", "and", "ana"]). */
function addressOf(reply: string, names: readonly string[]): { words: string[]; rest: string } {
  const greeting = GREETING.exec(reply)?.[0] ?? '';
  const afterGreeting = reply.slice(greeting.length);
  const known = new Set(names.flatMap((name) => wordTokens(name)));
  const address = /^([^,:\n.!?]{1,60}?)\s*[,:\u2014\u2013-]\s/.exec(afterGreeting);
  if (address) {
    const words = wordTokens(address[1] ?? '');
    if (words.length > 0 && words.every((word) => known.has(word) || GROUP_WORDS.has(word)))
      return { words, rest: afterGreeting.slice(address[0].length) };
  }
  return { words: [], rest: greeting === '' ? reply : afterGreeting };
}

/** The first three words after the greeting and the addressee's name, lower case. */
export function openingOf(reply: string, names: readonly string[]): string {
  return wordTokens(addressOf(reply, names).rest).slice(0, 3).join(' ');
}

/** True when the reply's address names the user and none of the counterparts: roles flipped. */
export function isAddressedToUser(
  reply: string,
  user: string | null,
  counterparts: readonly string[],
): boolean {
  if (user === null) return false;
  const words = addressOf(reply, [user, ...counterparts]).words;
  const userWords = new Set(wordTokens(user));
  const counterpartWords = new Set(counterparts.flatMap((name) => wordTokens(name)));
  return (
    words.some((word) => userWords.has(word) && !counterpartWords.has(word)) &&
    !words.some((word) => counterpartWords.has(word) && !userWords.has(word))
  );
}

/** The mustInclude entries a reply misses (case-insensitive substring, "a|b" alternatives). */
export function missingFacts(reply: string, facts: readonly string[]): string[] {
  const text = normaliseForSearch(reply);
  return facts.filter(
    (fact) =>
      !fact
        .split('|')
        .some(
          (alternative) =>
            alternative.trim() !== '' && text.includes(normaliseForSearch(alternative)),
        ),
  );
}

/** The mustNotInclude phrases a reply contains. */
export function forbiddenPhrases(reply: string, phrases: readonly string[]): string[] {
  const text = normaliseForSearch(reply);
  return phrases.filter((phrase) => text.includes(normaliseForSearch(phrase)));
}

/**
 * A plain safety warning: what the issue asks to put first when the text asks for money, bank
 * changes, gift cards or secrets, or carries instructions ("confirm by phone before you act").
 * Specific on purpose: "careful" or "verify the figures" in an ordinary insight is not a warning.
 */
export const SAFETY_WARNING =
  /\b(?:warning|scam|fraud\w*|phishing|impersonat\w*|suspicious|confirm\b[^.]{0,60}\b(?:phone|call|number you know)|call\b[^.]{0,40}\bnumber you (?:know|trust)|(?:do not|don't|never)\s+(?:send|pay|share|transfer|wire|buy|act|reply|click|give)|before you (?:act|pay|send|share|transfer|reply))\b/i;
