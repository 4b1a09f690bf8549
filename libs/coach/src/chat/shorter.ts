import type { ChatHistoryItem, CoachReply } from '@styleprint/contracts';
import { SHORTER_FIT, SHORTER_TEXTS } from '../data/shorter.js';
import type { UserLens } from '../writing/profile-lens.js';
import { fitLine, styleLine, userStyle } from './compose.js';
import type { CounterpartRead } from './counterpart.js';
import { everyFact, type Facts } from './facts.js';
import { sentencesOf } from '../safety/normalise.js';
import type { SelfDescription } from './self-description.js';
import { asWritten } from './typing.js';

/**
 * "Make it shorter", "too sorry, more confident", "3 lines max, keep the bit about swaps": the
 * draft the coach gave one turn ago, cut to what carries it (the point, the facts, the question),
 * not a new stock reply for the situation the earlier question resembled (decision 0126). The
 * draft is read from the history as the chat sends it back (`replyAsText`: its last paragraph), or
 * from the quoted wording of an answer written in prose.
 */

/** A heading line the web puts above the reply it sends back ("Suggested Improved Response:"). */
const HEADING_LINE = /^[A-Z][A-Za-z ]{2,40}:$/;

/**
 * The reply inside an earlier answer: the last paragraph after its insights, as the coach writes
 * a reply as text ("• …") or as the web sends it back (headings, "- …" bullets, the reply under
 * its heading); else, for an answer in prose, its longest quote.
 */
