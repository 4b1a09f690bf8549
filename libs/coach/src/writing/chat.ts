import type { ChatRequest, CoachReply, DiscStyle } from '@styleprint/contracts';
import { COACHING_TOPICS, type CoachingTopic } from '@styleprint/coach-content';
import { answerSituation, isSureSituation, situationSoFar } from '../chat/answer.js';
import { readCounterpart, type CounterpartRead } from '../chat/counterpart.js';
import { readFactsWithHistory } from '../chat/facts.js';
import { withLanguageNote } from '../chat/language.js';
import {
  withCounterparts,
  withSavedCounterpart,
  type SavedCounterpart,
} from '../people/counterparts.js';
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
  STRENGTH_WORDS,
  THINKING_WORDS,
} from './words.js';

/** A question about the user's own results rather than a situation with someone. */
const ABOUT_PROFILE =
  /\b(mbti|disc|emergenetics|clifton|strengths?|my type|my style|my profile|my results?)\b/i;
const WANTS_EXAMPLE =
  /\b(example|what (?:do|would|should) i say|word(?:ing|ed)?|phrase|script|exact words|sample)\b/i;
const IN_WRITING = /\b(email|e-mail|slack|message|text|in writing|written)\b/i;
const EXPECTS_PUSHBACK =
  /\b(push(?:es)? back|pushback|disagree|objects?|says? no|gets defensive|angry|upset)\b/i;

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

/** "an Extravert (E)", "a Thinking (T)". */
const article = (words: string): string => `${/^[AEIOU]/.test(words) ? 'an' : 'a'} ${words}`;

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

