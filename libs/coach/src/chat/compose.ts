import type { CoachReply, DiscStyle } from '@styleprint/contracts';
import type { ChatSituation, Sentence } from '../data/chat-situations/types.js';
import type { UserLens } from '../writing/profile-lens.js';
import { capitalise, DISC_WORDS, listOf } from '../writing/words.js';
import type { CounterpartRead } from './counterpart.js';
import { inCoachVoice, inReplyVoice, type Facts } from './facts.js';
import type { SelfDescription } from './self-description.js';
import { discOfMbti } from './self-description.js';
import { fill, fillAll } from './template.js';

/** How this message relates to the conversation so far. */
export type Turn =
  /** A new question, or the first. */
  | 'new'
  /** More about the same situation ("and if she asks why?"). */
  | 'same'
  /** The other person objected, stalled or answered ("he said 'just find the time'"). */
  | 'pushback'
  /** The user wants the reply shorter. */
  | 'shorter';

export interface SituationAnswerInput {
  situation: ChatSituation;
  facts: Facts;
  lens: UserLens;
  self: SelfDescription | null;
  counterpart: CounterpartRead;
  turn: Turn;
  /**
   * The user's own sentences with a date or figure, turned to the person the reply is for
   * (`ownStatements`): said after the reply's first sentence, so the facts are in what is sent.
   */
  statements?: readonly string[];
  /** What the user asks for, in the coach's voice ("You want to tell your PM…"), when they said it. */
  ask?: string | null;
  /** The other person wrote (an email, a message, a review): the reply goes back in writing. */
  written?: boolean;
}

/** "Diane", "Your manager", "The other person". */
const whoAsSubject = (facts: Facts): string => capitalise(facts.who ?? 'the other person');

/** The style advice is written for, and how the answer says where it comes from. */
export interface UserStyle {
  styles: DiscStyle[];
  /** "You said you're an INFP and "really hate conflict"", "Your profile leads with DiSC C". */
  source: string;
  /** For the style line: "You: an ISTJ, as you said (your saved profile reads DiSC I)". */
  summary: string;
}

export function userStyle(lens: UserLens, self: SelfDescription | null): UserStyle {
  const profileWords = lens.discTie
    ? `an even DiSC split of ${listOf(lens.discTie)}`
    : `DiSC ${lens.disc}${lens.mbti ? `, ${lens.mbti}` : ''}`;
  if (self) {
    const style = self.disc ?? self.lean ?? (self.mbti ? discOfMbti(self.mbti) : lens.disc);
    const said = listOf(self.said);
    const types = self.said.filter((item) => !item.startsWith('"'));
    const words = self.said.filter((item) => item.startsWith('"'));
    // "You said you're an INFP and "really hate conflict"", "You said "I ramble"".
    const source =
      types.length > 0
        ? `you're ${listOf(types)}${words.length > 0 ? ` and ${listOf(words)}` : ''}`
        : listOf(words);
    return {
      styles: [style],
      source: `You said ${source}`,
      summary: `You: ${said}, as you said${self.disc === lens.disc && !lens.discTie ? '' : ` (your saved profile reads ${profileWords}; this answer goes by what you said)`}.`,
    };
  }
  if (lens.discTie) {
    return {
      styles: lens.discTie.slice(0, 2),
      source: `Your DiSC answers split evenly between ${listOf(lens.discTie)}, so no single style leads`,
      summary: `You: ${profileWords}, no single style${lens.mbti ? `; ${lens.mbti}` : ''}.`,
    };
  }
  return {
    styles: [lens.disc],
    source: `Your profile leads with DiSC ${lens.disc} (${DISC_WORDS[lens.disc].adjective})`,
    summary: `You: ${profileWords} (${DISC_WORDS[lens.disc].adjective}).`,
  };
}

