import type {
  ChatRequest,
  CoachReply,
  CoachSafety,
  CoachSafetyWarning,
} from '@styleprint/contracts';
import {
  CRISIS_FOLLOW_UP,
  MOMENT_ANSWERS,
  MOMENT_PRIORITY,
  type MomentKind,
  type MomentVariant,
} from '../data/moments/index.js';
import { SAFETY_CUES } from '../data/safety/index.js';
import {
  checkedTheSafeWay,
  collectFlags,
  sentenceFlags,
  textFlags,
  type SafetyFlag,
} from '../reading/infer/safety.js';
import { classifierKinds, findMoments, type MomentHit } from './detect.js';
import { momentWords, sentencesOf } from './normalise.js';
import {
  isSomeoneElsesMedicine,
  pregnancyWarningSigns,
  describesSexualHarassment,
  tailoredAnswer,
  tailoringOf,
  type MomentTailoring,
} from './specifics.js';

/**
 * What the safety check found before any coaching (docs/decisions/0125-coach-safety-moments.md):
 * the moment that leads the answer, the others the text holds, and whether the person also asked
 * for help with a conversation (telling a lead about surgery still gets that help).
 */
export interface SafetyMoment {
  kind: MomentKind;
  variant: MomentVariant;
  /** Further moments in the text, most urgent first, with the variant their note comes from. */
  also: { kind: MomentKind; variant: MomentVariant }[];
  /** The crisis was told in an earlier chat message, not this one. */
  fromHistory: boolean;
  /** The text also asks how to say something to someone (medical and legal keep that help). */
  communication: boolean;
  /** It asks how to answer the other side of the matter itself ("How do I reply to HR?"). */
  repliesToThem: boolean;
  /** What the message adds to the moment's answer (whose medicine, which country, a deadline). */
  tailoring: MomentTailoring;
  /** What raised it, for tests and logs; never shown. */
  hits: MomentHit[];
}

/** Moments whose fixed answer replaces coaching altogether: no script, no provider. */
const FIXED_ONLY: ReadonlySet<MomentKind> = new Set(['crisis', 'harassment', 'violence']);

/** How many earlier user messages of a chat are read for a crisis. */
const CRISIS_HISTORY_TURNS = 2;

const COMMUNICATION_VERBS = new Set([
  'tell',
  'telling',
  'ask',
  'asking',
  'say',
  'explain',
  'talk',
  'speak',
  'raise',
  'email',
  'write',
  'message',
  'approach',
  'inform',
  'request',
  'reply',
  'respond',
  'word',
  'phrase',
  'discuss',
  'negotiate',
  'mention',
  'share',
  'announce',
  'hand',
  'handover',
  'bring',
  'let',
]);
const AUDIENCE = new Set([
  'boss',
  'manager',
  'lead',
  'team',
  'hr',
  'colleague',
  'colleagues',
  'client',
  'clients',
  'director',
  'ceo',
  'teammate',
  'teammates',
  'employer',
  'company',
  'staff',
  'reports',
  'him',
  'her',
  'them',
  'everyone',
  'people',
  'projects',
  'work',
]);

/** "How do I reply to them?", "what do I say back to HR": answering the other side of the matter. */
const REPLIES_TO_THEM =
  /\b(?:reply|respond|answer|write back|get back|say back|email|e-mail|write|message)\b(?:\s+(?:to|for))?\s+(?:them|hr|her|him|my (?:employer|manager|boss|company|line manager)|the (?:company|employer|letter|email))\b/i;
/** "How do I reply to say I'll sign": with a legal matter, the reply goes to the other side. */
const HOW_TO_REPLY =
  /\b(?:(?:how (?:do|should|can|could|would) i|help me|what do i) (?:reply|respond|answer|write back|say back)|what (?:should|do|can) i (?:say|write|reply)|(?:word|write|draft|phrase) (?:an?|the|my) (?:email|e-mail|letter|message) (?:to (?:hr|my employer|the company|them)|asking))\b/i;

/** True when the text asks how to say something to someone at work. */
function asksForWording(text: string): boolean {
  const words = momentWords(text);
  return (
    words.some((word) => COMMUNICATION_VERBS.has(word)) && words.some((word) => AUDIENCE.has(word))
  );
}

