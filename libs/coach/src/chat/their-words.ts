import type { DiscStyle } from '@styleprint/contracts';
import { escapeRegExp } from '../writing/words.js';

/**
 * What the other person wrote or said, as the user quotes it ("Mr Tan answers with one line,
 * usually "Ok. Numbers?""), and what those words show of their style. People describe a
 * counterpart by quoting them far more often than by adjectives; a quote is the best evidence
 * the chat has, so it is read as the pasted conversation's lines are: by what the words do.
 */

/**
 * A quoted passage on one line: in double quotes, or in single quotes opened after a space or a
 * colon and closed before a space or a stop (so "what's" inside does not end it).
 */
const QUOTED = /["“]([^"“”\n]{2,400})["”]|(?<=[\s:(]|^)['‘]([^\n]{2,200}?)['’](?=[\s.,;:!?)]|$)/g;

/** A verb (or a colon) that puts words in someone's mouth. */
const SPEECH =
  /\b(?:said|says|say|saying|wrote|writes|write|emailed|emails|texted|texts|replied|replies|answered|answers|asked|asks|messaged|messages|pinged|pings|told|tells|goes|went|responded|responds|commented|comments|posted|posts|added|adds|snapped|shouted|yelled|announced|sent|sends|usually|always|with|like|just)\b|:\s*$/i;

/**
 * The user (or someone else on their side) as the speaker: "I replied", "should I write",
 * "I want to say". Words the user wrote or plans to write show nothing of the other person.
 */
const OWN_WORDS =
  /\b(?:i|we|i'm|i've|i'd|me)\b(?:\s+\w+){0,3}?\s+(?:said|say|saying|wrote|write|writing|replied|reply|answered|answer|told|tell|asked|ask|send|sent|text|texted|draft\w*|put|posted|go with|open with|start with|thinking of)\b[^"“]*$/i;

/** A last name or role word from "Mr. Okafor", "your team lead", "Ana and Wei". */
export function namePattern(who: string | undefined): RegExp | null {
  const names = (who ?? '')
    .replace(/^(?:your|the|a|another|one of your)\s+/i, '')
    .split(' and ')
    .map((part) => part.split(/\s+/).pop() ?? '')
    .filter((part) => part.length > 1)
    .map(escapeRegExp);
  return names.length > 0 ? new RegExp(`\\b(?:${names.join('|')})\\b`, 'i') : null;
}

/** The words the user quotes from the other person: the sentence before the quote names them. */
export function theirQuotes(message: string, who: string | undefined): string[] {
  const named = namePattern(who);
  const quotes: string[] = [];
  for (const match of message.matchAll(QUOTED)) {
    const quote = (match[1] ?? match[2] ?? '').trim();
    if (quote.split(/\s+/).length < 1) continue;
    const before = message.slice(Math.max(0, (match.index ?? 0) - 200), match.index);
    // The sentence the quote sits in, up to the quote; an earlier quote ends it too.
    const sentence = before.split(/(?<=[.!?])\s+|\n|["”’]/).pop() ?? '';
    if (OWN_WORDS.test(sentence)) continue;
    const aboutThem = (named?.test(sentence) ?? false) || /\b(?:he|she|they)\b/i.test(sentence);
    if (aboutThem && SPEECH.test(sentence)) quotes.push(quote);
  }
  return quotes;
}

/** Phrases in someone's own words that point to a style; each is evidence as written. */
const WORD_CUES: readonly [RegExp, DiscStyle][] = [
  // Demands and verdicts: "I expect", "not another apology", "just push", "unacceptable".
  [
    /\b(?:i expect|i need (?:this|it|that|you)\b(?:\d\.\d|[^.?!]){0,30}\b(?:by|today|now|asap)|i want (?:this|it|that) (?:done|fixed|sorted|today|now|by)|not another \w+|unacceptable|non-negotiable|not good enough|what'?s the (?:impact|bottom line|point|upshot)|not what (?:we|i) (?:discussed|agreed|asked(?: for)?)|this is the (?:second|third|fourth|last) \w+|(?:can|could) you just \w+|just (?:push|send|do|get|fix|make|move|sort|ship|drop|cancel|handle) (?:it|this|that|the)\b|get it done|make it happen|figure it out|no excuses|(?:do|fix|send|sort) it now)\b/gi,
    'D',
  ],
  // Warmth and energy: emoji, "mate", "love", a double exclamation.
  [
    /(?:(?![🙁☹😞😢😭😔😟😠😡🤬😤😒🙄😩😫😖😣💀])\p{Extended_Pictographic}|!!|\b(?:mate|we'd love|we would love|i'd love|love (?:it|this|to|that)|awesome|amazing|super excited|so excited|can't wait|haha+|lol|xx|woohoo|yay|guys|babe|hun)\b)/giu,
    'I',
  ],
  // Going along, softening, not wanting to trouble anyone.
  [
    /\b(?:no problem|no worries|whatever works|whatever you think|if that'?s (?:ok|okay|alright|fine)|sorry to (?:bother|bug|trouble)|i don'?t mind|happy to help|when you (?:have|get) a (?:moment|minute|chance)|no rush|if it'?s not too much)\b/gi,
    'S',
  ],
  // Precision and procedure: confirmations, plans, what was agreed, in writing.
  [
    /\b(?:please (?:confirm|advise|clarify|specify|find attached|note)|kindly (?:confirm|advise|note)|as per|per (?:the|our|my) (?:contract|agreement|policy|email|terms)|as agreed|according to|in writing|written (?:root cause|plan|confirmation|explanation|summary|report)|root cause|(?:a|the) (?:detailed |written |revised )?plan\b|which option|the (?:policy|procedure|process|terms|contract) (?:says|states|requires)|documentation|breakdown|evidence|(?:the )?numbers\?|data\?|source\?|kind regards|dear (?:mr|mrs|ms|dr|sir|madam)\b)/gi,
    'C',
  ],
];

const MONTHS =
  '(?:jan(?:uary)?|feb(?:ruary)?|march|april|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
/** Figures in a quote: dates, amounts, counts; someone who writes in specifics. */
const FIGURE = new RegExp(
  [
    '[$€£]\\s?\\d[\\d,.]*(?:\\s?(?:k|m)\\b)?',
    `\\b\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTHS}\\b`,
    `\\b${MONTHS}\\s+\\d{1,2}(?:st|nd|rd|th)?\\b`,
    `\\b${MONTHS}\\b`,
    '\\b\\d[\\d,.]*(?:\\s?%|k\\b)?',
  ].join('|'),
  'gi',
);

/** A line of four words or fewer, without warmth: "Ok. Numbers?", "Fine.", "Send it". */
const CLIPPED = /^[^!\p{Extended_Pictographic}]{1,40}$/u;

const IMPERATIVE =
  /^(?:send|fix|do|get|call|stop|give|tell|finish|move|cancel|drop|sort|ship|make|check|update|explain|come|bring)\b[^?]*[.!]?$/i;

/** Three or more words in capitals: shouting, whatever the words say. */
const SHOUTED = /\b[A-Z]{2,}(?:[\s,.!?']+[A-Z]{2,}){2,}\b/;

const BARE_YES = /^(?:ok(?:ay)?|sure|yes|yep|yeah|fine|noted|k|right|thanks)[.!]?$/i;

/** The style cues in one quote, each with the words that show it (verbatim, for evidence). */
export function quoteCues(quote: string): [string, DiscStyle][] {
  const found: [string, DiscStyle][] = [];
  for (const [pattern, style] of WORD_CUES) {
    for (const match of quote.matchAll(pattern)) found.push([match[0], style]);
  }
  const words = quote.split(/\s+/).filter(Boolean);
  // A bare "ok" or "sure" says too little: it is as often a quiet yes as a curt one.
  const clipped =
    words.length <= 4 &&
    // A whole line, not a fragment the user quotes from a longer one ("just a quick").
    // A question or an order; a short "Ok noted." is as often reserved as curt.
    (/\?$/.test(quote) || IMPERATIVE.test(quote)) &&
    CLIPPED.test(quote) &&
    !BARE_YES.test(quote) &&
    !/\b(?:thanks?|thank you|please|sorry)\b/i.test(quote) &&
    !found.some(([, style]) => style !== 'C');
  if (clipped) found.push([quote, 'D']);
  const shouted = SHOUTED.exec(quote);
  if (shouted) found.push([shouted[0], 'D']);
  const figures = [...quote.matchAll(FIGURE)];
  const [first, second] = figures;
  // Three figures or more: a time and a length ("15 min at 3") are how anyone sets a meeting.
  if (
    words.length >= 6 &&
    figures.length >= 3 &&
    first &&
    second &&
    (first.index ?? 0) < (second.index ?? 0)
  ) {
    const span = quote.slice(first.index, (second.index ?? 0) + second[0].length).trim();
    const length = span.split(/\s+/).length;
    if (length >= 2 && length <= 8 && !/[.!?]\s/.test(span)) found.push([span, 'C']);
  }
  return found;
}
