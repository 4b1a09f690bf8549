import type { ChatHistoryItem, ChatRequest, CoachReply, DiscStyle } from '@styleprint/contracts';
import { COACHING_TOPICS, type CoachingTopic } from '@styleprint/coach-content';
import { readChat } from '../reading/parse/chat.js';
import { looksLikeEmail } from '../reading/parse/email.js';
import { readConversation } from '../reading/index.js';
import { writeAnalysis } from './analysis.js';
import {
  answerOutOfReach,
  answerSmallTalk,
  answerUnrelated,
  findOutOfReach,
  findSmallTalk,
} from './chat-off-topic.js';
import {
  withCounterparts,
  withSavedCounterpart,
  type SavedCounterpart,
} from '../people/counterparts.js';
import { CHAT_INTENTS } from '../data/chat-intents/index.js';
import type { ChatIntentEntry } from '../data/types.js';
import { compilePhrases, findPhrases, tokenize } from '../reading/measure/tokens.js';
import { leanOf } from './reply.js';
import {
  asDiscStyle,
  discInWords,
  mbtiLetter,
  readProfile,
  strengthInWords,
  type UserLens,
} from './profile-lens.js';
import {
  MBTI_TIP,
  STRENGTH_TIP,
  THINKING_TIP,
  TOPIC_ADVICE,
  type TopicAdvice,
} from './topic-advice.js';
import {
  DISC_WORDS,
  framed,
  listOf,
  MBTI_LETTER_WORDS,
  quote,
  STRENGTH_WORDS,
  THINKING_WORDS,
} from './words.js';

/** Words that describe another person's style, and the style they point to. */
const STYLE_CUES: readonly [RegExp, DiscStyle][] = [
  [
    /\b(direct|blunt|impatient|bossy|demanding|pushy|abrupt|aggressive|curt|no-nonsense|results[- ]driven|dominant)\b/i,
    'D',
  ],
  [
    /\b(chatty|enthusiastic|excitable|talkative|bubbly|energetic|emotional|dramatic|scattered|outgoing|loud)\b/i,
    'I',
  ],
  [
    /\b(quiet|shy|sensitive|anxious|nervous|cautious|hesitant|resistant to change|avoids? conflict|conflict[- ]averse|reserved|worried|timid)\b/i,
    'S',
  ],
  [
    /\b(detail[- ]oriented|perfectionist|nitpick\w*|analytical|pedantic|skeptical|sceptical|critical|precise|data[- ]driven|numbers person|by the book)\b/i,
    'C',
  ],
];

const PERSON =
  /\b(?:my|our|a|the)\s+(?:[a-z-]+\s+){0,2}?(boss|manager|colleague|coworker|co-worker|teammate|team|client|customer|report|direct report|partner|director|ceo|stakeholder|friend|mentor|lead|peer|vp|new hire)\b/i;

const FOLLOW_UP =
  /^(?:and|but|what about|what if|how about|ok|okay|so|then|also|can you|could you|give me|show me|example|shorter|more)\b|\b(?:example|that|this|it|them|they)\b/i;

export interface ChatIntent {
  topic: CoachingTopic | null;
  /** True when the topic came from earlier messages rather than this one. */
  fromHistory: boolean;
  /** The earlier message the topic came from. */
  topicSource: string | null;
  /** `saved`: the style comes from a saved person (`personId`), not from words in the message. */
  target: { who: string; style: DiscStyle; cue: string; saved?: boolean } | null;
  wantsExample: boolean;
  expectsPushback: boolean;
  inWriting: boolean;
  aboutProfile: boolean;
}

/** The topic a message is about: a shortcut's exact prompt, else the topic with most cue words. */
export function recogniseTopic(message: string): CoachingTopic | null {
  const text = message.toLowerCase();
  const exact = COACHING_TOPICS.find((topic) => topic.prompt.toLowerCase() === text.trim());
  if (exact) return exact;
  let best: CoachingTopic | null = null;
  let bestHits = 0;
  for (const topic of COACHING_TOPICS) {
    const hits = topic.cues.filter((cue) =>
      new RegExp(`\\b${cue.replace(/[-]/g, '[- ]?')}\\b`).test(text),
    ).length;
    if (hits > bestHits) {
      best = topic;
      bestHits = hits;
    }
  }
  return best;
}

const INTENSIFIERS = new Set([
  'too',
  'quite',
  'very',
  'really',
  'so',
  'bit',
  'a',
  'pretty',
  'rather',
]);
const SELF_WORDS = new Set(['me', "i'm", 'im', 'am', 'myself', 'was', 'be']);

