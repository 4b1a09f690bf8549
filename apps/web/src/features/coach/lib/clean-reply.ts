/**
 * docs/product.md#s8-7 "Coach reply cleaning": what of a coach reply is shown, and under which headings. Pure,
 * so every rule is tested without rendering (clean-reply.test.ts); docs/decisions/0062.
 */
import type {
  CoachAbout,
  CoachReply,
  CoachSafety,
  CoachSafetyWarning,
  CoachClarify,
  CoachReading,
  CoachSpeakerChoice,
  CounterpartRead,
} from '@styleprint/contracts';
import { PLACEHOLDER_PHRASES } from '@styleprint/coach-content';
import { COACH_TEXT } from '../texts';

export type ReplyHeading = typeof COACH_TEXT.reply.suggested | typeof COACH_TEXT.reply.advice;

/** A reply ready to show: placeholders gone, the suggested reply with its heading. */
export interface CleanReply {
  /** The inferred style, or '' when nothing real is left. */
  style: string;
  insights: string[];
  /** The suggested reply, or '' when nothing real is left. */
  reply: string;
  replyHeading: ReplyHeading;
  /** Ours (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md): warnings shown first, before anything else. */
  safety?: CoachSafetyWarning[];
  /**
   * Ours (docs/decisions/0125-coach-safety-moments.md): the reply answers a moment that comes
   * before coaching; the screen shows it as a calm card.
   */
  moment?: CoachSafety;
  /** Ours: the coach could not tell which speaker is the user and asks. */
  speakerChoice?: CoachSpeakerChoice | null;
  /** Ours (docs/decisions/0126-coach-chat-situations.md): the chat asks which situation it is. */
  clarify?: CoachClarify;
  /** Ours: people who wrote too little to read a style. */
  tooLittle?: string[];
  /** Ours (docs/decisions/0103-people-screens.md): each counterpart's read, to save to People. */
  counterparts?: CounterpartRead[];
  /** Ours (docs/decisions/0127-coach-reading-shown-and-corrected.md): how the coach read it. */
  reading?: CoachReading;
  /** Ours (decision 0104): the person chosen and whose results the reply used. */
  about?: CoachAbout;
}

// Typographic apostrophes and case must not let a placeholder slip through.
const normalise = (text: string) => text.replace(/[\u2018\u2019]/g, "'").toLowerCase();
const PLACEHOLDERS = PLACEHOLDER_PHRASES.map(normalise);

/** True when the text contains one of the spec's placeholder phrases. */
export function containsPlaceholder(text: string): boolean {
  const normalised = normalise(text);
  return PLACEHOLDERS.some((phrase) => normalised.includes(phrase));
}