function profileAnswer(lens: UserLens): CoachReply {
  const ei = mbtiLetter(lens, 0);
  const tf = mbtiLetter(lens, 2);
  return {
    inferred_style: `Your profile: ${userSummary(lens)}.`,
    insights: [
      framed(
        'disc',
        lens.discTie
          ? `Your DiSC answers split evenly between ${listOf(lens.discTie.map((style) => `${style} (${DISC_WORDS[style].adjective})`))}, so no single style describes you: notice which side shows in each conversation, and what the people you work with need from it.`
          : `As DiSC ${lens.disc}, you come across as ${DISC_WORDS[lens.disc].adjective}; people like you are at their best when others give them ${DISC_WORDS[lens.disc].needs}.`,
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

/** Who the user talks about and how they come across, read from the whole conversation so far. */
interface Listener {
  who: string;
  read: CounterpartRead;
}

/**
 * The answer to a general question about one of the ten coaching topics (a shortcut, or a question
 * without a situation in it): the trap of the user's own style, a shape that works, and example
 * lines, labelled as examples since the question gave no facts to build a message from.
 */
function topicAnswer(
  message: string,
  topic: CoachingTopic | null,
  lens: UserLens,
  listener: Listener | null,
): CoachReply {
  const advice: TopicAdvice = TOPIC_ADVICE[topic?.id ?? 'general'];
  const style = listener?.read.style ?? null;
  const axisLetter = mbtiLetter(lens, advice.mbtiAxis);
  const dominant = lens.thinking[0] ?? 'Analytical';
  const insights = [
    framed(
      'disc',
      `${asDiscStyle(lens)} the trap in ${advice.noun} is that ${advice.trap[lens.disc]}.`,
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
  if (listener && style) {
    insights.push(
      framed(
        'disc',
        `${listener.who.charAt(0).toUpperCase()}${listener.who.slice(1)} comes across as ${DISC_WORDS[style].adjective} (${listener.read.own ? 'from their own results' : listener.read.saved ? 'as you saved them' : listOf(listener.read.cues.map((cue) => `"${cue}"`))}): give them ${DISC_WORDS[style].needs}.`,
      ),
    );
  }
  if (EXPECTS_PUSHBACK.test(message)) {
    insights.push(
      framed(
        'disc',
        'If they push back, do not repeat your point louder: ask "What would need to be true for this to work for you?" and answer that.',
      ),
    );
  }
  if (IN_WRITING.test(message)) {
    insights.push(
      framed(
        'mbti',
        'In writing, tone is read without your voice: put the ask in the first line and one warm line at the start, never only at the end.',
      ),
    );
  }
  const listenerStyle = style ?? OPPOSITE[lens.disc];
  const example = WANTS_EXAMPLE.test(message)
    ? ` Or, for ${DISC_WORDS[OPPOSITE[listenerStyle]].reader}: "${advice.line[OPPOSITE[listenerStyle]]}"`
    : '';
  // No facts in a general question: the lines show the shape, and say they are examples.
  const suggested = style
    ? `An example of the shape, for ${listener?.who ?? 'them'}: "${advice.line[style]}"${example}`
    : `An example of the shape for a direct reader: "${advice.line.D}"\n\nFor a careful reader: "${advice.line.S}"`;
  return {
    inferred_style:
      listener && style
        ? `${listener.who.charAt(0).toUpperCase()}${listener.who.slice(1)}: likely DiSC ${style} (${DISC_WORDS[style].adjective}). You: ${userSummary(lens)}.`
        : `You: ${userSummary(lens)}. Tell me about a real conversation (who, what happened, what you want next) and I will shape the advice and the words to it.`,
    insights: insights.slice(0, 6),
    suggested_reply: suggested,
  };
}

/** A question the coach cannot place: what it needs to help. */
function askForMore(lens: UserLens): CoachReply {
  return {
    inferred_style: `You: ${userSummary(lens)}.`,
    insights: [
      'I want to answer the question you are actually asking, so tell me a little more: who is it with (your manager, a colleague, someone you manage, a client), what happened, and what do you want to happen next? Then I can give you the words to use.',
    ],
    suggested_reply: '',
  };
}

const wordsIn = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** Answers a chat message from the profile, the message and the history. */
export function writeChat(request: ChatRequest, saved?: SavedCounterpart): CoachReply {
  // Asked for another language, the answer says it writes English only instead of ignoring it.
  return withLanguageNote(withFormalGreeting(writeChatInEnglish(request, saved)), request.message);
}

/** "Hi Herr Brandt," reads oddly: a title from another language goes with "Dear". */
function withFormalGreeting(reply: CoachReply): CoachReply {
  const suggested = reply.suggested_reply.replace(
    /^(?:Hi|Hello|Hey) (?=(?:Herr|Frau|Madame|Monsieur|Señor|Señora|Signor|Signora|Sr\.|Sra\.) )/,
    'Dear ',
  );
  return suggested === reply.suggested_reply ? reply : { ...reply, suggested_reply: suggested };
}

function writeChatInEnglish(request: ChatRequest, saved?: SavedCounterpart): CoachReply {
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
    .map((item) => item.content);
  // Small talk is answered only when it is the whole message ("thanks!"): "thanks, and if he
  // says no?" is a follow-up (docs/decisions/0114-coach-chat-off-topic-answers.md).
  const smallTalk = findSmallTalk(message);
  if (smallTalk) {
    const lastTopic =
      situationSoFar(earlier)?.label ??
      [...earlier]
        .reverse()
        .map(recogniseTopic)
        .find((topic) => topic !== null)
        ?.label.toLowerCase() ??
      null;
    return answerSmallTalk(smallTalk, lens, earlier.length, lastTopic);
  }
  const reach = findOutOfReach(message);
  // Helping someone hurt or deceive another is declined whatever else the message says; a question the
  // coach cannot know or a task for another tool only when it is not about a person.
  if (reach?.kind === 'harmful' || reach?.kind === 'deceptive') {
    return answerOutOfReach(message, reach, lens);
  }
  const topic = recogniseTopic(message);
  // Judged on the message alone: a topic or a person carried over from the history does not make
  // "what's the weather tomorrow?" a follow-up.
  const aboutSomeone = topic !== null || PERSON_WORDS.test(message) || isSureSituation(message);
  if (reach && !aboutSomeone) return answerOutOfReach(message, reach, lens);
  const listener = listenerOf(message, earlier, saved);
  // A shortcut's prompt is a general question: general advice for the user's style.
  if (topic && topic.prompt.toLowerCase() === message.toLowerCase()) {
    return topicAnswer(message, topic, lens, listener);
  }
  const situational = answerSituation({
    message,
    history: request.history,
    lens,
    ...(saved
      ? {
          saved: {
            name: saved.name,
            style: saved.traits.disc,
            ...(saved.own ? { own: true } : {}),
          },
        }
      : {}),
  });
  if (situational && !situational.clarify) return situational;
  // "Should I tell her I'm a high S?" is about the profile; a situation that mentions one in
  // passing ("I'm Analytical-heavy; how do I defend my proposal?") is not.
  if (ABOUT_PROFILE.test(message) && (!situational || wordsIn(message) <= 12)) {
    return profileAnswer(lens);
  }
  if (!aboutSomeone && !ABOUT_PEOPLE.test(message) && !namesSomeone(message)) {
    return answerUnrelated(message, lens);
  }
  // A follow-up to general topic advice ("can you give me an example?") stays on that topic.
  const earlierTopic = [...earlier]
    .reverse()
    .map(recogniseTopic)
    .find((found) => found !== null);
  if (!topic && earlierTopic && wordsIn(message) <= 12 && !situationSoFar(earlier)) {
    return topicAnswer(message, earlierTopic, lens, listener);
  }
  // Unsure which situation it is: one short question with the likeliest ones to pick from.
  return situational ?? askForMore(lens);
}

/** The person the user talks about, when one is named or saved, and how they come across. */
function listenerOf(
  message: string,
  earlier: readonly string[],
  saved: SavedCounterpart | undefined,
): Listener | null {
  const facts = readFactsWithHistory(message, earlier);
  if (saved && saved.traits.disc !== null && !facts.who) {
    return {
      who: saved.name,
      read: {
        style: saved.traits.disc,
        cues: [],
        saved: true,
        ...(saved.own ? { own: true } : {}),
      },
    };
  }
  if (!facts.who) return null;
  return { who: facts.who, read: readCounterpart([...earlier, message].join('\n'), facts.who) };
}