/** True when the words before a style cue describe the user ("they find me too direct", "I'm blunt"). */
function describesUser(before: string): boolean {
  const words = before.toLowerCase().replace(/’/g, "'").split(/\s+/).filter(Boolean);
  while (words.length > 0 && INTENSIFIERS.has(words[words.length - 1] ?? '')) words.pop();
  return SELF_WORDS.has(words[words.length - 1] ?? '');
}

function findTarget(text: string): ChatIntent['target'] {
  for (const [pattern, style] of STYLE_CUES) {
    const cue = pattern.exec(text);
    // A cue about the user's own style says nothing about the other person's.
    if (cue && !describesUser(text.slice(Math.max(0, cue.index - 30), cue.index))) {
      const who = PERSON.exec(text)?.[1];
      return { who: who ? `Your ${who.toLowerCase()}` : 'They', style, cue: cue[0] };
    }
  }
  return null;
}

/** "Your boss sounds", "They sound". */
const sounds = (who: string): string => `${who} ${who === 'They' ? 'sound' : 'sounds'}`;

export function readIntent(message: string, history: readonly ChatHistoryItem[]): ChatIntent {
  const earlier = history
    .filter((item) => item.role === 'user')
    .map((item) => item.content)
    .reverse();
  let topic = recogniseTopic(message);
  let fromHistory = false;
  let topicSource: string | null = null;
  const looksLikeFollowUp =
    FOLLOW_UP.test(message.trim()) || message.trim().split(/\s+/).length <= 8;
  if (!topic && looksLikeFollowUp) {
    for (const text of earlier) {
      topic = recogniseTopic(text);
      if (topic) {
        fromHistory = true;
        topicSource = text;
        break;
      }
    }
  }
  let target = findTarget(message);
  if (!target) {
    for (const text of earlier) {
      target = findTarget(text);
      if (target) break;
    }
  }
  return {
    topic,
    fromHistory,
    topicSource,
    target,
    wantsExample:
      /\b(example|what (?:do|would|should) i say|word(?:ing|ed)?|phrase|script|exact words|sample)\b/i.test(
        message,
      ),
    expectsPushback:
      /\b(push(?:es)? back|pushback|disagree|objects?|says? no|gets defensive|angry|upset)\b/i.test(
        message,
      ),
    inWriting: /\b(email|e-mail|slack|message|text|in writing|written)\b/i.test(message),
    aboutProfile:
      /\b(mbti|disc|emergenetics|clifton|strengths?|my type|my style|my profile|my results?)\b/i.test(
        message,
      ),
  };
}

/** "an Extravert (E)", "a Thinking (T)". */
const article = (words: string): string => `${/^[AEIOU]/.test(words) ? 'an' : 'a'} ${words}`;

/** Common requests inside a topic that deserve their own wording. */
const SPECIFIC_LINES: readonly [RegExp, Record<DiscStyle, string>][] = [
  [
    /\b(say no|saying no|decline|turn (?:it|them|this) down|push back on a request)\b/i,
    {
      D: "I can't take this on by Friday without dropping the launch. Which one matters more to you?",
      I: "I'd love to help, and I can't do it justice this week. Could we find someone else, or look again next month?",
      S: "Thank you for thinking of me. I want to do my current work well, so I can't take this on right now. Can we look at options together?",
      C: "With the current load (two projects due this month) I can't meet that deadline at the quality you'd expect. Here is what I could deliver instead.",
    },
  ],
  [
    /\b(apolog\w*|say sorry|i messed up|my mistake)\b/i,
    {
      D: "I got this wrong: the numbers went out unchecked. I've fixed them and added a check so it won't happen again.",
      I: "I'm sorry, I let you down on this one. I've fixed it, and I'd like to make it right with the team too.",
      S: "I'm sorry for the trouble this caused you. Here is what I've done to fix it, and what will stay the same from now on.",
      C: "I made an error in the report: table 2 used the wrong filter. The corrected figures are attached, with the check I've added.",
    },
  ],
  [
    /\b(raise|salary|promotion|pay rise|negotiat\w*)\b/i,
    {
      D: "I'd like to discuss a raise to 85k. This year I led the migration and cut costs by 12%. Can we decide by month end?",
      I: "I've loved growing in this role, and I'd like to talk about where I go next, including my pay. Could we set up a chat?",
      S: "I value working here and want to keep growing with the team. I'd like to talk about my salary; could we find a time this month?",
      C: "Here are my results this year and the market range for this role (78–90k). I'd like to discuss moving to 85k.",
    },
  ],
];