export function previousDraft(history: readonly ChatHistoryItem[]): string | null {
  const last = [...history].reverse().find((item) => item.role === 'assistant')?.content;
  if (!last) return null;
  const paragraphs = last.split(/\n\s*\n/).map((part) => part.trim());
  const bulleted = (part: string) => /^(?:•|- |[A-Z][A-Za-z ]{2,40}:\n- )/.test(part);
  const lines = (paragraphs[paragraphs.length - 1] ?? '').split('\n');
  const tail = (HEADING_LINE.test(lines[0] ?? '') ? lines.slice(1) : lines).join('\n').trim();
  if (paragraphs.length >= 2 && paragraphs.slice(0, -1).some(bulleted) && tail && !bulleted(tail))
    return tail;
  // An answer in prose: the wording it suggests is in quotes ("Something like: '…'").
  const quotes = [
    ...last.matchAll(/(?:^|[\s:(])["“'‘]([^"“”\n]{40,1200}?)["”'’](?=[\s.,;:)!?]|$)/g),
    // A draft laid out as an email ("Subject: …\n\nDear Ana,\n\n…") runs over several lines.
    ...last.matchAll(/(?:^|[\s:(])["“]([^"“”]{40,2000}?)["”](?=[\s.,;:)!?]|$)/g),
  ]
    .map((match) => match[1] ?? '')
    .sort((a, b) => b.length - a.length);
  return quotes[0] ?? null;
}

/** The user hands over wording of their own to fix, check or cut. */
const FIX_MY_DRAFT =
  /\b(?:my (?:draft|version|reply|email|message|text)|here'?s (?:my|what i (?:wrote|have))|this is what i (?:wrote|have)|i wrote|(?:can|could) you (?:fix|improve|check|tweak|tighten|polish|edit|rewrite|shorten|look at)|(?:fix|improve|tighten|polish|rewrite|shorten|edit) (?:it|this|my)|(?:does|how does) (?:this|it) (?:sound|read)|is (?:this|it) (?:ok|okay|too))\b/i;
/** From this many words a quoted passage is a draft, not a phrase. */
const DRAFT_WORDS = 25;

/** The draft the user quotes for fixing, or null (a short quote is someone's words, not a draft). */
export function ownDraftOf(message: string): string | null {
  if (!FIX_MY_DRAFT.test(message)) return null;
  const quotes = [...message.matchAll(/["“]([^"“”]{60,3000})["”]/g)]
    .map((match) => (match[1] ?? '').trim())
    .filter((quote) => wordsIn(quote) >= DRAFT_WORDS)
    .sort((a, b) => b.length - a.length);
  // Pasted without quote marks, after a colon or on the lines below the question.
  const text = message.trim();
  const cut = text.search(/[:\n]/);
  const pasted = cut >= 0 && cut <= 160 ? text.slice(cut + 1).trim() : undefined;
  const draft =
    quotes[0] ?? (pasted && wordsIn(pasted) >= DRAFT_WORDS && !/["“]/.test(pasted) ? pasted : null);
  if (!draft) return null;
  // Someone else's words quoted at length ("she wrote: "…"") are to be answered, not fixed.
  const before = message.slice(Math.max(0, message.indexOf(draft) - 40), message.indexOf(draft));
  return /\b(?:said|says|wrote|writes|replied|sent|emailed|messaged|texted|asked)\b[^"“]{0,20}["“]?$/i.test(
    before,
  ) && !/\b(?:i|we) (?:wrote|sent)\b/i.test(before)
    ? null
    : draft;
}

const APOLOGY =
  /\b(?:sorry|apologi[sz]e|apologies|i hope (?:you|your|this|that|things|all|everything|it)|hope you'?re (?:well|doing)|just wanted to|i know you'?re busy|no worries|i understand (?:that|if|how)|thank you(?: all| both| so much)? for (?:your|being|all)|thanks(?: so much)? for (?:your|being)|i appreciate (?:your|that|you)|i really value|i hate to|if that'?s ok|if it'?s not too much)\b/i;
/** "And yes, we can send the colour pages on Friday": what the user now confirms. */
const CONFIRMS = /\b(?:and )?yes,? (we|i) can ((?:\d\.\d|[^.?!\n]){5,140})/i;
/** A sentence the confirmation replaces: "we may be able to send some sections on Friday". */
const TENTATIVE = /\b(?:may|might|could) be able to\b|\bif it helps\b/i;
const CAUSE =
  /\b(?:(?:have|has|had)n'?t (?:yet )?(?:sent|arrived|come|signed|approved|replied)|(?:have|has) not (?:yet )?(?:sent|arrived|come|signed|approved|replied)|still waiting|(?:is|are|was|were) (?:late|delayed))\b/i;
const STOCK_CLOSER =
  /^(?:please )?(?:do )?(?:let me know|feel free to (?:reach out|get in touch|ask)|don'?t hesitate to (?:reach out|ask|contact me))\b(?:\d\.\d|[^.?!]){0,30}\b(?:questions?|concerns?|anything)\b/i;
const GREETING_ONLY = /^(?:hi|hello|dear|hey)\b(?:\d\.\d|[^.!?]){0,40}[,!]?$/i;
const ASK =
  /\?|\b(?:i need|i'?d like|i would like|can you|could you|please|pls|plz|by (?:monday|tuesday|wednesday|thursday|friday|the|end)|will you|let me know)\b/i;
const HEDGES: readonly [RegExp, string][] = [
  [
    /\b(?:I'?m |I am )?(?:so |really )?sorry to (?:bother|chase|trouble|nag|disturb) (?:you all|all of you|everyone|you)(?: again)?,?(?: but)?\s*/gi,
    '',
  ],
  [
    /\b(?:I'?m |I am )?(?:so |really )?sorry to (?:bother|chase|trouble|nag) you(?: again)?[,.;]?\s*/gi,
    '',
  ],
  [/\bI hope (?:you'?re|you are|things are|all is|everything is) (?:well|good|ok)[,.;]?\s*/gi, ''],
  [/\b(?:gently|kindly|politely)\s+/gi, ''],
  [/\bI just\b/g, 'I'],
  [/\bjust\s+/gi, ''],
  [/\bI think\s+/g, ''],
  [/\b(?:maybe|perhaps)\s+/gi, ''],
  [/\bI'?m afraid\s+/gi, ''],
  [/\bunfortunately,?\s+/gi, ''],
  [
    /\bI (?:just )?wanted to (?:say|let you (?:all )?know|tell you|flag|mention)(?: that)?\s+/gi,
    '',
  ],
  [
    /,? ?(?:I )?hope (?:that'?s|this is|that is|it'?s) (?:ok|okay|alright|fine)(?: with (?:you|everyone))?\b/gi,
    '',
  ],
  // "I'm sorry but I can't…" loses its "I'm" with the "sorry", or it reads "I'm I can't".
  [/\b(?:I['’]m |I am )?(?:so |really )?sorry,? but /gi, ''],
  // Fillers of a spoken announcement: "as some of you might have heard, going forward we're going
  // to be moving…, this is because…, so yeah".
  [
    /\b(?:as )?(?:some of )?(?:you|everyone) (?:might|may|will) (?:have )?(?:heard|know),?\s*/gi,
    '',
  ],
  [/\bgoing forward,?\s*/gi, ''],
  [/\bwe(?:'re| are) going to be (\w+ing)\b/gi, "we're $1"],
  [/,\s*this is because\b/gi, ', because'],
  [/(?:, | )so yeah\b/gi, ''],
  [/(?<=!)!/g, ''],
  [/,? ?if that'?s (?:ok|okay|alright)\b/gi, ''],
];

/** `text` without its hedges and fillers ("just", "I think", "sorry to bother you"). */
export function withoutHedges(text: string): string {
  return HEDGES.reduce((plainer, [hedge, plain]) => plainer.replace(hedge, plain), text);
}

const CONFIDENT =
  /\b(?:confident|less (?:sorry|apologetic)|too (?:sorry|apologetic|soft|nice|polite)|blunt|firm(?:er)?|direct|stronger)\b/i;
const LINES = /\b(\d|one|two|three|four|five) (?:lines?|sentences?)\b/i;
const KEEP =
  /\bkeep (?:the bit|the part|the line|the sentence|in the bit|the piece)? ?(?:about|on|with)\s+((?:\d[.,]\d|[^.,!?;]){2,40})/i;
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };

interface Cut {
  reply: string;
  /** What was taken out, in the coach's words ("the apology", "the background"). */
  dropped: string[];
  /** A proposal buried in the user's draft now opens it, as a question. */
  askFirst?: boolean;
}

const wordsIn = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** Past this many words a sentence is a run-on ("…, so…, which…, in the meantime…"). */
const RUN_ON_WORDS = 30;
/** Where a run-on sentence's clauses join: a comma before a new thought. */
const CLAUSE_JOIN =
  /,\s+(?=(?:so|and so|but|which|in the meantime|meanwhile|they said|we|i|let me know|thanks|and (?:we|they|i|on|the))\b)/i;
/** A joining word left at a clause's start ("so as you know…", "which would be…"). */
const CLAUSE_LEAD = /^(?:so as you know|as you know|and so|so|but|and|which|meanwhile)\s+/i;

/** A run-on sentence as the sentences it holds; a short sentence as it is. */
function clausesOf(sentence: string): string[] {
  if (wordsIn(sentence) <= RUN_ON_WORDS) return [sentence];
  return sentence
    .split(CLAUSE_JOIN)
    .map((clause) => clause.trim().replace(CLAUSE_LEAD, '').replace(/[,;]$/, ''))
    .filter((clause) => wordsIn(clause) >= 2)
    .map((clause) => {
      const ended = /[.!?]$/.test(clause) ? clause : `${clause}.`;
      // "which would be about £420" reads "That would be about £420" on its own.
      return `${ended.charAt(0).toUpperCase()}${ended.slice(1)}`.replace(
        /^Would be\b/,
        'That would be',
      );
    });
}

/** The draft cut to its point: at most `limit` sentences, those with the ask, the facts, the kept bit. */
/**
 * A proposal buried in a draft ("I was thinking we might need to put an extra handler on…"): when
 * fixing the user's own draft it goes first, as the question it is.
 */
const PROPOSAL =
  /^(?:so )?(?:i was thinking|i think|i(?:'d| would) (?:like|suggest|propose)|i propose|i suggest|we (?:might|may|will|would|should) need)\b/i;

function asQuestion(sentence: string): string {
  const need =
    /^(?:so )?(?:i was thinking|i think)(?: that)? we (?:might |may |would |will |should )?(?:need to|have to|should) ((?:\d\.\d|[^.?!])+)[.?!]?$/i.exec(
      sentence,
    );
  return need?.[1] ? `Could we ${need[1].trim()}?` : sentence;
}

export function shortenDraft(draft: string, message: string, fixing = false): Cut {
  const limitWord = LINES.exec(message)?.[1]?.toLowerCase();
  const asked = limitWord ? (NUMBER_WORDS[limitWord] ?? Number(limitWord)) : null;
  const keep = KEEP.exec(message)?.[1]?.trim().toLowerCase() ?? null;
  const keepWord = keep?.split(/\s+/).find((word) => word.length > 3) ?? keep;
  const greeting = /^([\p{Lu}][\p{L}'’. -]{0,30}),\s/u.exec(draft)?.[1] ?? null;
  const body = greeting ? draft.slice(greeting.length + 1).trim() : draft;
  const sentences = sentencesOf(body, { withEnds: true }).flatMap(clausesOf);
  // Asked for shorter, a draft of three sentences or fewer still loses one; a draft to fix keeps
  // up to four (the ask, its cost and the facts behind it).
  const limit = asked ?? Math.min(fixing ? 4 : 3, Math.max(1, sentences.length - 1));
  const dropped = new Set<string>();
  const confirms = CONFIRMS.exec(message);
  const scored = sentences.map((sentence, index) => {
    let score = 0;
    const facts = everyFact(sentence).length > 0;
    if (facts) score += 2;
    if (ASK.test(sentence)) score += 2;
    if (keepWord && sentence.toLowerCase().includes(keepWord)) score += 5;
    if (index === 0) score += 1;
    if (fixing && PROPOSAL.test(sentence)) score += 4;
    // Its cost, said right after it ("That would be about £420…").
    if (
      fixing &&
      index > 0 &&
      PROPOSAL.test(sentences[index - 1] ?? '') &&
      /^That\b/.test(sentence)
    )
      score += 3;
    // A sentence with the facts keeps them; only its softeners go (below).
    if (APOLOGY.test(sentence)) {
      score -= facts ? 1 : 3;
      if (!facts) dropped.add('the apology and the thanks');
    }
    if (confirms && TENTATIVE.test(sentence)) score -= 10;
    if (GREETING_ONLY.test(sentence)) score -= 5;
    // Why it is late ("two of the vendors have not sent their pricing"): what the reader asks first.
    if (CAUSE.test(sentence)) score += 1;
    // "Please let me know if you have any questions": a closer every message could end with.
    if (STOCK_CLOSER.test(sentence)) score -= 4;
    return { sentence, index, score };
  });
  const kept = [...scored]
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, Math.max(1, limit))
    .filter((item, position) => position === 0 || item.score > 0)
    .sort((a, b) => a.index - b.index);
  let askFirst = false;
  if (fixing) {
    // The proposal and its cost first, as a question; the facts behind it after.
    const at = kept.findIndex((item) => PROPOSAL.test(item.sentence));
    if (at > 0) {
      const moved = kept.splice(at, /^That\b/.test(kept[at + 1]?.sentence ?? '') ? 2 : 1);
      kept.unshift(...moved);
    }
    const first = kept[0];
    if (first && PROPOSAL.test(first.sentence)) {
      kept[0] = { ...first, sentence: asQuestion(first.sentence) };
      askFirst = true;
    }
  }
  if (
    kept.length < scored.length &&
    scored.some((item) => item.score <= 1 && !APOLOGY.test(item.sentence))
  )
    dropped.add('the background, which they can ask about');
  let text = kept.map((item) => item.sentence).join(' ');
  if (confirms) {
    const [, subject = 'we', rest = ''] = confirms;
    text = `${text} ${subject.toLowerCase() === 'i' ? 'I' : 'We'} can ${rest.trim()}.`;
  }
  // A draft handed over to fix loses its hedges as a draft asked to sound confident does, and
  // goes out as written, not as typed ("i just wanted to say thats ok").
  if (fixing) text = asWritten(text);
  // Asked for shorter, the softeners go too: they are words the point does not need.
  text = withoutHedges(text);
  if (!fixing) text = text.replace(/,\s*which means\b(?:\d\.\d|[^.?!])*/gi, '');
  text = text
    .replace(/\s{2,}/g, ' ')
    .trim()
    // A softener taken from a sentence's start leaves its next word to open it.
    .replace(/([.!?] )(\p{Ll})/gu, (_, end: string, letter: string) => end + letter.toUpperCase());
  text = text.charAt(0).toUpperCase() + text.slice(1);
  // "Hi Andre, I'm following up…": "I" and a name keep their capital after the greeting.
  const opening = /^(?:I\b|\p{Lu}\p{Ll}+(?= \p{Lu}))/u.test(text)
    ? text
    : `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  return {
    reply: greeting ? `${greeting}, ${opening}` : text,
    dropped: [...dropped],
    askFirst,
  };
}

export interface ShorterInput {
  draft: string;
  /** The user's own draft to fix, not the coach's last one to cut: the proposal goes first. */
  fixing?: boolean;
  message: string;
  facts: Facts;
  lens: UserLens;
  self: SelfDescription | null;
  counterpart: CounterpartRead;
}

/** The answer to "make it shorter": the earlier draft, cut, with what was cut and why. */
export function composeShorter(input: ShorterInput): CoachReply {
  const { draft, message, facts, lens, self, counterpart } = input;
  const style = userStyle(lens, self);
  const cut = shortenDraft(draft, message, input.fixing === true);
  return {
    inferred_style: styleLine(facts, counterpart, style),
    insights: [
      input.fixing
        ? SHORTER_TEXTS.fixed(wordsIn(draft), wordsIn(cut.reply), cut.askFirst === true)
        : SHORTER_TEXTS.lead(
            wordsIn(draft),
            wordsIn(cut.reply),
            CONFIDENT.test(message),
            cut.reply.includes('?'),
          ),
      ...(cut.dropped.length > 0 ? [SHORTER_TEXTS.dropped(cut.dropped)] : []),
      fitLine(style, SHORTER_FIT),
    ],
    suggested_reply: cut.reply,
  };
}