/** Symptoms that can be an emergency: they turn any medical moment into the urgent answer. */
const URGENT_SYMPTOMS =
  /\b(?:chest (?:pain|pains|tightness|pressure)|tight(?:ness)? in (?:my|the) chest|(?:left )?arm (?:is |went |goes |feels )?(?:numb|tingl\w*|weak)|numb(?:ness)? in (?:my|the) (?:left )?(?:arm|face|jaw)|(?:can't|cannot|couldn't|hard to|trouble|struggling to) breath\w*|short(?:ness)? of breath|faint(?:ed|ing)?|passed out|slurr\w* (?:his |her |my |their )?(?:speech|words)|face (?:is |looks )?droop\w*|worst headache|coughing (?:up )?blood|vomiting blood|overdos\w*|(?:pressure|tightness|pain) (?:on|in) (?:my|his|her|the) chest|druck auf der brust|(?:hasn'?t|haven'?t|not) (?:felt )?(?:the )?baby mov\w*|can'?t (?:really )?put (?:any )?weight on|sweat\w* and confused|collapsed|button battery|breathing (?:really |very )?(?:slowly|shallow\w*)|(?:won'?t|will not|can'?t) wake (?:up )?properly|fell and (?:hit|banged|bumped) (?:his|her|their|my) head)\b/i;

/** Whether a moment replaces the coaching: always for crisis, harassment, violence and urgent symptoms. */
export function isFixed(moment: Pick<SafetyMoment, 'kind' | 'variant'>): boolean {
  return FIXED_ONLY.has(moment.kind) || moment.variant === 'urgent';
}

/**
 * A symptom told as a pattern ("before every pitch I get chest tightness") with nothing saying it
 * is happening now: the doctor or pharmacist answer, which still names the emergency signs; the
 * urgent answer sent a pitch-nerves question to emergency services.
 */
const RECURRING =
  /\b(?:before every|every time|whenever|each time|sometimes|usually|tend to|often get|always get)\b/i;
const HAPPENING_NOW =
  /\b(?:right now|now|at the moment|currently|just now|all (?:morning|day|afternoon)|this (?:morning|afternoon|evening)|tonight|still|since (?:this|an hour|lunch))\b/i;

/**
 * The signs of a stroke told in everyday words ("my left hand has gone weirdly clumsy", "my words
 * were coming out a bit slurred"): the chat batch ai's offsite question got a doctor's-question
 * answer and a message about leaving early.
 */
/** A heart attack told plainly: "this weird crushing feeling in my chest", "went all clammy". */
const HEART_SIGNS =
  /\b(?:crushing|squeezing|pressing|heavy|tight) (?:[\w-]+ ){0,2}?(?:in|on|across|around) (?:my|his|her|the) chest\b|\bchest\b[^.?!\n]{0,25}\b(?:crushing|squeezing)\b|\bpain (?:\w+ ){0,2}(?:spread\w*|going|radiat\w*) (?:\w+ ){0,2}(?:arm|jaw|neck)\b/i;

const STROKE_SIGNS =
  /\b(?:hand|arm|leg|foot|fingers|side of (?:my|his|her|the) (?:face|body)|face) (?:has |had |have )?(?:gone|went|is|feels|felt|going|become|became|keeps going)(?: \w+ly)? (?:clumsy|weak|numb|dead|floppy|heavy|droopy)\b|\b(?:words|speech|talking)\b[^.?!\n]{0,30}\bslurr\w*/i;

function urgentSymptoms(text: string): boolean {
  if (STROKE_SIGNS.test(text) || HEART_SIGNS.test(text) || pregnancyWarningSigns(text)) return true;
  return URGENT_SYMPTOMS.test(text) && !(RECURRING.test(text) && !HAPPENING_NOW.test(text));
}

/**
 * The hit that leads: the most urgent, except that a health mention gives way to a rights question
 * ("can they fire me for taking leave after my surgery?" asks about the law, not the surgery), and
 * someone else's medicine is a medication question whatever the lists called it.
 */
function leading(hits: readonly MomentHit[], text: string): MomentHit | undefined {
  // An emergency told plainly ("pressure on his chest", "coughing blood") leads a harassment or
  // rights reading of the same words: only a crisis or a threat comes before it.
  const medical = hits.find((hit) => hit.kind === 'medical');
  if (
    medical &&
    urgentSymptoms(text) &&
    !hits.some((hit) => hit.kind === 'crisis' || hit.kind === 'violence')
  ) {
    return medical;
  }
  const [found] = hits;
  if (found?.kind !== 'medical') return found;
  if (isSomeoneElsesMedicine(text)) return { ...found, variant: 'medication' };
  const legal = hits.find((hit) => hit.kind === 'legal');
  return found.variant === 'health' && legal && !urgentSymptoms(text) ? legal : found;
}

function momentOf(hits: MomentHit[], text: string, fromHistory: boolean): SafetyMoment | null {
  const found = leading(hits, text);
  if (!found) return null;
  const first: MomentHit =
    found.kind === 'medical' && urgentSymptoms(text)
      ? { ...found, variant: 'urgent' }
      : found.kind === 'harassment' && found.variant !== 'sexual' && describesSexualHarassment(text)
        ? { ...found, variant: 'sexual' }
        : found;
  const also: SafetyMoment['also'] = [];
  for (const kind of MOMENT_PRIORITY) {
    // An emergency's own words ("pressure on his chest") are not a remark about a body.
    const hit = hits.find(
      (h) => h.kind === kind && !(first.variant === 'urgent' && h.sentence === first.sentence),
    );
    if (hit && kind !== first.kind) also.push({ kind, variant: hit.variant });
  }
  return {
    kind: first.kind,
    variant: first.variant,
    also,
    fromHistory,
    communication: asksForWording(text),
    repliesToThem:
      REPLIES_TO_THEM.test(text) || (first.kind === 'legal' && HOW_TO_REPLY.test(text)),
    tailoring: tailoringOf(
      first.variant,
      text,
      // A crisis told in an earlier turn is answered as the person's own (CRISIS_FOLLOW_UP).
      fromHistory ? [] : hits.filter((hit) => hit.kind === first.kind),
    ),
    hits,
  };
}

/**
 * The moment in a pasted conversation, or null. Danger (a crisis, harassment, a threat) is found
 * on any line; medical and legal questions more strictly: clients and colleagues discuss notice
 * periods, contracts and sick days every day, and the analysis of such a conversation is the help
 * the person asked for.
 */
export function momentInConversation(text: string): SafetyMoment | null {
  // Medical and legal moments in a pasted conversation come from the classifiers (a turn at a
  // strict margin, MARGINS.conversation, or the whole conversation when both agree), or from the
  // phrase lists on the user's own lines only: on anyone's line the lists would take a client's
  // question about a contract's notice period, or a colleague's passing headache, for one.
  const own = ownLines(text);
  const hits = findMoments(text, { classifier: true, mode: 'conversation' }).filter(
    (hit) =>
      FIXED_ONLY.has(hit.kind) ||
      hit.classified === true ||
      own.some((line) => line.includes(hit.sentence.trim())),
  );
  const moment = momentOf(hits, text, false);
  // A medical or legal note goes before the reading of the conversation, not instead of it: the
  // person pasted the conversation to have it read.
  if (moment && !isFixed(moment)) return { ...moment, communication: true };
  return moment;
}

/** "Me: …", "[08:41] You: …", or the lines after a "me  10:15 AM" header. */
const SELF_LABEL = /^\s*(?:\[[^\]\n]{1,30}\]\s*)?(?:me|you|i|myself)(?:\s*\([^)\n]{0,30}\))?\s*:/i;
const ANY_LABEL = /^\s*(?:\[[^\]\n]{1,30}\]\s*)?[\p{L}][\p{L} .'()-]{0,40}:/u;
const SLACK_HEADER = /^\s*([\p{L}][\p{L}.' -]{0,30}?)\s{2,}\d{1,2}:\d{2}(?:\s?[AP]M)?\s*$/iu;

/** The lines of a pasted conversation the user wrote themselves. */
function ownLines(text: string): string[] {
  const lines: string[] = [];
  let speaker: 'self' | 'other' | null = null;
  for (const line of text.split('\n')) {
    const header = SLACK_HEADER.exec(line);
    if (header) {
      speaker = /^(?:me|you)$/i.test((header[1] ?? '').trim()) ? 'self' : 'other';
      continue;
    }
    if (SELF_LABEL.test(line)) {
      lines.push(line);
      speaker = null;
    } else if (ANY_LABEL.test(line)) {
      speaker = null;
    } else if (speaker === 'self') {
      lines.push(line);
    }
  }
  return lines;
}

/**
 * The moment in a chat message, or a crisis told in one of the last two user messages (a person
 * who said it one turn ago is still in it; the browser's copy of the coach's words is not read).
 */
export function momentInChat(
  request: Pick<ChatRequest, 'message' | 'history'>,
): SafetyMoment | null {
  const own = momentOf(findMoments(request.message), request.message, false);
  if (own) return own;
  const earlier = request.history
    .filter((item) => item.role === 'user')
    .slice(-CRISIS_HISTORY_TURNS)
    .flatMap((item) => findMoments(item.content).filter((hit) => hit.kind === 'crisis'));
  return earlier.length > 0 ? momentOf(earlier, request.message, true) : null;
}

function safetyField(moment: SafetyMoment): CoachSafety {
  return moment.also.length > 0
    ? { kind: moment.kind, also: moment.also.map((item) => item.kind) }
    : { kind: moment.kind };
}

/** The fixed answer for a moment: nothing in it comes from the engine or a provider. */
export function momentAnswer(moment: SafetyMoment, mode: 'chat' | 'conversation'): CoachReply {
  const answer = tailoredAnswer(MOMENT_ANSWERS[moment.variant], moment.tailoring);
  const read = moment.fromHistory ? CRISIS_FOLLOW_UP : answer.read[mode];
  const notes = moment.also.map((item) => MOMENT_ANSWERS[item.variant].note);
  return {
    inferred_style: read,
    insights: [
      ...((mode === 'conversation' ? answer.conversationInsights : undefined) ?? answer.insights),
      ...notes,
    ],
    suggested_reply: answer.reply,
    safety: safetyField(moment),
  };
}

/**
 * A coaching reply with the moment's text first (medical or legal with a communication part):
 * the lead sentence opens the reply, its notes open the insights, the coaching follows.
 */
export function withMomentFirst(moment: SafetyMoment, coached: CoachReply): CoachReply {
  const { tailoring } = moment;
  const answer = tailoredAnswer(MOMENT_ANSWERS[moment.variant], tailoring);
  // A rights question keeps its free routes even when coaching follows: the answer must say
  // where to get advice, not only that advice is needed.
  const routes = moment.kind === 'legal' ? answer.insights[tailoring.first.length + 1] : undefined;
  const notes = [
    answer.note,
    ...tailoring.first,
    ...(routes !== undefined ? [routes] : []),
    ...moment.also.map((item) => MOMENT_ANSWERS[item.variant].note),
  ];
  const toThem = moment.repliesToThem ? answer.replyToThem : undefined;
  // Answering the employer about the matter itself, or telling a manager about nerves: the
  // moment's own advice and reply replace the general coaching, whose script would be about
  // something else.
  const focused = toThem !== undefined || tailoring.disclose !== undefined;
  const own = focused
    ? [
        ...(tailoring.nerves ? [tailoring.nerves] : []),
        ...(tailoring.disclose ? [tailoring.disclose.insight] : []),
      ].filter((insight): insight is string => insight !== undefined)
    : [];
  // The general coaching read another situation: its profile line would fit that one, not this.
  const coachedInsights = focused ? [] : coached.insights;
  const reply = toThem ?? tailoring.disclose?.reply;
  return {
    ...coached,
    ...(reply !== undefined ? { suggested_reply: reply } : {}),
    inferred_style: coached.inferred_style.trim()
      ? `${answer.read.chat} ${coached.inferred_style.trim()}`
      : answer.read.chat,
    insights: [...notes, ...own, ...coachedInsights.filter((insight) => !notes.includes(insight))],
    safety: safetyField(moment),
  };
}

/**
 * The first words of a reply written by withMomentFirst, streamed before the coaching arrives: the
 * moment's read opens the reply's `inferred_style`, so this is always a prefix of its text.
 */
export function momentLead(moment: SafetyMoment): string {
  return tailoredAnswer(MOMENT_ANSWERS[moment.variant], moment.tailoring).read.chat;
}

/** The warning a fraud the classifier found gets, by the words it holds. */
function fraudKind(words: readonly string[]): SafetyFlag['kind'] {
  const has = (list: readonly string[]) => words.some((word) => list.includes(word));
  if (has(['gift', 'giftcard', 'giftcards', 'itunes', 'vouchers', 'voucher'])) return 'gift_cards';
  if (has(['code', 'codes', 'passcode', 'password', 'login', 'pin', 'otp', '2fa', 'mfa']))
    return 'credentials';
  if (has(['bank', 'iban', 'sort', 'account', 'details', 'invoice', 'payroll']))
    return 'bank_change';
  if (has(['ignore', 'instructions', 'prompt', 'system'])) return 'injection';
  if (has(['falsify', 'fake', 'forge', 'backdate', 'bribe', 'kickback', 'timesheets']))
    return 'wrongdoing';
  return 'money_transfer';
}

/**
 * The money-and-credentials warnings for a text: the fraud flags of the reading, and when they
 * find nothing, the classifier's fraud (a chat message whole, a conversation turn by turn).
 */
export function fraudWarnings(
  text: string,
  mode: 'chat' | 'conversation' = 'chat',
): CoachSafetyWarning[] {
  const found: SafetyFlag[] = [];
  for (const sentence of sentencesOf(text)) {
    for (const kind of sentenceFlags(sentence, text)) found.push({ kind, quote: sentence.trim() });
  }
  // Urgency alone raises nothing (collectFlags): the signs may still find what it goes with.
  if (found.every((flag) => flag.kind === 'urgency') && !checkedTheSafeWay(text)) {
    for (const kind of textFlags(text)) found.push({ kind, quote: text.trim() });
  }
  if (found.length === 0 && !checkedTheSafeWay(text)) {
    const fraud = classifierKinds(text, mode).find((guess) => guess.kind === 'fraud');
    if (fraud) found.push({ kind: fraudKind(fraud.words), quote: text.trim() });
  }
  return warningsFor(collectFlags(moneyAskConfirmed(found, text, mode)));
}

/**
 * A request to pay, alone, is what every bill is: a landlord's service-charge letter and a
 * caterer's "balance by bank transfer" got "This message asks you to send money. Confirm the
 * request by phone…" (chat batch ad). In a chat question it is a warning only beside another
 * sign (a new account, gift cards, a code, urgency, a scam's shape) or when the classifier reads
 * the question as fraud.
 */
/** What a scam tells to make money move: trouble far away, a fee to release more, a secret. */
const SCAM_STORY =
  /\b(?:bail|police station|arrested|in jail|in hospital|accident|stuck (?:abroad|at)|stranded|customs fee|release fee|processing fee|insurance fee|clearance fee|unlock|claim (?:your|the|my) (?:prize|refund|payment)|prize|lottery|inheritance|crypto|bitcoin|usdt|guaranteed returns?|investment (?:platform|app|opportunity)|don'?t tell|keep (?:it|this) (?:quiet|between us|secret)|new number|lost (?:my|his|her) phone|gift ?cards?|https?:\/\/)/i;

function moneyAskConfirmed(
  found: SafetyFlag[],
  text: string,
  mode: 'chat' | 'conversation',
): SafetyFlag[] {
  if (mode !== 'chat' || !found.every((flag) => flag.kind === 'money_transfer')) return found;
  if (found.length === 0) return found;
  return moneyAskLooksLikeFraud(text) ? found : [];
}

/** A request for money in a chat question that has a scam's other marks (see moneyAskConfirmed). */
export function moneyAskLooksLikeFraud(text: string): boolean {
  return (
    textFlags(text).length > 0 ||
    SCAM_STORY.test(text) ||
    classifierKinds(text, 'chat').some((guess) => guess.kind === 'fraud')
  );
}

/** Shown warnings for flags: a bank change already says "send money to a new account". */
export function warningsFor(flags: readonly SafetyFlag[]): CoachSafetyWarning[] {
  const kinds = new Set(flags.map((flag) => flag.kind));
  return flags
    .filter((flag) => !(flag.kind === 'money_transfer' && kinds.has('bank_change')))
    .map((flag) => ({ kind: flag.kind, text: SAFETY_CUES[flag.kind].warning }));
}