/** Words of communication: a question without any is outside what the coach does. */
const ABOUT_PEOPLE =
  /\b(say|tell|talk|ask|email|e-mail|message|meeting|team|boss|manager|colleague|coworker|client|customer|friend|partner|feedback|conversation|communicat\w*|reply|respond|write|present|listen|conflict|relationship|style|persuade|convince|explain|him|her|them|they|someone|people|person|report|lead|work|answer|sound|sounding|tone|confident|unsure|he|she|we|us)\b/i;

/** A name inside the question ("How should I answer Sam…"): a capitalised word after the first. */
function namesSomeone(message: string): boolean {
  const words = message.split(/\s+/).slice(1);
  return words.some((word) => /^\p{Lu}\p{Ll}+[’']?s?[,.?!]?$/u.test(word));
}

/** Words naming a person: a question with one is about someone, so never declined as off-topic. */
const PERSON_WORDS =
  /\b(boss|manager|colleague|coworker|co-worker|client|customer|team|teammate|him|her|them|they|he|she|someone|people|person|report|lead|partner|friend|reviewer|stakeholder|director|ceo|hr|we|us)\b/i;

/** The listener style a user finds hardest: the opposite corner of the DiSC circle. */
const OPPOSITE: Record<DiscStyle, DiscStyle> = { D: 'S', I: 'C', S: 'D', C: 'I' };

/** "You lead as DiSC C (INTJ)", or for an even split, which side this advice speaks to. */
const leadIn = (lens: UserLens): string =>
  lens.discTie
    ? `With ${discInWords(lens)}${lens.mbti ? ` (${lens.mbti})` : ''}, no single style leads; on the ${lens.disc} side`
    : `You lead as DiSC ${lens.disc}${lens.mbti ? ` (${lens.mbti})` : ''}`;

function userSummary(lens: UserLens): string {
  const parts = [
    lens.discTie
      ? discInWords(lens)
      : `DiSC ${lens.disc} (${DISC_WORDS[lens.disc].name}${lens.discSecondary ? `, with ${lens.discSecondary}` : ''})`,
    lens.mbti ? `MBTI ${lens.mbti}` : null,
    lens.thinkingTie
      ? `no single thinking style (${listOf(lens.thinkingTie)} level)`
      : `${lens.thinking[0] ?? 'Analytical'} thinking first`,
    lens.strength ? `${strengthInWords(lens, STRENGTH_WORDS)} strengths` : null,
  ].filter(Boolean);
  return parts.join(', ');
}

function profileAnswer(message: string, lens: UserLens): CoachReply {
  const ei = mbtiLetter(lens, 0);
  const tf = mbtiLetter(lens, 2);
  return {
    inferred_style: `Your profile: ${userSummary(lens)}.`,
    insights: [
      framed(
        'disc',
        lens.discTie
          ? `You asked ${quote(message)}. Your DiSC answers split evenly between ${listOf(lens.discTie.map((style) => `${style} (${DISC_WORDS[style].adjective})`))}, so no single style describes you: notice which side shows in each conversation, and what the people you work with need from it.`
          : `You asked ${quote(message)}. As DiSC ${lens.disc}, you come across as ${DISC_WORDS[lens.disc].adjective}; people like you are at their best when others give them ${DISC_WORDS[lens.disc].needs}.`,
      ),
      framed(
        'mbti',
        lens.mbti
          ? `${lens.mbti}: ${ei ? `as ${article(MBTI_LETTER_WORDS[ei] ?? ei)}, ${MBTI_TIP[ei]}` : ''}${tf ? `; as ${article(MBTI_LETTER_WORDS[tf] ?? tf)} type, ${MBTI_TIP[tf]}` : ''}.`
          : 'Your type is incomplete; retake the four personality questions to see it.',
      ),
      framed(
        'emergenetics',
        `${
          lens.thinkingTie
            ? `Your thinking answers put ${listOf(lens.thinkingTie)} level (${lens.thinkingTie.map((t) => `${t} ${lens.thinkingScores[t]}`).join(', ')}), so no single style leads: notice which one each conversation calls for.`
            : `Your thinking runs ${lens.thinking.join(' > ')} (${lens.thinking.map((t) => `${t} ${lens.thinkingScores[t]}`).join(', ')}): you think ${THINKING_WORDS[lens.thinking[0] ?? 'Analytical'].thinks}, and others will value it when you ${THINKING_TIP[lens.thinking[0] ?? 'Analytical']}.`
        } Expressiveness ${lens.expressiveness}, Assertiveness ${lens.assertiveness}, Flexibility ${lens.flexibility}.`,
      ),
      framed(
        'cliftonStrengths',
        lens.strengthTie && lens.strength
          ? `Your strengths answers split evenly between ${listOf(lens.strengthTie.map((d) => STRENGTH_WORDS[d] ?? d))}, so no single domain is on top; on the ${STRENGTH_WORDS[lens.strength]} side, in conversations, ${STRENGTH_TIP[lens.strength]}.`
          : lens.strength
            ? `Your top domain is ${STRENGTH_WORDS[lens.strength]}: in conversations, ${STRENGTH_TIP[lens.strength]}.`
            : 'No top strengths domain yet; answer the strengths questions to see it.',
      ),
    ],
    suggested_reply: `Try this with the people you work with most: "I work best when I get ${DISC_WORDS[lens.disc].needs}. How do you like to get information?"`,
  };
}

function earlierMatches(pattern: RegExp, intent: ChatIntent): boolean {
  return intent.fromHistory && intent.topicSource !== null && pattern.test(intent.topicSource);
}

/** Why the coach thinks the other person reads this way: their words, or the saved person. */
const basis = (target: NonNullable<ChatIntent['target']>): string =>
  target.saved ? 'as you saved them' : `you said "${target.cue}"`;
const source = (target: NonNullable<ChatIntent['target']>): string =>
  target.saved ? 'as you saved them' : `from "${target.cue}"`;

function topicAnswer(message: string, intent: ChatIntent, lens: UserLens): CoachReply {
  const advice: TopicAdvice = TOPIC_ADVICE[intent.topic?.id ?? 'general'];
  const label = intent.topic?.label.toLowerCase() ?? 'your question';
  const listener = intent.target?.style ?? OPPOSITE[lens.disc];
  const axisLetter = mbtiLetter(lens, advice.mbtiAxis);
  const dominant = lens.thinking[0] ?? 'Analytical';
  const opening = intent.fromHistory
    ? `Following up on ${label}: ${quote(message)}.`
    : `You asked ${quote(message)}.`;

  const insights = [
    framed(
      'disc',
      `${opening} ${asDiscStyle(lens)} the trap in ${advice.noun} is that ${advice.trap[lens.disc]}.`,
    ),
    framed(
      'mbti',
      axisLetter
        ? `As ${article(MBTI_LETTER_WORDS[axisLetter] ?? axisLetter)} type, ${MBTI_TIP[axisLetter]}.`
        : `Whatever your type, ${MBTI_TIP.T}.`,
    ),
    framed(
      'emergenetics',
      lens.thinkingTie
        ? `Your thinking answers put ${listOf(lens.thinkingTie)} level, so no single style leads here. A shape that works: ${advice.shape}.`
        : `Your ${dominant} thinking is an asset here: ${THINKING_TIP[dominant]}. A shape that works: ${advice.shape}.`,
    ),
  ];
  if (lens.strength) {
    insights.push(
      framed(
        'cliftonStrengths',
        lens.strengthTie
          ? `With ${strengthInWords(lens, STRENGTH_WORDS)} on top, on the ${STRENGTH_WORDS[lens.strength]} side, ${STRENGTH_TIP[lens.strength]}.`
          : `With ${STRENGTH_WORDS[lens.strength]} on top, ${STRENGTH_TIP[lens.strength]}.`,
      ),
    );
  }
  if (intent.target) {
    insights.push(
      framed(
        'disc',
        `${sounds(intent.target.who)} ${DISC_WORDS[intent.target.style].adjective} (${basis(intent.target)}): give them ${DISC_WORDS[intent.target.style].needs}.`,
      ),
    );
  }
  if (intent.expectsPushback) {
    insights.push(
      framed(
        'disc',
        `If they push back, do not repeat your point louder: ask "What would need to be true for this to work for you?" and answer that.`,
      ),
    );
  }
  if (intent.inWriting) {
    insights.push(
      framed(
        'mbti',
        `In writing, tone is read without your voice: put the ask in the first line and one warm line at the start, never only at the end.`,
      ),
    );
  }

  const specific = SPECIFIC_LINES.find(
    ([pattern]) => pattern.test(message) || earlierMatches(pattern, intent),
  );
  const line = specific ? specific[1][listener] : advice.line[listener];
  const example = intent.wantsExample
    ? ` Or, for ${DISC_WORDS[OPPOSITE[listener]].reader}: "${advice.line[OPPOSITE[listener]]}"`
    : '';
  // With the other person's style unknown, never assume it: one version for a direct reader,
  // one for a careful one (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md, point 6).
  const lineFor = (style: DiscStyle): string =>
    specific ? specific[1][style] : advice.line[style];
  const suggested = intent.target
    ? `"${line}"${example}`
    : `For a direct reader: "${lineFor('D')}"\n\nFor a careful reader: "${lineFor('S')}"`;
  return {
    inferred_style: intent.target
      ? `${intent.target.who}: likely DiSC ${intent.target.style} (${DISC_WORDS[intent.target.style].adjective}), ${source(intent.target)}. You: ${userSummary(lens)}.`
      : `You: ${userSummary(lens)}. Tell me how the other person comes across (direct, chatty, cautious or detail-minded) and I will tune the wording to them.`,
    insights: insights.slice(0, 6),
    suggested_reply: suggested,
  };
}

const INTENT_INDEX = compilePhrases(
  CHAT_INTENTS.map((entry) => ({ kind: entry.id, phrases: entry.cues })),
);

/** The chat intent a text shows most (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md, point 6), or null. */
export function findChatIntent(text: string): ChatIntentEntry | null {
  const hits = findPhrases(INTENT_INDEX, tokenize(text));
  const counts = new Map<string, number>();
  for (const hit of hits) counts.set(hit.kind, (counts.get(hit.kind) ?? 0) + hit.phrase.length);
  let best: string | null = null;
  for (const [id, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = id;
  return CHAT_INTENTS.find((entry) => entry.id === best) ?? null;
}

const DIRECT_READERS = new Set<DiscStyle>(['D', 'I']);

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/** Intents that are the other person's reaction: inside a follow-up they add to the topic. */
const REACTIONS = new Set(['defensive', 'disagreement', 'no-reply', 'complaint', 'interrupted']);

/**
 * A message that continues the last one ("what if he gets defensive?", "and by email?"): it keeps
 * the earlier intent as the topic even when it names another one.
 */
const CONTINUES =
  /^(?:and|but|so|then|ok|okay|also|what if|what about|how about|and if|or if|even if)\b/i;

function intentAnswer(
  message: string,
  entry: ChatIntentEntry,
  fromHistory: boolean,
  intent: ChatIntent,
  lens: UserLens,
  reaction: ChatIntentEntry | null = null,
): CoachReply {
  const who = intent.target?.who ?? 'The other person';
  const style = intent.target?.style ?? null;
  const lean = leanOf(lens);
  const insights = [
    framed(
      'disc',
      `${fromHistory ? `Following up on ${entry.label}: ` : ''}you asked ${quote(message)}. The move: ${entry.move}`,
    ),
    framed(
      'mbti',
      lean === 'brief'
        ? `${leadIn(lens)}: you tend to say more and soften more than this needs. Say the point in your first two sentences; keep the warmth, but never in place of the point.`
        : `${leadIn(lens)}: you tend to go straight to the facts. Open with one line that acknowledges them, then get to the point.`,
    ),
    framed(
      'emergenetics',
      lens.thinkingTie
        ? `Your thinking answers put ${listOf(lens.thinkingTie)} level, so no single style leads: use the one this conversation needs.`
        : `Your ${lens.thinking[0] ?? 'Analytical'} thinking helps here: ${THINKING_TIP[lens.thinking[0] ?? 'Analytical']}.`,
    ),
  ];
  if (reaction) {
    insights.splice(
      1,
      0,
      framed('disc', `If it turns into ${reaction.label}: ${lowerFirst(reaction.move)}`),
    );
  }
  if (intent.target) {
    insights.push(
      framed(
        'disc',
        `${sounds(who)} ${DISC_WORDS[intent.target.style].adjective} (${basis(intent.target)}): give them ${DISC_WORDS[intent.target.style].needs}.`,
      ),
    );
  }
  if (intent.inWriting && fromHistory) {
    insights.push(
      framed(
        'mbti',
        'In writing, tone is read without your voice: put the ask in the first line and one warm line at the start, never only at the end.',
      ),
    );
  }
  if (intent.expectsPushback && entry.id !== 'defensive' && reaction === null) {
    insights.push(
      framed(
        'disc',
        'If they push back or get defensive, slow down: acknowledge what they heard, restate the one point, and ask how they see it.',
      ),
    );
  }
  // Asked about the other person's reaction, the words are for that moment.
  const lines = reaction ?? entry;
  const suggested =
    style === null
      ? `For a direct reader: "${lines.direct}"\n\nFor a careful reader: "${lines.careful}"`
      : `"${DIRECT_READERS.has(style) ? lines.direct : lines.careful}"`;
  return {
    inferred_style:
      style === null
        ? `You: ${userSummary(lens)}. I don't know yet how ${who === 'The other person' ? 'the other person' : who.toLowerCase()} reads, so the reply comes in two versions, for a direct and for a careful reader; tell me how they come across and I will pick one.`
        : `${who}: likely DiSC ${style} (${DISC_WORDS[style].adjective}), ${intent.target ? source(intent.target) : ''}. You: ${userSummary(lens)}.`,
    insights: insights.slice(0, 6),
    suggested_reply: suggested,
  };
}

const wordsIn = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** Answers a chat message from the profile, the message and the history. */
export function writeChat(request: ChatRequest, saved?: SavedCounterpart): CoachReply {
  const lens = readProfile(request.profile);
  const message = request.message.trim();
  // A pasted conversation in the chat gets the same analysis as the Analyze tab.
  if (readChat(message) || looksLikeEmail(message)) {
    const read = readConversation(message);
    return withCounterparts(
      writeAnalysis(saved ? withSavedCounterpart(read, saved) : read, request.profile),
      read,
    );
  }
  const earlier = request.history
    .filter((item) => item.role === 'user')
    .map((item) => item.content)
    .reverse();
  const previous = earlier.map(findChatIntent).find((entry) => entry !== null) ?? null;
  // Small talk is answered only when it is the whole message ("thanks!"): "thanks, and if he
  // says no?" is a follow-up (docs/decisions/0114-coach-chat-off-topic-answers.md).
  const smallTalk = findSmallTalk(message);
  if (smallTalk) {
    const lastTopic =
      previous?.label ??
      earlier
        .map(recogniseTopic)
        .find((topic) => topic !== null)
        ?.label.toLowerCase() ??
      null;
    return answerSmallTalk(smallTalk, lens, earlier.length, lastTopic);
  }
  const read = readIntent(message, request.history);
  // A saved person (`personId`) is who the user asks about, unless the message describes someone.
  const intent: ChatIntent =
    saved && saved.traits.disc !== null && read.target === null
      ? { ...read, target: { who: saved.name, style: saved.traits.disc, cue: '', saved: true } }
      : read;
  const own = findChatIntent(message);
  const reach = findOutOfReach(message);
  // Helping someone hurt or deceive another is declined whatever else the message says; a question the
  // coach cannot know or a task for another tool only when it is not about a person.
  if (reach?.kind === 'harmful' || reach?.kind === 'deceptive') {
    return answerOutOfReach(message, reach, lens);
  }
  // Judged on the message alone: a topic or a person carried over from the history does not make
  // "what's the weather tomorrow?" a follow-up.
  const alone = readIntent(message, []);
  const aboutSomeone =
    own !== null || alone.topic !== null || alone.target !== null || PERSON_WORDS.test(message);
  if (reach && !aboutSomeone) return answerOutOfReach(message, reach, lens);
  // "What if he gets defensive?" after a question about a colleague's deadlines stays on the
  // deadlines, with the reaction as an added move; "and by email?" stays on the earlier intent.
  const continues = previous !== null && CONTINUES.test(message) && !intent.aboutProfile;
  // A new intent that is not a reaction wins in a full question ("and how do I ask for a raise?").
  const reaction = own && REACTIONS.has(own.id) ? own : null;
  if (
    continues &&
    previous &&
    own &&
    own.id !== previous.id &&
    (reaction !== null || wordsIn(message) <= 6)
  ) {
    return intentAnswer(message, previous, true, intent, lens, reaction);
  }
  if (continues && previous && !own && intent.topic && wordsIn(message) <= 6) {
    return intentAnswer(message, previous, true, intent, lens);
  }
  if (own && !intent.aboutProfile) return intentAnswer(message, own, false, intent, lens);
  // A follow-up ("what if he gets defensive?", "and by email?") takes the topic from the history.
  if (previous && !intent.topic && !intent.aboutProfile) {
    return intentAnswer(message, previous, true, intent, lens);
  }
  if (intent.aboutProfile && !intent.topic) return profileAnswer(message, lens);
  if (!intent.topic && !intent.target && !ABOUT_PEOPLE.test(message) && !namesSomeone(message))
    return answerUnrelated(message, lens);
  return topicAnswer(message, intent, lens);
}
