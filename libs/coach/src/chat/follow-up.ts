import type { ChatHistoryItem, CoachReply } from '@styleprint/contracts';
import {
  CHANGES_FIT,
  CHANGES_TEXTS,
  FIRMER_FIT,
  FIRMER_TEXTS,
  IF_NO_FIT,
  IF_NO_TEXTS,
  SOFTER_TEXTS,
  FORMAL_TEXTS,
  type AskKind,
} from '../data/follow-up.js';
import type { UserLens } from '../writing/profile-lens.js';
import { askedFor } from './as-asked.js';
import { fitLine, styleLine, userStyle } from './compose.js';
import type { CounterpartRead } from './counterpart.js';
import { readFacts, repliedByPronoun, type Facts } from './facts.js';
import type { SelfDescription } from './self-description.js';
import { previousDraft, withoutHedges } from './shorter.js';

/**
 * Follow-ups that only make sense with the turn before them, answered about that turn's person,
 * ask and draft instead of as a new question: "what if she says no?", their quoted reply holding
 * the line, "make it firmer", "softer", "more formal", and a new fact with "does that change
 * anything?". Found only in a conversation (decision 0131).
 */
export type FollowUpKind = 'if-no' | 'their-no' | 'firmer' | 'softer' | 'formal' | 'changes';

const IF_NO =
  /^(?:(?:ok|okay|and|but|so|hmm)[,.]?\s+)?(?:what if|and if|if|what do i (?:do|say) if|what happens if|how do i (?:handle|respond) if)\s+(?:he|she|they|\p{Lu}\p{Ll}+|(?:my|the) \w+)\s+(?:says? no|refuses?|declines?|pushes? back|rejects? (?:it|the idea|me)|(?:doesn'?t|won'?t|does not|will not) agree|turns? (?:it|me|this) down)\b/iu;
const FIRMER =
  /\b(?:firmer|more firm|stronger|more direct|less (?:nice|soft|polite|friendly|apologetic|fluffy)|more assertive|tougher|sterner|(?:too|so) (?:soft|nice|polite|gentle|weak|friendly)|done being nice)\b/i;
const SOFTER =
  /\b(?:softer|warmer|kinder|gentler|friendlier|less (?:harsh|blunt|direct|aggressive|cold|rude)|(?:too|so|a bit|very) (?:harsh|blunt|cold|aggressive|rude))\b/i;
const FORMAL =
  /\b(?:more (?:formal|professional|polite)|less (?:casual|informal)|too (?:casual|informal)|formal(?:ly)? (?:version|tone))\b/i;
const CHANGES =
  /\b(?:(?:does|would|should|will) (?:that|this|it) (?:change|matter|make a difference)|change (?:anything|your advice|the advice)|is that different)\b/i;
/** A hardship of theirs: the point stays, its timing and opening change. */
const HARDSHIP =
  /\b(?:pregnan\w*|ill|sick|cancer|chemo\w*|griev\w*|bereave\w*|funeral|passed away|died|new baby|divorc\w*|mental health|burn(?:ed|t)? out|disab\w*|caring for)\b/i;

/** Words of a reply holding the line: "Understood, but we've committed… Can you make it work?". */
const HOLDS_LINE =
  /\b(?:but\b|can'?t|cannot|not possible|not an option|no\b|we(?:'ve| have) committed|make it work|has to be|need(?:s)? it (?:by|on)|stick (?:to|with))/i;

/** The kind of follow-up, or null; only a short message after an earlier turn is one. */
export function followUpKindOf(message: string, earlier: readonly string[]): FollowUpKind | null {
  if (earlier.length === 0 || message.split(/\s+/).length > 40) return null;
  if (IF_NO.test(message.trim())) return 'if-no';
  if (repliedByPronoun(message) && HOLDS_LINE.test(readFacts(message).quote ?? ''))
    return 'their-no';
  if (FIRMER.test(message)) return 'firmer';
  if (SOFTER.test(message)) return 'softer';
  if (FORMAL.test(message)) return 'formal';
  if (CHANGES.test(message)) return 'changes';
  return null;
}

/** "third time this month", as the conversation says it; the one with a period wins. */
function patternOf(texts: readonly string[]): string | null {
  const found = texts
    .flatMap((text) => [
      ...text.matchAll(
        /\b(second|third|fourth|fifth|sixth|\d+(?:st|nd|rd|th)) time\b((?: (?:this|in a|in the last|in the past) (?:week|month|quarter|year|sprint))?)/gi,
      ),
    ])
    .map((match) => `${(match[1] ?? '').toLowerCase()} time${match[2] ?? ''}`);
  return found.find((text) => / (?:this|in)\b/.test(text)) ?? found[0] ?? null;
}

