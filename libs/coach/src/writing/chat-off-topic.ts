import type { CoachReply, DiscStyle } from '@styleprint/contracts';
import { COACHING_TOPICS, type CoachingTopicId } from '@styleprint/coach-content';
import {
  OUT_OF_REACH,
  SMALL_TALK,
  type OutOfReachEntry,
  type SmallTalkEntry,
} from '../data/off-topic/index.js';
import { compilePhrases, findPhrases, tokenize } from '../reading/measure/tokens.js';
import { discInWords, type UserLens } from './profile-lens.js';
import { DISC_WORDS } from './words.js';

/**
 * Off-topic chat (docs/decisions/0114-coach-chat-off-topic-answers.md): small talk gets a short
 * harmless answer, a question the coach cannot or will not answer gets the plain reason, and both
 * end with what the coach can do. Nothing here ever answers a fact the coach cannot know.
 */

const SMALL_TALK_BY_MESSAGE = new Map<string, SmallTalkEntry>(
  SMALL_TALK.flatMap((entry) =>
    entry.messages.map((message) => [tokenize(message).join(' '), entry] as const),
  ),
);

/** Parts that give way to what follows them: "hi, what can you do?", "ok thanks". */
const LEAD_INS = new Set(['greeting', 'acknowledgement', 'time-of-day']);

/**
 * The small talk a whole message is, or null when it says anything more. Two pieces of small talk
 * together ("thanks, that helps", "hi, who are you?") answer the one that is not a lead-in.
 */
export function findSmallTalk(message: string): SmallTalkEntry | null {
  const words = tokenize(message);
  if (words.length === 0 || words.length > 10) return null;
  const whole = SMALL_TALK_BY_MESSAGE.get(words.join(' '));
  if (whole) return whole;
  for (let split = 1; split < words.length; split += 1) {
    const first = SMALL_TALK_BY_MESSAGE.get(words.slice(0, split).join(' '));
    const second = SMALL_TALK_BY_MESSAGE.get(words.slice(split).join(' '));
    if (first && second) return LEAD_INS.has(first.id) ? second : first;
  }
  return null;
}

const REACH_INDEX = compilePhrases(
  OUT_OF_REACH.map((entry) => ({ kind: entry.kind, phrases: entry.cues })),
);

/** Words that make a harmful or deceptive cue the person's own aim ("how do I…", "I want to…", "help me…"). */
/** Words that turn an aim around ("without embarrassing her", "I don't want to humiliate him"). */
const NOT_WORDS = new Set([
  'not',
  "don't",
  'dont',
  'do not',
  'never',
  'without',
  "won't",
  'avoid',
  'rather',
]);

const AIM_WORDS = new Set([
  'how',
  'help',
  'want',
  'wanna',
  'should',
  'could',
  'can',
  'way',
  'ways',
  "i'll",
  'gonna',
  'going',
  "let's",
  'tips',
]);

/**
 * The out-of-reach kind a message asks for, or null. A harmful or deceptive cue counts only as the person's own
 * aim (an aim word in the four words before it, or the message opening with it): "she wants to get
 * revenge on me" is a conversation the coach helps with.
 */
export function findOutOfReach(message: string): OutOfReachEntry | null {
  const words = tokenize(message);
  const hits = findPhrases(REACH_INDEX, words);
  const harmful = hits.find((hit) => {
    if (hit.kind !== 'harmful' && hit.kind !== 'deceptive') return false;
    const before = words.slice(Math.max(0, hit.at - 4), hit.at);
    // "I don't want to humiliate him" states the opposite aim.
    if (before.some((word) => NOT_WORDS.has(word))) return false;
    return hit.at <= 1 || before.some((word) => AIM_WORDS.has(word));
  });
  const kind =
    harmful?.kind ?? hits.find((hit) => hit.kind !== 'harmful' && hit.kind !== 'deceptive')?.kind;
  return OUT_OF_REACH.find((entry) => entry.kind === kind) ?? null;
}

/** A first question worth asking for each style: the growth area the profile points to. */
const STARTER: Record<DiscStyle, CoachingTopicId> = {
  D: 'active-listening',
  I: 'running-a-meeting',
  S: 'difficult-conversation',
  C: 'building-rapport',
};

const CAN_DO =
  'I can read a conversation you paste (Slack, Teams, WhatsApp, an email thread or a code review) against your profile and suggest a reply you can send, help you prepare a hard conversation (feedback, saying no, asking for a raise, a colleague who interrupts or goes quiet), or explain your own profile.';

function starter(lens: UserLens): string {
  const topic =
    COACHING_TOPICS.find((entry) => entry.id === STARTER[lens.disc]) ?? COACHING_TOPICS[0];
  return topic?.prompt ?? 'How can I give constructive feedback that fits my communication style?';
}

/**
 * A first question shaped by the user's DiSC style. Written without quote marks, so the screen
 * shows it as advice, not as a message to send (docs/decisions/0114-coach-chat-off-topic-answers.md).
 */
function suggestion(lens: UserLens): string {
  const who = lens.discTie
    ? `${discInWords(lens)} (on the ${lens.disc} side, ${DISC_WORDS[lens.disc].adjective})`
    : `a DiSC ${lens.disc} (${DISC_WORDS[lens.disc].adjective})`;
  return `A good first question for ${who}, where a small change tends to pay off most: ${starter(lens)}`;
}

/**
 * Answers small talk in a line; where it fits (a greeting, "what can you do"), goes on to what the
 * coach can do. `turn` (the number of earlier user messages) varies the wording in a conversation.
 * `lastTopic` names what the person was working on, for thanks and acknowledgements.
 */
export function answerSmallTalk(
  entry: SmallTalkEntry,
  lens: UserLens,
  turn: number,
  lastTopic: string | null,
): CoachReply {
  const answer = entry.answers[turn % entry.answers.length] ?? entry.answers[0] ?? '';
  const insights = [answer];
  if (entry.offersHelp) insights.push(CAN_DO);
  else if (lastTopic) {
    insights.push(
      `We were on ${lastTopic}: ask a follow-up any time ("what if they push back?", "shorter?").`,
    );
  }
  return {
    inferred_style: '',
    insights,
    suggested_reply: entry.offersHelp || !lastTopic ? suggestion(lens) : '',
  };
}

/** Declines a question out of reach, with the reason, and says what the coach can do instead. */
export function answerOutOfReach(
  message: string,
  entry: OutOfReachEntry,
  lens: UserLens,
): CoachReply {
  return {
    inferred_style: '',
    insights: [entry.reason, CAN_DO],
    suggested_reply: entry.tryInstead
      ? `A better question to ask me: ${entry.tryInstead}`
      : suggestion(lens),
  };
}

/** A question about something else altogether: say so in one line and name what the coach does. */
export function answerUnrelated(message: string, lens: UserLens): CoachReply {
  return {
    inferred_style: '',
    insights: ['I coach communication, so that one is outside what I can answer well.', CAN_DO],
    suggested_reply: suggestion(lens),
  };
}