/** What the user's style tends to do here, from a line per style; both sides of a tie. */
export function fitLine(
  style: UserStyle,
  fit: Readonly<Record<DiscStyle, string>>,
  key = '',
): string {
  const [first, second] = style.styles;
  if (!first) return '';
  if (second) {
    return `${style.source}. On the ${first} side: ${lowerFirst(fit[first])} On the ${second} side: ${lowerFirst(fit[second])}`;
  }
  // The same opening in every answer reads as a form letter (the chat batches' scorers): with a
  // key (the question), the line is said one of a few ways, always naming where it comes from.
  const profile = /^Your profile leads with (DiSC \w) \(([^)]+)\)$/.exec(style.source);
  if (!key || !profile) return `${style.source}. ${fit[first]}`;
  return pick(
    [
      `${style.source}. ${fit[first]}`,
      `As a ${profile[1]} (${profile[2]}), watch one habit here: ${lowerFirst(fit[first])}`,
      `Where your ${profile[1]} side (${profile[2]}) shows in this kind of conversation: ${lowerFirst(fit[first])}`,
    ],
    key,
  );
}

function userFitLine(situation: ChatSituation, style: UserStyle): string {
  return fitLine(style, situation.userFit);
}

const lowerFirst = (text: string): string =>
  /^(?:I|I'm|I've|DiSC|MBTI)\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);

/** One of several phrasings, the same for the same key: varied across answers, stable in tests. */
export function pick(options: readonly string[], key: string): string {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return options[hash % options.length] ?? options[0] ?? '';
}

const quoteList = (cues: readonly string[]): string => listOf(cues.map((cue) => `"${cue}"`));

/** The style line: the other person as the user described them (or too little to tell), then the user. */
export function styleLine(facts: Facts, counterpart: CounterpartRead, style: UserStyle): string {
  const who = whoAsSubject(facts);
  const them =
    counterpart.style !== null && counterpart.saved
      ? `${who}: likely DiSC ${counterpart.style} (${DISC_WORDS[counterpart.style].adjective}), ${counterpart.own ? 'from their own results' : 'as you saved them'}.`
      : counterpart.style !== null && counterpart.blend
        ? `${who} likely reads as DiSC ${counterpart.style} with ${counterpart.blend} (${DISC_WORDS[counterpart.style].adjective}, and ${DISC_WORDS[counterpart.blend].adjective} too), from ${quoteList(counterpart.cues)}; the reply leans to the ${counterpart.style} side.`
        : counterpart.style !== null && counterpart.tentative
          ? `From ${quoteList(counterpart.cues)} alone, ${facts.who ?? 'the other person'} may read as DiSC ${counterpart.style} (${DISC_WORDS[counterpart.style].adjective}); one cue is thin, so tell me if that is not them and I will retune the reply.`
          : counterpart.style !== null
            ? `${who} likely reads as DiSC ${counterpart.style} (${DISC_WORDS[counterpart.style].adjective}), from ${quoteList(counterpart.cues)}.`
            : facts.who === 'everyone' && counterpart.cues.length === 0
              ? 'A note to a whole group is read by every kind of reader at once, so the reply suits all of them: the news first, in plain words, and one place to bring questions.'
              : counterpart.cues.length > 0
                ? `${who}: ${quoteList(counterpart.cues)} point${counterpart.cues.length > 1 ? '' : 's'} different ways, too little to tell their style, so the reply below suits most readers.`
                : facts.who
                  ? pick(
                      [
                        // Never "you haven't said": people often did describe them, in words the
                        // reading did not take as a style.
                        `I can't tell ${facts.who}'s style from your message, so I won't guess; the reply suits most readers, and I can tune it if you tell me whether they are brisk, chatty, cautious or detail-minded.`,
                        `Not enough to go on yet to read ${facts.who}'s style; the reply works for most readers. Say how they usually write or react and I'll tune it.`,
                        `I can't read ${facts.who}'s style from this with confidence, so the reply is written to suit most people; tell me more and I'll adjust it.`,
                      ],
                      facts.who,
                    )
                  : "I can't tell the other person's style from your message; the reply suits most readers.";
  return `${them} ${style.summary}`;
}

/** The fewest sentences that still say the point: two of a longer reply, else the first. */
function shortest(sentences: readonly Sentence[]): readonly Sentence[] {
  const body = sentences.filter((sentence) => !sentence.some((variant) => /,$/.test(variant)));
  return body.length > 2 ? body.slice(0, 2) : body.slice(0, 1);
}