/** The earlier draft with its softeners out, the pattern named and the expectation said. */
function firmerDraft(draft: string, pattern: string | null): string {
  const sentences = draft
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+/)
    .filter(
      (sentence) =>
        !/^(?:thanks|thank you|cheers|no worries|no stress|hope|i hope|many thanks|let me know if|please let me know if|happy to|sorry)\b/i.test(
          sentence,
        ),
    )
    .map((sentence) =>
      withoutHedges(sentence)
        .replace(/^(?:hi|hey|hello|dear)\s+(\p{Lu}[\p{L}.' -]*),\s*/iu, '$1, ')
        .replace(
          /\b(?:a (?:quick|gentle|friendly|little|small) (?:reminder|nudge|note)|I (?:just )?wanted to (?:remind you|let you know|check|flag)) that\s+/gi,
          '',
        )
        .replace(
          /\b(?:i was wondering if you could|could you possibly|would you mind)\s+/gi,
          'please ',
        )
        .replace(/\bit (?:really )?helps (?:me|us)(?: to)? /gi, 'I need that to ')
        // The shared hedges ("just", "maybe", "I think"), then the ones only a firmer draft drops.
        .replace(/\b(?:really|so much|quickly|if possible)\b\s*/gi, '')
        .replace(/ ([,.!?])/g, '$1')
        .replace(/!/g, '.')
        .replace(/(?<=\.)\./g, '')
        .trim(),
    )
    .filter((sentence) => /\p{L}{2}/u.test(sentence));
  // A name before a lower-case sentence ("Ravi, the figures…") keeps the rest in lower case.
  const body = sentences.join(' ');
  const parts = [body];
  if (pattern && !body.toLowerCase().includes(pattern.split(' ')[0] ?? '')) {
    parts.push(FIRMER_TEXTS.patternSentence(pattern));
  }
  parts.push(FIRMER_TEXTS.expectation);
  return parts.join(' ').replace(/^(\p{Ll})/u, (letter) => letter.toUpperCase());
}

/** The earlier draft, warmer: asks in place of demands, a thank-you at the end. */
function softerDraft(draft: string): string {
  const body = draft
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\bI need you to\b/g, 'Could you')
    .replace(/\bI need\b/g, 'I would like')
    .replace(/\byou (?:must|have to)\b/gi, 'please')
    .replace(/\bFrom now on\b/g, 'Going forward')
    .replace(/\bimmediately\b/gi, 'as soon as you can')
    .replace(/\bThis is the (\w+ time(?:\d\.\d|[^.])*)\./g, 'I have noticed this is the $1.')
    .replace(/\bnot after\b/g, 'if you can')
    // "Could you send it on time." is a question.
    .replace(/(\bCould you (?:\d\.\d|[^.?!])*)\./g, '$1?');
  const thanked = /\b(?:thank you|thanks)\b/i.test(body);
  return thanked ? body : `${body} Thank you, I really appreciate it.`;
}

const CONTRACTIONS: readonly [RegExp, string][] = [
  [/\bI'm\b/g, 'I am'],
  [/\bI've\b/g, 'I have'],
  [/\bI'll\b/g, 'I will'],
  [/\bI'd\b/g, 'I would'],
  [/\b(we|you|they)'re\b/gi, '$1 are'],
  [/\b(we|you|they)'ll\b/gi, '$1 will'],
  [/\b(we|you|they)'ve\b/gi, '$1 have'],
  [/\b(it|that|there|he|she)'ll\b/gi, '$1 will'],
  [/\b(it|that|there|what)'s\b/gi, '$1 is'],
  [/\bcan't\b/gi, 'cannot'],
  [/\bwon't\b/gi, 'will not'],
  [/\b(do|does|did|is|are|was|were|have|has|had|could|would|should)n't\b/gi, '$1 not'],
];

/** The earlier draft, formal: "Dear", no contractions, no exclamation marks or emoji, a sign-off. */
function formalDraft(draft: string): string {
  let text = draft
    .replace(/[’]/g, "'")
    .replace(/\p{Extended_Pictographic}/gu, '')
    .replace(/^(?:(?:hi|hey|hello)\s+)?(\p{Lu}[\p{L}.' -]*),\s*/iu, 'Dear $1,\n')
    .replace(/!/g, '.')
    .replace(/(?<=\.)\./g, '')
    .replace(/\bthanks\b/gi, 'Thank you')
    .replace(/ {2,}/g, ' ')
    .trim();
  for (const [pattern, written] of CONTRACTIONS) text = text.replace(pattern, written);
  text = text
    .replace(/(^|\n)(?:quick )?heads[- ]up:?\s*/gi, '$1')
    .replace(
      /(^|\n)(\p{Ll})/gu,
      (_, start: string, letter: string) => start + letter.toUpperCase(),
    );
  if (!/[.?!:,]$/.test(text)) text = `${text}.`;
  const signed = /\b(?:regards|sincerely|best wishes)\b/i.test(text);
  return signed ? text : `${text}\n\nKind regards,`;
}

function askKind(texts: readonly string[]): AskKind {
  const all = texts.join('\n');
  if (/\b(?:raise|pay rise|salary|pay|bonus|rate|budget|fee|[$€£]\s?\d)/i.test(all)) return 'money';
  if (
    /\b(?:more time|extension|deadline|push (?:it|the date|the release|back|to)|move the (?:date|deadline|release)|delay|later date|(?:ask|asking) for (?:the )?\d{1,2}(?:st|nd|rd|th)|(?:until|till) (?:the )?\d{1,2}(?:st|nd|rd|th))\b/i.test(
      all,
    )
  )
    return 'date';
  return 'other';
}

/** What the user asked for before, as a phrase ("3 days working from home a week"). */
function earlierAsk(earlier: readonly string[]): string | null {
  for (const text of [...earlier].reverse()) {
    const asked = askedFor(text);
    if (!asked) continue;
    const phrase = /^I would like to ask you for (.+)\.$/.exec(asked)?.[1];
    if (phrase) return phrase;
    const willing = /^Would you be willing to (.+)\?$/.exec(asked)?.[1];
    if (willing) return `the ask to ${willing}`;
  }
  // "ask my manager Ines for a four-day week from January; …": the thing asked for, without when.
  for (const text of [...earlier].reverse()) {
    const thing =
      /\bask (?:[\w.-]+ ){0,4}?for ((?:an?|more|one|two|three|another|extra) [\w -]{2,40}?)(?=[.;,?!]| from\b| starting\b| by\b| because\b|$)/i.exec(
        text,
      )?.[1];
    if (thing) return thing.trim();
  }
  return null;
}

export interface FollowUpInput {
  kind: FollowUpKind;
  message: string;
  earlier: readonly string[];
  history: readonly ChatHistoryItem[];
  /** The facts of the whole conversation. */
  facts: Facts;
  lens: UserLens;
  self: SelfDescription | null;
  counterpart: CounterpartRead;
}

/** The answer to the follow-up, or null when the turn before gives nothing to build it on. */
export function composeFollowUp(input: FollowUpInput): CoachReply | null {
  const { kind, message, earlier, history, facts, lens, self, counterpart } = input;
  const style = userStyle(lens, self);
  const who = facts.who ?? 'they';
  const line = styleLine(facts, counterpart, style);
  if (kind === 'if-no' || kind === 'their-no') {
    const askKindFound = askKind(earlier);
    const ask = earlierAsk(earlier);
    const [first, second, third] = IF_NO_TEXTS.moves;
    return {
      inferred_style: line,
      insights: [
        kind === 'their-no' ? IF_NO_TEXTS.heldLine(who, ask) : IF_NO_TEXTS.reading(who, ask),
        first,
        second(askKindFound),
        third,
        fitLine(style, IF_NO_FIT),
      ],
      suggested_reply: `${facts.name ? `${facts.name}, ` : ''}${IF_NO_TEXTS.reply(askKindFound, facts.date ?? null)}`,
    };
  }
  const draft = previousDraft(history);
  if (!draft) return null;
  if (kind === 'firmer') {
    const pattern = patternOf([...earlier, message]);
    return {
      inferred_style: line,
      insights: [
        FIRMER_TEXTS.lead,
        ...(pattern ? [FIRMER_TEXTS.pattern(pattern)] : []),
        FIRMER_TEXTS.inPerson,
        fitLine(style, FIRMER_FIT),
      ],
      suggested_reply: firmerDraft(draft, pattern),
    };
  }
  if (kind === 'softer' || kind === 'formal') {
    const texts = kind === 'softer' ? SOFTER_TEXTS : FORMAL_TEXTS;
    return {
      inferred_style: line,
      insights: [texts.lead, fitLine(style, texts.fit)],
      suggested_reply: kind === 'softer' ? softerDraft(draft) : formalDraft(draft),
    };
  }
  const hardship = HARDSHIP.test(message);
  const texts = hardship ? CHANGES_TEXTS.hardship : CHANGES_TEXTS.standing;
  // Telling one's own manager first only when the new fact is about power ("the CEO's daughter").
  const moves =
    hardship || CHANGES_TEXTS.powerful.test(message) ? texts.moves : texts.moves.slice(0, 2);
  return {
    inferred_style: line,
    insights: [texts.reading, ...moves, fitLine(style, CHANGES_FIT), CHANGES_TEXTS.earlierWording],
    suggested_reply: draft,
  };
}