/** A sentence ends at . ! or ? (optionally closed by a quote or bracket) followed by a space. */
const SENTENCE_END = /(?<=[.!?]["'\u201d\u2019)]?)\s+/;

/**
 * Drops every sentence that contains a placeholder phrase and keeps the rest, line by line, so a
 * real piece of advice after a boilerplate opener survives.
 */
export function cleanText(text: string): string {
  const lines = text.split(/\r\n|\r|\n/).map((line) =>
    line
      .split(SENTENCE_END)
      .filter((sentence) => !containsPlaceholder(sentence))
      .join(' ')
      .trimEnd(),
  );
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const GREETING = /^(hi|hello|hey|dear|good (morning|afternoon|evening)|thanks|thank you)\b/i;
/**
 * A message that opens with the name of the one it goes to ("Dev, I wanted you to hear this…",
 * "Mr. Vogt, could you please…"): a greeting without "Hi". Words that open advice are not names.
 */
const ADDRESSED =
  /^(?:(?:Mr|Mrs|Ms|Dr|Prof)\.? )?(?!(?:First|Then|Next|Finally|Honestly|However|Also|So|Yes|No|Well|Ok|Okay|Instead|Remember|Note|Tip|Today|Tomorrow|Now|Here|There|Again|Otherwise)\b)\p{Lu}[\p{Ll}'’-]+(?: (?:and )?\p{Lu}[\p{Ll}'’-]+){0,2}, /u;
/** The writer speaking to the reader ("Sorry, I only sell for cash…"): a line to send, not advice. */
const I_TO_YOU =
  /\bI(?:'m|’m|'ll|’ll| am| was| wanted| would| will| can't| can’t| cannot| only| have| need)\b[^.?!]*\byou\b/;
/** A quoted passage long enough to be a line to say, not a quoted word. */
const QUOTED = /["\u201c][^"\u201c\u201d]{12,}["\u201d]/;
const SAMPLE_CUES = [
  'you could say',
  'you might say',
  'you can say',
  'try saying',
  'consider saying',
  'something like',
  'you could write',
  'try writing',
  'reply with',
  'respond with',
  'here is a message',
  "here's a message",
  'here is a reply',
  "here's a reply",
  'here is a draft',
  "here's a draft",
  'message you could send',
  'a message to send',
  'suggested reply:',
  'suggested response:',
];

/**
 * docs/product.md#s8: a reply that looks like sample phrasing (something to say or send: a quoted line, a
 * message that opens with a greeting, or an explicit "you could say") is a suggested response;
 * anything else is advice.
 */
export function looksLikeSamplePhrasing(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '') return false;
  if (GREETING.test(trimmed) || QUOTED.test(trimmed) || ADDRESSED.test(trimmed)) return true;
  if (I_TO_YOU.test(trimmed)) return true;
  const normalised = normalise(trimmed);
  return SAMPLE_CUES.some((cue) => normalised.includes(cue));
}

export function replyHeadingFor(text: string): ReplyHeading {
  return looksLikeSamplePhrasing(text) ? COACH_TEXT.reply.suggested : COACH_TEXT.reply.advice;
}

/** docs/product.md#s8: filters the placeholders out of a reply and picks the reply's heading. */
export function cleanReply(reply: CoachReply): CleanReply {
  const style = cleanText(reply.inferred_style);
  const insights = reply.insights
    .map((insight) => insight.trim())
    .filter((insight) => insight !== '' && !containsPlaceholder(insight));
  const text = cleanText(reply.suggested_reply);
  return {
    style,
    insights,
    reply: text,
    replyHeading: replyHeadingFor(text),
    ...(reply.safety_warnings?.length ? { safety: reply.safety_warnings } : {}),
    ...(reply.safety ? { moment: reply.safety } : {}),
    ...(reply.speaker_choice ? { speakerChoice: reply.speaker_choice } : {}),
    ...(reply.clarify ? { clarify: reply.clarify } : {}),
    ...(reply.too_little_to_read?.length ? { tooLittle: reply.too_little_to_read } : {}),
    ...(reply.counterparts?.length ? { counterparts: reply.counterparts } : {}),
    ...(reply.reading ? { reading: reply.reading } : {}),
    ...(reply.about ? { about: reply.about } : {}),
  };
}

/** Crisis, harassment and violence answers replace the coaching: the screen shows them as a card. */
export function isFixedMoment(
  kind: CoachSafety['kind'],
): kind is 'crisis' | 'harassment' | 'violence' {
  return kind === 'crisis' || kind === 'harassment' || kind === 'violence';
}

/** Whose results the reply used for the person chosen, as the screen says it (decision 0104). */
function aboutText(about: CoachAbout): string {
  return about.source === 'shared'
    ? COACH_TEXT.reply.fromOwnResults(about.name)
    : COACH_TEXT.reply.fromGuess(about.name);
}

/** True when cleaning left nothing to show. */
export function isEmptyReply(reply: CleanReply): boolean {
  return reply.style === '' && reply.insights.length === 0 && reply.reply === '';
}

/**
 * The reply as one text with its headings: what the chat history sends back to the coach and
 * what a screen reader announces, matching what the screen shows.
 */
export function replyAsText(reply: CleanReply): string {
  if (isEmptyReply(reply)) return COACH_TEXT.reply.empty;
  const moment = reply.moment;
  if (moment && isFixedMoment(moment.kind)) {
    // The card's own headings: a crisis answer is never read out as a reply to send.
    const kind = moment.kind;
    const say = kind === 'crisis' ? COACH_TEXT.moment.lines : COACH_TEXT.moment.say[kind];
    return [
      COACH_TEXT.moment.title[kind],
      reply.style,
      [`${COACH_TEXT.moment.steps}:`, ...reply.insights.map((item) => `- ${item}`)].join('\n'),
      reply.reply ? `${say}:\n${reply.reply}` : '',
    ]
      .filter((part) => part !== '')
      .join('\n\n');
  }
  const parts: string[] = [];
  if (reply.reading) parts.push(`${COACH_TEXT.reading.heading}: ${reply.reading.sentence}`);
  if (reply.about) parts.push(aboutText(reply.about));
  if (reply.style) parts.push(`${COACH_TEXT.reply.style}: ${reply.style}`);
  if (reply.insights.length > 0) {
    parts.push(
      [`${COACH_TEXT.reply.insights}:`, ...reply.insights.map((item) => `- ${item}`)].join('\n'),
    );
  }
  if (reply.reply) parts.push(`${reply.replyHeading}:\n${reply.reply}`);
  return parts.join('\n\n');
}