/** The reply with the user's own sentences after its first sentence (a greeting line stays first). */
function withStatements(reply: string, statements: readonly string[]): string {
  const fresh = statements.filter((statement) => !reply.includes(statement));
  if (fresh.length === 0 || reply === '') return reply;
  const [greeting, body] = reply.includes('\n')
    ? [reply.slice(0, reply.indexOf('\n') + 1), reply.slice(reply.indexOf('\n') + 1)]
    : ['', reply];
  const end = body.search(/(?<!\b(?:Dr|Mr|Mrs|Ms|Prof|St))[.?!](?:\s|$)/);
  if (end < 0) return `${reply} ${fresh.join(' ')}`;
  return `${greeting}${body.slice(0, end + 1)} ${fresh.join(' ')}${body.slice(end + 1)}`;
}

/** The answer to a chat question about one situation, built only from the facts the user gave. */
export function composeSituationAnswer(input: SituationAnswerInput): CoachReply {
  const { situation, facts, lens, self, counterpart, turn, ask } = input;
  const style = userStyle(lens, self);
  // The reading and the moves speak to the user; the reply speaks as them.
  const toUser = inCoachVoice(facts);
  const insights: string[] = [];

  if (turn === 'pushback') {
    const heard = facts.quote ? `${whoAsSubject(facts)} answered "${facts.quote}". ` : '';
    insights.push(`${heard}${situation.ifPushback.move}`);
  } else if (turn === 'shorter') {
    insights.push(
      'Shorter, for a quick read: the point and the date or ask in the first line, what they get in the second, and a question they can answer in one word.',
    );
  } else {
    // The situation's sentence when it carries the message's facts; else the question as asked,
    // which stays true even when the situation is only the nearest one.
    const filled = fill(situation.reading, toUser);
    const factsIn = Object.values(toUser).filter((fact) => fact && filled.includes(fact)).length;
    const reading = factsIn >= 2 || !ask ? filled : ask;
    if (reading)
      insights.push(
        turn === 'same' ? `Still on ${situation.label}: ${lowerFirst(reading)}` : reading,
      );
  }
  if (turn !== 'shorter') {
    const moves = situation.moves.map((move) => fill(move, toUser)).filter(Boolean);
    insights.push(...(turn === 'pushback' ? moves.slice(0, 1) : moves.slice(0, 2)));
  }
  insights.push(userFitLine(situation, style));
  if (counterpart.style !== null) {
    insights.push(
      `${whoAsSubject(facts)} comes across as ${DISC_WORDS[counterpart.style].adjective}: ${lowerFirst(situation.counterpartFit[counterpart.style])}${counterpart.blend ? ` On the ${counterpart.blend} side: ${lowerFirst(situation.counterpartFit[counterpart.blend])}` : ''}`,
    );
  }

  // The other person's style picks the wording; unknown, the user's own does: a talker (DiSC I)
  // gets the short version, everyone else the fuller one with its warm opening and reason.
  const brief =
    counterpart.style !== null
      ? counterpart.style === 'D' || counterpart.style === 'I'
      : style.styles[0] === 'I';
  if (
    counterpart.style === null &&
    turn !== 'pushback' &&
    turn !== 'shorter' &&
    situation.directReply
  ) {
    insights.push(
      brief
        ? 'The reply below is kept short, to work against that habit.'
        : 'The reply below is the fuller one: a warm opening, the reason and the ask.',
    );
  }
  const statements = turn === 'new' ? (input.statements ?? []) : [];
  // A written complaint answered with what the user found or did: the answer itself, in writing.
  const inWriting = input.written === true && statements.length > 0 && situation.writtenReply;
  const sentences =
    turn === 'pushback'
      ? situation.ifPushback.reply
      : inWriting
        ? inWriting
        : turn === 'shorter'
          ? shortest(situation.directReply ?? situation.reply)
          : brief && situation.directReply
            ? situation.directReply
            : situation.reply;
  return {
    inferred_style: styleLine(facts, counterpart, style),
    insights: insights.filter(Boolean),
    suggested_reply: withStatements(fillAll(sentences, inReplyVoice(facts)), statements),
  };
}
