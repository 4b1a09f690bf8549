import type { CoachReply, DiscStyle } from '@styleprint/contracts';
import { capitalise, DISC_WORDS } from '../writing/words.js';
import { SITUATION_EXAMPLES } from '../data/chat-situations/index.js';
import { askOf } from './ask.js';
import { fitLine, pick, type UserStyle } from './compose.js';
import type { CounterpartRead } from './counterpart.js';
import { everyFact, type Facts } from './facts.js';
import { withApostrophes } from './typing.js';
import { competingWorkOf, competingWorkReply } from './competing-work.js';
import { declinedThing } from './declined.js';
import { resignationOf, resignationReply } from './resignation.js';
import { ownMistakeOf, theyKnow } from './own-mistake.js';
import { agreedToConfirm, confirmedFor, confirmsTerms, listedFor } from './listed.js';
import { counterOf, positionOf } from './position.js';
import { possessivesToYours } from './to-them.js';

/**
 * The answer to a clear question that none of the chat's situations fits with confidence: built
 * from what the question states (who it is with, what the user wants to do, their own facts and
 * constraint) instead of the nearest stock situation, whose moves and reply would be about
 * something else. What the user wants to do is read as an act (ask for something, say no, raise a
 * problem, chase, tell news, answer, own a mistake, hand over, decide), which holds across topics
 * where a situation does not.
 */
export type Act =
  | 'request'
  | 'decline'
  | 'pushback'
  | 'raise'
  | 'chase'
  | 'news'
  | 'respond'
  | 'admit'
  | 'handover'
  | 'decide'
  | 'general';

/** The acts, first match wins: the verb of the ask ("how do I say no…") says what is wanted. */
const ACTS: readonly [Act, RegExp][] = [
  [
    'decline',
    /\b(?:say(?:ing)? no|decline|turn(?:ing)? down|refus(?:e|ing)|opt(?:ing)? out|not (?:take|do) (?:it|this|that|the)|no way|not a chance|hell no|(?:i|we) (?:simply |really |just |honestly )?(?:do not|don'?t) want to(?=\s*[.!;]|\s*$))\b/i,
  ],
  [
    'admit',
    /\b(?:(?:i|we) (?:messed|screwed) up|(?<!\bnot )(?:my|our|totally our|totally my|entirely our|entirely my) (?:mistake|fault|error)|(?:i|we) made a mistake|(?:i|we) got it wrong|(?:i|we) (?:read|gave|quoted|used|sent|booked|ordered|printed|copied|entered|typed) (?:him |her |them |you )?the wrong|apologi[sz]e|say (?:i'?m |i am )?sorry|saying sorry|own up|admit|(?:i|we) (?:accidentally |mistakenly |wrongly )?(?:swapped|mixed up|mislabel(?:l)?ed|deleted|wiped|double[- ]booked|overcharged|undercharged|forgot to send|sent (?:it|the \w+) to the wrong))\b/i,
  ],
  [
    'handover',
    /\b(?:delegat\w*|hand(?:ing)? (?:over|off)|(?<!\b(?:at|during|before|after|in|by) (?:the )?(?:shift )?)(?<!\b(?:verbal|shift|clinical|nursing|bedside|patient|ward|morning|night|evening|team|our|the) )handover(?! (?:at|meeting|sheet|notes|process|format|structure))|pass (?:it|this) on)\b/i,
  ],
  [
    'chase',
    /\b(?:follow(?:ing)? up|chas(?:e|ing)|remind\w*|nudg\w*|escalat\w*|ghost\w*|ignor\w*|(?:not|hasn'?t|haven'?t|never) (?:replied|answered|responded|paid|arrived|delivered)|no (?:reply|response|answer)|bring (?:it|this|that) (?:back )?up again|bring (?:it|this|that) back up|raise (?:it|this|that) again|circle back|pick (?:it|this|that) (?:back )?up again|(?:i'?ve |i have )?heard nothing|haven'?t heard (?:back|anything))\b/i,
  ],
  [
    'decide',
    /\baccept\s*\?|\b(?:(?:is|would) (?:that|it|this) (?:be )?(?:ok|okay|enough|good enough|fine|reasonable|a good idea)(?! to (?:email|e-mail|message|call|text|chase|follow|ask|reach|write|ping|contact|nudge))|can i just (?:say yes|accept|agree|take)|should i (?:just |still )?(?:say yes|accept|agree|take it|push)|or (?:do|should) i (?:push|wait|accept|say no))\b/i,
  ],
  [
    'pushback',
    /\b(?:push(?:ing)? back|disagree|challenge|object to|hold the line|negotiat\w*|counter)\b/i,
  ],
  [
    'request',
    /\b(?:ask(?:ing)? (?:\w+ ){0,3}(?:for|to|if|whether|about)|request|propose|can i ask|ask for)\b/i,
  ],
  [
    'news',
    /\bwhat (?:do|should) i say (?:at|in|during)\b|\b(?:present\w*|speak\w*|talk\w*|say|tell\w*|announc\w*|explain\w*|updat\w*|pitch\w*|brief\w*|email\w*|write|writing|communicat\w*|break\w*|share|sharing)\b(?: [\w'’-]+){0,4}? (?:with|to) (?:the|my|our) (?:steering committee|committee|board|leadership|execs?|executives|management|whole team|department)\b|\b(?:tell (?:my |the |our )?(?:team|staff|everyone|people|group|department)|announce\w*|break (?:the )?news|frame|present|bad news|share (?:the )?news|let (?:them|everyone|the team) know)\b/i,
  ],
  [
    'raise',
    /\b(?:raise(?! (?:the |my |our |their |your |a |an )?(?:[\w-]+ ){0,2}?(?:prices?|rents?|rates?|fees?|salar(?:y|ies)|pay|wages?|money|funds?|capital|bar|awareness|children|kids|a family)\b)|bring (?:it |this |that )?up|(?<!\b(?:my|the|your|his|her|our|their|an?|home|email|e-mail|postal|new|old) )address(?! ?\))|talk to (?:him|her|them)|tell (?:him|her|them) to stop|stop (?:him|her|them)|confront|handle (?:this|it)|set (?:a |some )?boundar(?:y|ies)|say something(?! (?:to|in|at|nice|kind|about (?:her|his|their) (?:return|work)))(?=\W|$))\b/i,
  ],
  ['respond', /\b(?:reply|respond|answer|write back)\b/i],
];

/** A sentence that asks the coach something or says what the user means to do. */
const INTENT =
  /\?\s*$|\b(?:i (?:want|need|have|would like|'d like|must|mean|plan|am trying|'m trying|am going|'m going) to|how (?:do|can|could|should|would) i|how to|should i|can i|could i|do i|what (?:do|should|can) i)\b/i;

/**
 * True when the quote is the other person's: their name, or he or she, and a verb of saying just
 * before it ("my last sous literally said I 'shout first and ask later'" is about the user).
 */
function saidBy(message: string, quote: string, facts: Facts): boolean {
  const at = message.indexOf(quote);
  if (at < 0) return false;
  const before = message.slice(Math.max(0, at - 60), at).toLowerCase();
  const name = (facts.name ?? '').toLowerCase().split(' ').pop() ?? '';
  const speaker = (name.length > 1 && before.includes(name)) || /\b(?:he|she)\b/.test(before);
  return (
    speaker &&
    /\b(?:said|says|say|replied|responded|wrote|told (?:me|us)|asked|snapped|answered|goes|went|came back|comes back|emailed|messaged|texted|posted)\b/.test(
      before,
    )
  );
}

/** The message with the words it quotes blanked. */
function withoutQuotes(message: string): string {
  return message
    .replace(/[“"][^”"\n]{0,300}[”"]/g, ' "" ')
    .replace(/(^|[\s(:])['‘][^’'\n]{0,300}?['’](?=[\s.,!?;:)]|$)/g, '$1 "" ');
}

const WANT_TO_ASK =
  /\bi (?:want|need|would like|'d like|’d like|have|must|should|(?:have|'ve|’ve) got|am going|'m going|plan) (?:to )?ask (?:\S+ ){0,5}?(?:for|to|if|whether)\b/i;

/**
 * Asks too plain to say what the user wants done ("what do I say?", "how do I tell him…"): they
 * shape an answer given as asked, but never rule a situation out.
 */
const PLAIN_ACTS: readonly [Act, RegExp][] = [
  ['news', /^you want to tell\b/i],
  ['respond', /\b(?:what (?:do|should|can) i (?:say|write)|word (?:it|the|my))\b/i],
];

/**
 * A situation answers a question only when the question asks for one of the acts its own training
 * questions ask for (or for nothing in particular): "can I ask my lead to leave an hour early?" is
 * a request, which the training questions of feedback to a manager seldom are, however much the
 * words around it lean that way. An act counts for a situation when at least this share of its
 * training questions ask for it.
 */
const ACT_SHARE = 0.06;

let situationActs: Map<string, Set<Act>> | null = null;

function actsOfSituations(): Map<string, Set<Act>> {
  if (situationActs) return situationActs;
  const counts = new Map<string, Map<Act, number>>();
  const totals = new Map<string, number>();
  for (const example of SITUATION_EXAMPLES) {
    const act = actOfQuestion(example.text, true);
    const byAct = counts.get(example.situation) ?? new Map<Act, number>();
    byAct.set(act, (byAct.get(act) ?? 0) + 1);
    counts.set(example.situation, byAct);
    totals.set(example.situation, (totals.get(example.situation) ?? 0) + 1);
  }
  situationActs = new Map(
    [...counts].map(([situation, byAct]) => [
      situation,
      new Set(
        [...byAct]
          .filter(([, count]) => count >= ACT_SHARE * (totals.get(situation) ?? 1))
          .map(([act]) => act),
      ),
    ]),
  );
  return situationActs;
}

/** Builds the acts of every situation now, at warm-up, rather than on the first question that needs them. */
export function warmSituationActs(): void {
  actsOfSituations();
}

/** True when a situation's answer does what the question asks (any, when it asks nothing in particular). */
export function situationFitsAct(situationId: string, act: Act): boolean {
  if (act === 'general') return true;
  return actsOfSituations().get(situationId)?.has(act) ?? true;
}

function actOf(text: string, acts: readonly [Act, RegExp][]): Act {
  return acts.find(([, pattern]) => pattern.test(text))?.[0] ?? 'general';
}

/**
 * What a question asks to do: the verb of its ask first ("how do I say no…"), else its words;
 * `firm` leaves out the plain asks, which say too little to rule a situation out.
 */
export function actOfQuestion(message: string, firm = false): Act {
  const acts = firm ? ACTS : [...ACTS, ...PLAIN_ACTS];
  const ask = askOf(message);
  const fromAsk = ask ? actOf(ask, acts) : 'general';
  if (fromAsk !== 'general' && fromAsk !== 'respond') return fromAsk;
  // "I want to ask my manager Mr Collins for one more person… How I write to him?": the want
  // says the act when the question is only "how do I write it".
  // So does "I want ask for €75k … how to reply?": the reply is where the ask goes.
  if (WANT_TO_ASK.test(message)) return 'request';
  if (fromAsk === 'respond') return fromAsk;
  // What others said ("'the hauliers, not our fault'") is not what the user wants to do.
  const own = withoutQuotes(message);
  // The user's own questions and intentions say what they want done; a sentence about the other
  // person's habits ("he answers emails with one line", "I always reply straight away") does not.
  const intents = own
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((sentence) => INTENT.test(sentence))
    .reverse();
  for (const sentence of intents) {
    const act = actOf(sentence, ACTS);
    if (act !== 'general') return act;
  }
  // The plain asks ("what do I say?") only after every firm act in the message.
  return actOf(own, ACTS) !== 'general' ? actOf(own, ACTS) : actOf(own, acts);
}

/** What each act is, for the reading. */
const ACT_WORDS: Record<Act, (who: string) => string> = {
  request: (who) => `make a clear request of ${who}`,
  decline: (who) => `say no to ${who} and keep the relationship`,
  pushback: (who) => `push back with ${who} on something already set`,
  raise: (who) => `raise a problem with ${who}`,
  chase: (who) => `get an answer or a delivery from ${who} that is overdue`,
  news: (who) => `tell ${who} news they may not like`,
  respond: (who) => `answer what ${who} said`,
  admit: (who) => `tell ${who} about a mistake before it grows`,
  handover: (who) => `hand work to ${who} so it lands well`,
  decide: (who) => `decide what to do with ${who}'s answer`,
  general: (who) => `get this conversation with ${who} right`,
};

/** The two moves that change this kind of conversation's outcome; {facts} are the user's own. */
const MOVES: Record<Act, (facts: string, who: string, quote: string | null) => string[]> = {
  request: (facts, who) => [
    `Put the ask in your first sentence, exactly as you want it${facts ? `, with the figures that carry it (${facts})` : ''}, so ${who} does not have to guess it from the story.`,
    'Give the one reason that matters to them (what it costs or gains the work), then a question they can answer with yes, no or a date. Do not apologise for asking.',
  ],
  decline: (facts, who) => [
    `Say the no in your first two sentences, with the real reason in one line${facts ? ` (${facts})` : ''}; a no that arrives late or wrapped in maybes reads as a yes.`,
    `Thank ${who} for thinking of you, and offer something smaller only if you truly mean it; otherwise leave the no clean.`,
  ],
  pushback: (facts, who) => [
    `Say what you can do and what it would take, not only what is wrong${facts ? `, with your figures: ${facts}` : ''}: a trade is easier for ${who} to accept than a refusal.`,
    'Name the decision you need and by when, so the conversation ends with an answer rather than a mood.',
  ],
  raise: (facts, who) => [
    `Talk to ${who} privately, with one recent example as it happened${facts ? ` (${facts})` : ''}, the effect it had, and the change you want; one example lands, a list feels like a case file.`,
    'Then ask for their view and listen before you suggest a fix; agree one concrete thing to try and when you will look at it again.',
  ],
  chase: (facts, who) => [
    `State what was promised, when, and what happens on your side if it does not come${facts ? `: ${facts}` : ''}; facts move people where frustration does not.`,
    `Ask ${who} for one specific thing by a specific time (a date, a yes or no, a call), and say what you will do next if it does not come; if writing has stalled, change the channel and call.`,
  ],
  news: (facts) => [
    `Say the news itself in your first two sentences${facts ? `, with the facts (${facts})` : ''}; people hear nothing else until they know what it means for them.`,
    'Separate what is decided from what is still open, own your part of it rather than hiding behind whoever decided, and say when they can ask questions.',
  ],
  respond: (facts, who) => [
    `Answer ${who}'s actual point first, in a sentence, before anything about how it felt${facts ? `, and use the facts as they stand: ${facts}` : ''}.`,
    'Correct only what is wrong, say plainly what you will do next, and end with one question or next step, not a defence.',
  ],
  admit: (facts, who) => [
    `Tell ${who} yourself, today, before they hear it elsewhere: what happened in one plain sentence${facts ? ` (${facts})` : ''}, and what you have already done about it.`,
    'Then what you will do so it does not happen again, and ask whether they want anything else done; one apology, no long explanation.',
  ],
  handover: (facts, who) => [
    `Hand over the outcome, not only the task: what done looks like, the deadline and where the risks are${facts ? ` (${facts})` : ''}, so ${who} can decide the how.`,
    'Agree when you will check in and how to reach you, and say that questions are expected; then do not take it back at the first wobble.',
  ],
  decide: (facts, who, quote) => [
    `Check ${quote ? `what ${who} offers ("${quote}")` : 'the answer'} against what you actually need${facts ? ` (${facts})` : ''}: if it still gets you there, say yes and confirm it in writing with the date; if it does not, say what would make it work.`,
    'Whichever you choose, say it plainly and name the next check-in, so nothing is left to hope.',
  ],
  general: (facts, who) => [
    `Decide the one outcome you want from ${who} and say it in your first two sentences${facts ? `, with your facts (${facts})` : ''}.`,
    'Give the reason in one line and end with a question they can answer; keep the rest for when they ask.',
  ],
};

/**
 * What a user of each style tends to get wrong in this kind of conversation, and what to do
 * instead: a talker asking for something is told something else than a talker saying no.
 */
const ACT_FIT: Record<Act, Record<DiscStyle, string>> = {
  request: {
    D: 'You may state the ask as if it were already agreed; ask it as a question, and give them room to say what it would take.',
    I: 'You may build up to the ask with the whole story; say what you want in the first sentence and let the reasons follow.',
    S: 'You may ask for less than you need so as not to be a bother; ask for the whole of it, once, without apologising.',
    C: 'You may open with every figure and caveat; open with the ask, then the one or two figures that carry it.',
  },
  decline: {
    D: 'Your no may come out flat; one line of thanks before it and one offer after it keep the relationship, without softening the answer.',
    I: 'You may talk around the no until it sounds like a maybe; say "no" in the first two sentences, then be as warm as you like.',
    S: 'Saying no costs you more than most; resist adding "maybe later" to ease it, because it reopens the question.',
    C: 'You may justify the no at length; one reason is enough, and more reasons invite them to argue with each.',
  },
  pushback: {
    D: 'You may push back hard and fast; say first what you can agree to, then what you cannot, so it reads as a trade rather than a fight.',
    I: 'You may soften the pushback with enthusiasm until it is lost; keep the friendly tone, but state the limit in plain words.',
    S: 'You may accept the change to keep the peace; the limit you state now is kinder than the one you would have to state later.',
    C: 'You may build the full case before saying what you want; name the outcome you need first, then the facts behind it.',
  },
  raise: {
    D: 'You may name the problem as a verdict; describe what happened and its effect, and ask their view before you say what must change.',
    I: 'You may keep it so light that it does not register; one plain sentence about what happened, then the change you want.',
    S: 'You may wait until it has happened many times; raise it now, with the last example, while it is still small.',
    C: 'You may come with a list of every instance; pick the clearest one, and keep the rest unless they ask.',
  },
  chase: {
    D: 'Your chase may read as a reprimand; keep the facts and the date, drop the edge, and make it easy for them to answer.',
    I: 'You may chase with a long friendly message where the question gets lost; put the one question at the top.',
    S: 'You may wait too long because you do not want to bother them; a clear chase on a set day saves them time too.',
    C: 'You may restate the whole history; the date it was due and the one thing you need now are enough.',
  },
  news: {
    D: 'You may deliver the news and move straight on; pause after it and ask how it lands before you go to next steps.',
    I: 'You may dress the news up to keep spirits high; say it straight first, then the reasons for hope.',
    S: 'You may delay the news or wrap it in reassurance; say it in your first two sentences, then stay for the questions.',
    C: 'You may lead with the reasoning and the data; lead with what changes for them, then the reasoning for those who want it.',
  },
  respond: {
    D: 'You may answer point by point to win it; answer their main point once, and leave the rest unless it matters.',
    I: 'You may answer at length and in several directions; one short reply to their main point does more.',
    S: 'You may agree more than you mean to keep things smooth; say plainly what you accept and what you do not.',
    C: 'You may correct every detail they got wrong; correct only the one that changes the outcome.',
  },
  admit: {
    D: 'You may jump straight to the fix; say plainly that it was your mistake first, then the fix.',
    I: 'You may explain and apologise several times; say sorry once, give one line of reason, and put the fix second.',
    S: 'You may apologise so much that they end up reassuring you; one apology, then what you are doing about it.',
    C: 'You may explain every cause; one line on what went wrong, then what you have changed so it does not happen again.',
  },
  handover: {
    D: 'You may hand over in one line and expect them to run; spend a few minutes on what done looks like and when you will check in.',
    I: 'You may hand over with energy but few specifics; write down the deadline, the outcome and the first check-in.',
    S: 'You may keep the hard parts yourself to spare them; hand over the whole of it, with your support named.',
    C: 'You may hand over every step of your method; hand over the outcome and the checks, and let them choose the steps.',
  },
  decide: {
    D: 'You may answer on the spot; check the offer against what you need before you say yes or no.',
    I: 'You may say yes because it feels good in the moment; check the date and the terms first, then say it warmly.',
    S: 'You may accept to avoid another round; if it does not give you what you need, saying so now is fair to both of you.',
    C: 'You may hold out for certainty that will not come; decide on what you know, and say what would make you change it.',
  },
  general: {
    D: 'You tend to be quick and firm, which can read as an order: add one line that shows you see their side, and end with a question rather than a conclusion.',
    I: 'You tend to tell the whole story first: keep it to three or four sentences, with the point in the first, and stop there.',
    S: 'You tend to soften a hard point until it disappears: say it plainly in your first two sentences, and do not apologise for raising it.',
    C: 'You tend to lead with every detail and caveat: lead with the conclusion, give one or two facts, and keep the rest for their questions.',
  },
};

/** A quote mark, an emoji or a word of venting ("literally killing me 😩"). */
const QUOTED_OR_VENTING =
  /["“”]|(?:^|\s)['‘]|['’](?:\s|$)|\p{Extended_Pictographic}|\b(?:literally|killing|insane|ridiculous|nightmare|omg|ugh|wtf|fuming|sick of|fed up|and nothing|still nothing|(?:no|not a) (?:reply|answer|response|word) either|not mine|could (?:murder|kill) (?:a|an|for))\b|!!/iu;

/**
 * The user on their own habits and state ("I'm terrible at conflict and usually just say yes",
 * "I've done it myself for 6 years and I'm drowning"): said to the coach, not news for them.
 */
const SELF_TALK =
  /\b(?:i'?m|i am) (?:very |quite |really |a bit |pretty |too |so |super )?(?:detail-oriented|detail oriented|direct|blunt|reserved|shy|introverted|extroverted|chatty|impatient|sensitive|nitpicky|pedantic|conflict-averse|a perfectionist|an introvert|an extrovert)\b|\bi (?:can|tend to|might|may) come across\b|\b(?:i'?m|i am) (?:(?:so|really|pretty|quite|a bit|kind of|honestly) )?(?:terrible|bad|awful|rubbish|hopeless|not good|no good|useless) (?:at|with)\b|\bi (?:usually|normally|always|often|tend to|generally)\b|\b(?:i'?m|i am) (?:drowning|swamped|overwhelmed|stressed|exhausted|burn(?:ed|t) out|at my limit|a (?:bit of a )?(?:control freak|people[- ]pleaser|talker|perfectionist))\b|\bi (?:ramble|over-?explain|get (?:defensive|heated|flustered))\b/i;

/**
 * Said to the coach, never to them: the user's type ("I'm ENTJ and I can come across harsh"), how
 * they feel ("I'm angry but I know I should stay calm"), a request to the coach ("Can you turn this
 * into something I can send"), and raw notes as bullets (the chat batches ad and ae).
 */
const TO_THE_COACH =
  /\b(?:i'?m|i am|im)(?: an?)? (?:[ie][ns][tf][jp]|(?:a )?high [disc])\b|\b(?:i'?m|i am|im|i feel) (?:so |really |very |a bit |quite |kind of )?(?:angry|furious|upset|annoyed|nervous|anxious|scared|afraid|worried|awful|terrible|guilty|embarrassed|frustrated|livid|hurt|sad|torn)\b|\bi know i should\b|\b(?:can|could) you (?:turn|make|write|draft|help|rewrite|fix|check|put|give)\b|\bhelp me\b|^[-•*]\s| = /i;

/** The user saying who they are or how long they have been there. */
const SELF_INTRODUCTION =
  /\b(?:i am|i'm|im) (?:a|an|the|from|new|based|one of|(?:working|employed|studying) (?:as|at|in|for)|in the (?:uk|us|usa|eu)\b)\b|\b(?:i am|i'm|im) (?:[\w-]+ ){1,3}(?:for|at|with) (?:a|an|the|our)\b|\bdear coach\b|\bi (?:own|run|manage|lead) (?:a|an|my|our)\b|\bi(?: work| worked| have worked|['’]ve worked) (?:in|at|as|for)\b|\b(?:i am|i['’]m|im) (?:[\w-]+ ){1,3}(?:in|at|for) (?:[\w-]+ ){0,2}(?:company|firm|startup|start-up|agency|bank|shop|store|school|hospital|clinic|team)\b|\bi(?:'ve| have) been (?:a|an|the|at|in|here|with|working)\b|\bi (?:run|manage|lead|coordinate|supervise|organi[sz]e|host|chair) (?:a|an|the)\b|\b(?:i joined|been here|since \d+ (?:months?|years?|weeks?)|i'm \d+ (?:months?|years?|weeks?) in)\b|^(?:new|new-ish|newly)\b/i;
/**
 * A fragment that opens with its verb or an adjective ("Sent my supervisor chapter 3 on 2 March",
 * "New-ish HR coordinator…"): notes to the coach, not sentences to send.
 */
const FRAGMENT =
  /^(?:\p{Ll}+ed|\p{Ll}{2,}ing (?:on|as|at|in|to|from|with|for|my|our|the|a|an|this|next|tomorrow|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|sent|got|went|told|said|done|had|did|made|gave|took|new|new-ish|newly|just|still|also|been|been here|haven['’]?t|hasn['’]?t|didn['’]?t)\b/iu;

/**
 * Shorthand people write to the coach and would not send as it is ("sun is my only day off
 * before we open tues", "v persuasive"): the chat batches' readers marked each such line as the
 * user's notes pasted into the reply. Units and figures ("8 hrs", "~1,400 test cases") are not
 * shorthand: the batch ao's reader missed the evidence they carried when they were left out.
 */
const SHORTHAND =
  /\b(?:mon|tues?|weds?|thurs?|thu|fri|sun|b\/c|bc|thx|pls|plz|abt|v|u|ur|tbh|imo|ngl|rn|idk|gonna|wanna|kinda|cos|coz|cuz|lol|bf|gf|tmrw|tmr|2day|nite)\b|(?:^|\s)w\/o?\s/;

/** Someone in the third person, who could not be the one the reply is sent to. */
const UNCLEAR_PERSON = /\b(?:he|she|him|her|his|hers|they|them|their)\b/i;

/** A clean clause of the user's own, safe to send as it is: no pronoun whose person is unclear. */
const UNCLEAR = /\b(?:he|she|him|her|his|hers|they|them|their|it|this|that|these|those)\b/i;

/** Dates right after a want, after its comma: ", 7-13 November", ", from 3 to 7 March". */
const WANT_DATES =
  /^,\s(?:from\s|on\s|between\s)?\d{1,2}(?:st|nd|rd|th)?\s?(?:-|–|to|and)\s?\d{1,2}(?:st|nd|rd|th)?\s(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;

/**
 * What the user says they want, in their own first-person words ("I need to leave at 6am instead
 * of 7"), when it can be said to the other person as it is.
 */
export function wantOf(message: string): string | null {
  const match =
    /\b(?:i|i [\w'’]+ (?:\w+ )?and) (?:need|want|would like|'d like|’d like|am hoping|'m hoping) to ((?!tell|ask|write|email|talk|say|figure|know|find|get better|handle|deal|push back|raise|reply|respond|answer|reach out|get in touch|reconnect|contact|message|text|call|speak|check with|confirm with|check in with|(?:post|send|write|put) (?:a |an |the |my )?(?:message|email|e-mail|note|text|reply|response|post|something)|suggest|bring (?:it|this|that) up|word|phrase|frame|explain|give (?:feedback|notice)|be (?:kind|nice|clear|honest|polite|firm|professional|direct|respectful|diplomatic|gentle|tactful|fair|calm|careful)|sound|come across|keep (?:it|this|things) |stay (?:friends|on good terms|calm|professional)|avoid|not (?:sound|come|make|upset|hurt|offend|be)|request (?:to|from|that)\b|set a |make it clear)(?:(?:Mrs?|Ms|Dr|Prof|St)\.|[^.?!,;\n]){6,140})/i.exec(
      message,
    );
  if (!match) return null;
  // "request 5 days of study leave, 7-13 November": the dates after the comma are part of it.
  const dates = WANT_DATES.exec(message.slice((match.index ?? 0) + match[0].length))?.[0];
  // The want itself, without its manner or reason ("… without sounding rude", "… so I can…"),
  // but with its condition: "keep helping, but only on Saturdays" is the whole of what they want.
  const whole = `${(match[1] ?? '').trim()}${dates ?? ''}`.replace(/\s/g, ' ');
  const clause = (
    whole.split(/,? (?:without|but|and i|so|because|while|though|since)\b/i)[0] ?? ''
  ).trim();
  // "thank my mentor Sophie who helped me prep…": said to Sophie, "thank you; you helped me prep…".
  const thanks =
    /^thank (?:him|her|them|(?:my |our |the )?(?:[\p{L}-]+ ){0,3}?)(who|for) (.{6,120})$/iu.exec(
      clause,
    );
  if (thanks?.[2] && !UNCLEAR.test(thanks[2]))
    return thanks[1]?.toLowerCase() === 'for'
      ? `thank you for ${thanks[2]}`
      : `thank you; you ${thanks[2]}`;
  if (UNCLEAR.test(clause) || clause.split(/\s+/).length < 2) return null;
  const only = /,? but only ((?:\d\.\d|[^.?!;]){3,80}?)(?=$|[.?!;]| without| so | because)/i.exec(
    message.slice(message.indexOf(whole)),
  )?.[1];
  return only && !UNCLEAR.test(only) ? `${clause}, but only ${only.trim()}` : clause;
}

/** Verbs in the past that state what the user's side did ("we delivered", "I built"). */
export const DID =
  /\b(?:[Ii]|[Ww]e|[Hh]e|[Ss]he|\p{Lu}\p{Ll}+)\s+(?:(?:have|had|already|also|only|just)\s+)?(?:(?!need|feed|proceed|succeed|speed)\p{Ll}+ed|did|sent|built|made|gave|met|paid|wrote|got|took|brought|ran|led|kept|found|won|set|spent|put|held|cut|offered|agreed|shipped|closed)\b|\b(?:[Hh]e|[Ss]he)['’]s been (?:\d[\d-]* \p{Ll}+ )?(?:late|absent|off|missing|\p{Ll}+ing)\b/u;
/** A last clause that tells the coach about others' grumbling: "…, so the day staff moan to me". */
const GRUMBLE_CLAUSE =
  /,\s*(?:so|and)\s[^,]*\b(?:moan|moans|moaning|whinge\w*|gossip\w*|bitch\w*|complain to me)\b.*$/i;
/** Feelings and asides: true, but not what the reply should tell the other person. */
const ASIDE =
  /\b(?:(?:want|need)s? (?:a|an|the|some) (?:firm |polite |short |quick |nice |clear |kind )?(?:email|e-mail|message|text|reply|response|note|letter|script|template|draft|way)\b|(?:need|want|have|would like|'d like) to|told|said|says|emailed|replied|wrote to|wants|feel|felt|worr\w*|nerves|anxi\w*|panic\w*|shaky|stressed|angry|furious|upset|hate|love|nervous|afraid|scared|honestly|tbh|annoy\w*|frustrat\w*|don'?t want|petty|stupid|lol|how do|how can|what do|should i|\?)/i;

/**
 * What the user tells the coach about their own side and would not tell the other person: what
 * the account is worth to them, what they spend, the least they would take ("The contract is
 * worth $180k a year" is not a line for the angry customer).
 */
const OWN_SIDE_ONLY =
  /\b(?:technically|(?:my|our) (?:floor|minimum|walk-away)|the lowest (?:i|we)\b|(?:we|i)(?:['’]re| are| am|['’]m) (?:covered|in the right)|(?:i|we)(?:['’]ve| have)? (?:already )?lost (?:money|out)|(?:my|our) (?:own )?costs?\b|costs? (?:me|us)|(?:is|are|was|'s|’s) worth|we spend|our spend|our budget|my budget|can live with|at most|at the most|walk away|bottom line|can afford|our margin|my margin|our only source|we depend|we rely|i (?:earn|make|get paid) [$€£\d]|(?:second|other|competing|counter) offer|i (?:want|need|would like|'d like|hope) (?:to )?(?:ask|get|push) for|i (?:prefer|would prefer|'d prefer)|one of (?:our|my) (?:\w+ )?(?:customers|clients|suppliers|vendors|partners|accounts|tenants|students|patients))\b/i;

/** A sentence about the other side in the third person ("Client signed…"), not to them. */
const ABOUT_THEM =
  /^(?:the |our |my |their |a )?(?:client|customer|vendor|supplier|contractor|boss|manager|director|lead|colleague|coworker|company|employer)\b|\b(?:he|she|they|you)\s+(?:just\s+|then\s+|also\s+)?(?:refuses?|refused)\b|\bsaying\b/i;
const FAMILY =
  /\b(?:son|daughter|kids?|child(?:ren)?|husband|wife|partner|mum|mom|dad|brother|sister|baby)\b/i;
/** Capitalised words that are not people: days, months, the pronoun I. */
const NOT_PEOPLE =
  /^(?:I|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Last|Next|This|The|Our|My)$/;

/** When the conversation happens, told to the coach: "I have our 1:1 on Monday", "Meeting is tomorrow". */
const MEETING_LOGISTICS =
  /^(?:(?:i|we) have (?:our|a|my|the) |(?:our|my|the) |(?:a|the) )?(?:1:1|1-1|one[- ]to[- ]one|meeting|call|catch-?up|check-?in|review|interview)\b(?:\d\.\d|[^.?!]){0,40}\b(?:is|on|at|tomorrow|today|next)\b/i;

/** From this many words a sentence is cut at its "but" or semicolon before it is weighed. */
const LONG_SENTENCE_WORDS = 32;

/**
 * A long sentence as its clauses: "I'm a procurement lead and we can save about 18% on the
 * renewal if we commit to 3 years, but the decision deadline is 9 Dec" holds two statements the
 * reply can use, which the sentence whole (too long, opening with who the user is) does not.
 */
function clausesOfLong(sentence: string): string[] {
  // "I sit my final exam on 14 November and I need to request 5 days": a fact, then the want
  // told to the coach, which would take the fact down with it.
  const want = /,? and (?=I (?:need|want|have|would like|['’]d like|must) to\b)/.exec(sentence);
  if (want && want.index > 20)
    return [
      `${sentence.slice(0, want.index)}.`,
      ...clausesOfLong(sentence.slice(want.index + want[0].length)),
    ];
  if (sentence.split(/\s+/).length <= LONG_SENTENCE_WORDS) {
    // "…posted that the release is 'basically done', but QA still has 11 open bugs": the clause
    // after the "but" is a statement of its own, which the quote before it would take down with it.
    if (!QUOTED_OR_VENTING.test(sentence)) return [sentence];
    return sentence
      .split(/, but (?=(?:the|my|our|we|i|there|it|\p{Lu}[\p{L}]*)\b)/u)
      .map((clause) => clause.trim())
      .filter(Boolean)
      .map((clause) => clause.charAt(0).toUpperCase() + clause.slice(1));
  }
  return sentence
    .split(/, ?but |; | but (?=(?:the|my|our|we|i)\b)/i)
    .map((clause) =>
      clause.replace(/^I(?:'m|’m| am) (?:a|an|the) [\w -]{2,40}? and\s+/i, '').trim(),
    )
    .filter(Boolean);
}

/**
 * "…and explain next steps (we've got 14 days to respond to the letter before claim)": an aside
 * in brackets about the user's own side is a statement of its own, after the sentence.
 */
function withOwnAside(sentence: string): string[] {
  const aside = /\(((?:we|i|our)\b[^()]{8,120})\)/i.exec(sentence)?.[1];
  if (!aside || everyFact(aside).length === 0) return [sentence];
  return [sentence, aside.charAt(0).toUpperCase() + aside.slice(1)];
}

/** A label or a reaction told to the coach before the statement: "Problem:", "Great, but". */
const LABEL =
  /^(?:(?:problem|issue|context|background|situation|update|edit|fyi|note|ps|tl;?dr)\s*:\s*|(?:the )?(?:problem|issue|thing) is(?: that)?,?\s+)/i;
const REACTION_BUT =
  /^(?:great|fine|sure|ok|okay|cool|nice|awesome|lovely|brilliant|so|and|but)\b,?\s+(?:but\s+)?/i;

/**
 * The statement without what comes before it for the coach only: a label ("Problem: the sync is
 * in our contract…"), a reaction ("Great, but the stag is…"), or who the user is before a colon
 * ("I own a small restaurant and I messed up: we double-booked the room…").
 */
function withoutPreamble(sentence: string): string {
  const colon = /^([^:]{4,90}):\s+(\p{L}.{12,})$/u.exec(sentence);
  const rest =
    colon &&
    (SELF_INTRODUCTION.test(colon[1] ?? '') || /\bi (?:messed|screwed) up\b/i.test(colon[1] ?? ''))
      ? (colon[2] ?? '')
      : sentence.replace(LABEL, '').replace(REACTION_BUT, '');
  return rest === sentence ? sentence : rest.charAt(0).toUpperCase() + rest.slice(1);
}

/**
 * Whether a statement reads as said to the other person: not who the user is ("I'm PTA
 * treasurer at Valley View"), no "you" left with a verb for someone else ("you gets hurt"). The
 * chat batches' readers marked both as the user's notes pasted at the person.
 */
function sentToThem(statement: string): boolean {
  if (/^I(?:['’]m| am) (?:the |a |an )?(?:[\p{L}-]+ ){0,3}(?:at|for|of|in) \p{Lu}/u.test(statement))
    return false;
  // "You from the Detroit team asked me to join…": their own request, told back to them.
  if (/^You\b(?:\d\.\d|[^.!?])*\b(?:asked|invited|wanted) me\b/.test(statement)) return false;
  return !/\byou\s+(?:gets|keeps|says|wants|needs|likes|hates|thinks|goes|does|has|is|was)\b/.test(
    statement,
  );
}

/**
 * The user's own statements of what their side did, with a date or figure in them, as they can be
 * said to the other person: "We delivered on 2 May, the agreed date, and he asked for only 2 small
 * corrections" is, sent to him, "… and you asked for only 2 small corrections". Only when one
 * person is named (so "he" can only be them) and only sentences in the past, whose verbs do not
 * change with the person; at most two.
 */
export function ownStatements(message: string, facts: Facts): string[] {
  const found: string[] = [];
  const offers: string[] = [];
  // Sentences, not split after a title ("Mr. Hartley").
  const sentences = message
    // Someone's quoted words are theirs, however many sentences they run to: one mark stands for
    // them, so no sentence of theirs is sent back as the user's.
    .replace(/["“][^"“”\n]{1,600}?([.!?]?)["”]/g, '"…$1"')
    .split(/(?<=[.!?]["”’']?)(?<!\b(?:Mr|Mrs|Ms|Dr|Prof|St)\.)\s+|\n+/)
    .flatMap(clausesOfLong)
    .flatMap(withOwnAside);
  // "Mr. Okoye" is written "Mr Okoye" too.
  const name = facts.name?.replace(/\./g, '\\.?');
  const namedAs = name ? new RegExp(`\\b${name}\\b`) : null;
  for (const raw of sentences) {
    const whole = raw
      .trim()
      .replace(/\s+/g, ' ')
      .replace(
        /^(?:hi|hello|hey|hola|bonjour|salut|ciao|hallo|olá|ola|namaste|dzień dobry)\b[,!]?\s*/iu,
        '',
      )
      // "…on the 21st tho": a word to the coach, not to them.
      .replace(/,? (?:tho|though|lol|haha)(?=[.!]?$)/i, '')
      // An aside in brackets told to the coach ("(they've got roadworks nobody told us about)").
      .replace(/ \([^()]*\b(?:they|them|their|he|she|him|her|nobody|i'm|i am)\b[^()]*\)/gi, '')
      // Who someone is, told to the coach: "Tom (retired engineer, been with us 6 months)".
      .replace(/(\p{Lu}\p{Ll}+) \((?![^()]*\d[^()]*\d{3})[^()]{3,80}\)/gu, '$1');
    const trimmed = withoutPreamble(whole.replace(GRUMBLE_CLAUSE, ''));
    const sentence = trimmed === whole || /[.!]$/.test(trimmed) ? trimmed : `${trimmed}.`;
    const words = sentence.split(' ').length;
    // The options the user has are said whole, however long ("We have two options: …").
    const longest = OPTIONS.test(sentence) ? 50 : 32;
    // What the user can offer them is the heart of the reply ("I can offer her the terrace on
    // the same Saturday or the room on Sunday, and the deposit back if she wants").
    const offer = OFFER.test(sentence);
    // "the signed quote says exactly that amount": a document's words are a fact, not an aside.
    const documentSays = sentence.replace(DOCUMENT_SAYS, '');
    const aside = ASIDE.test(offer ? documentSays.replace(IF_THEY_WANT, '') : documentSays);
    if (words < 5 || words > longest || aside || OWN_SIDE_ONLY.test(sentence)) continue;
    // Someone's words quoted, an emoji or a word of venting: said to the coach, not to them.
    if (QUOTED_OR_VENTING.test(sentence) || SHORTHAND.test(sentence)) continue;
    // Who the user is ("I'm from Brazil and work in logistics", "New-ish HR coordinator, 5
    // months in"): context for the coach, news to nobody they write to.
    if (
      SELF_INTRODUCTION.test(sentence) ||
      FRAGMENT.test(sentence) ||
      SELF_TALK.test(sentence) ||
      TO_THE_COACH.test(whole)
    )
      continue;
    // "I have our 1:1 on Monday", "Meeting is tomorrow": when the user will say it, not what.
    if (MEETING_LOGISTICS.test(sentence)) continue;
    if (everyFact(sentence).length === 0 && !(offer && words >= 6)) continue;
    const pronoun = /\b(?:he|she|him|her|his|hers)\b/i.test(sentence);
    if (pronoun && !facts.name) continue;
    // "He keeps…" would read "you keeps…": with him or her in it, only what happened (the past),
    // or what the user offers them ("if she wants" becomes "if you want").
    if (pronoun && !DID.test(sentence) && !offer) continue;
    // Someone else in it (a son, a second name): "he" may not be the person the reply is to.
    if (pronoun && FAMILY.test(sentence)) continue;
    const others = (sentence.match(/(?<=\s)\p{Lu}\p{Ll}+/gu) ?? []).filter(
      (word) => !facts.name?.includes(word) && !NOT_PEOPLE.test(word),
    );
    if (pronoun && others.length > 0) continue;
    // "I can refund the steak or offer them dinner for two", to the one person named: "you".
    const spoken =
      offer && facts.name && !/,| and /.test(facts.name)
        ? sentence.replace(OFFERED_THEM, '$1 you')
        : sentence;
    // "two of them blockers" counts things; any other "they" may be people the reply is not to.
    if (/\b(?:they|them|their)\b/i.test(spoken.replace(/\b\w+ of them\b/gi, ''))) continue;
    // "Our vendor Brightline promised…", sent to Brightline, is "You promised…"; "I sent Omar the
    // draft" is "I sent you the draft". Named anywhere else ("our new designer Mei, 3 weeks in"),
    // or with a surname after, the sentence is left out.
    let named = spoken;
    if (facts.name && name && namedAs?.test(sentence)) {
      const subject = new RegExp(
        `^(?:(?:my|our|the|their)\\s+(?:[\\w-]+\\s+){0,2})?${name}\\b`,
        'i',
      );
      const object = new RegExp(
        `\\b(to|with|for|told|sent|gave|asked|emailed|showed|promised|paid|called|met|offer|give|refund|owe|pay|send|show|book|invite)\\s+${name}\\b`,
        'i',
      );
      named = sentence.replace(subject, 'you').replace(object, '$1 you');
      if (namedAs?.test(named) || /\byou\s+\p{Lu}/u.test(named)) continue;
      // "Phil's been chair 15 years" would read "You's been…": how long they have held a post
      // is not news to them either.
      if (/\byou['’]s\b/i.test(named)) continue;
    }
    // One of several people the reply is to, named in the third person ("Margaret has done it
    // for 11 years", sent to Margaret and Tomasz).
    if (
      facts.name &&
      facts.name
        .split(/,| and /)
        // "Mrs. Adeyemi" is written "Mrs Adeyemi" too: the last word names them.
        .map((person) => person.trim().split(' ').pop() ?? '')
        .some((person) => person.length > 1 && new RegExp(`\\b${person}\\b`).test(named))
    )
      continue;
    if (facts.name) {
      // "You keeps…": their name is "you" only with a verb in the past.
      if (/\byou\s+(?:\p{Ll}+s|is|has|does)\b/u.test(named)) continue;
    }
    // Still about them in the third person once their name is "you" ("Client signed…").
    if (ABOUT_THEM.test(named)) continue;
    const sent = named
      .replace(
        /\b(?:he|she)\s+(want|prefer|like|need|agree|decide|choose|wish)(?:s|es)\b/gi,
        'you $1',
      )
      .replace(
        /\b(offer|give|send|refund|pay|show|tell|bring|lend|owe|email|call|ask|help|meet)\s+(?:her|him)\b/gi,
        '$1 you',
      )
      .replace(/\b(?:he|she)['’]s\s+(been|got|had|done|gone|\p{Ll}+ed)\b/giu, "you've $1")
      .replace(/\b(?:he|she)['’]s\b/gi, "you're")
      .replace(/\b(?:he|she)\s+is\b/gi, 'you are')
      .replace(/\b(?:he|she)\s+has\b/gi, 'you have')
      .replace(/\b(?:he|she)\s+(was)\b/gi, 'you were')
      .replace(/\b(?:he|she)\s+wasn['’]t\b/gi, "you weren't")
      .replace(/\b(?:he|she)\b/gi, 'you')
      .replace(/\b(?:him)\b/gi, 'you')
      .replace(/\b(?:his)\b/gi, 'your')
      .replace(/\bher\b(?=\s+\w+(?:s|ed)?\b)/gi, 'your')
      .replace(/\bher\b/gi, 'you');
    const tidy = withApostrophes(sent);
    const ended = /[.!]$/.test(tidy) ? tidy : `${tidy}.`;
    const statement = ended.charAt(0).toUpperCase() + ended.slice(1);
    if (!offer && !sentToThem(statement)) continue;
    if (offer) offers.push(statement);
    else found.push(statement);
    if (found.length + offers.length >= 2 && offers.length > 0) break;
  }
  // At most two: what happened first, then the offer, which is worth more than a second fact.
  return offers.length > 0 ? [...found.slice(0, 1), offers[0] ?? ''] : found.slice(0, 2);
}

/** A document stating something ("the signed quote says…"): a fact, not reported speech. */
const DOCUMENT_SAYS =
  /^(?:the |our |my |their |your |a )?(?:[\w-]+ ){0,2}?(?:quote|contract|invoice|agreement|terms|records?|log|system|report|policy|order|estimate|document|receipt|statement|spec|sow|po)(?: [\w-]+){0,4}? (?:says|said|shows|showed|states|stated)\b/i;

/** The user offering something: "I can finish it by Wednesday", "we're happy to cover the fee". */
const OFFER =
  /\b(?:i|we)\s+(?:can|could|(?:am|are|'m|’m|'re|’re|would be|'d be|’d be) (?:happy|willing|able|glad) to|will|'ll|’ll)\s+(?:also\s+|still\s+|easily\s+|gladly\s+)?(?:offer|do|give|deliver|send|finish|have|move|provide|refund|cover|take|make|split|pay|start|help|switch|swap|extend|reschedule|bring|hold|keep|waive|include|cut|add|work|stay|come|run|handle|share|return|repair|replace|fix|credit|discount|upgrade|arrange|book|set up)\b/i;
/** "offer them dinner", said to the one person named: "offer you dinner". */
export const OFFERED_THEM =
  /\b(offer|give|send|refund|pay|show|bring|invite|comp|credit|book) (?:them|her|him)\b/gi;
/** A condition on their wish ("if she wants"), turned to "if you want" in the reply. */
const IF_THEY_WANT =
  /\b(?:if|should|whenever|whatever) (?:he|she) (?:wants|prefers|likes|needs|wishes)\b/gi;

/**
 * How a short reply ends, for the reader it goes to: a decision for a direct reader, the details
 * in writing for a careful one, time for a steady one, a conversation for an expressive one (and
 * for a reader nobody described).
 */
const REQUEST_CLOSE: Record<DiscStyle, string> = {
  D: 'A yes or a no is all I need.',
  I: 'Happy to talk it through if that is easier.',
  S: 'There is no need to answer on the spot; take the time you need.',
  C: 'I can put the details in writing if that helps you decide.',
};
const PUSHBACK_CLOSE: Record<DiscStyle, string> = {
  D: 'What can you do on your side, and when can you confirm it?',
  I: 'Could we look together at what would work for both of us?',
  S: 'Could we look together at what is possible on your side, and by when?',
  C: 'Could you tell me what is possible on your side, and by when you can confirm it?',
};
const RESPOND_CLOSE: Record<DiscStyle, string> = {
  D: 'What do you need from me next?',
  I: 'Could we talk it through when it suits you?',
  S: 'Could we talk it through when it suits you?',
  C: 'If it helps, I can set out the details in writing.',
};

/**
 * The conversation is already set or the matter will not wait ("our 1:1 is on Thursday", "before
 * the 06:00 shift", "face to face"): asking to find time to talk it through is no next step there
 * (the chat batches' readers marked it in four answers of one batch).
 */
const SET_OR_URGENT =
  /\b(?:tomorrow|tonight|today|this (?:morning|afternoon|evening)|in person|face[- ]to[- ]face|1:1|1-1|one[- ](?:on|to)[- ]one|(?:our|the|a|my) (?:meeting|call|review|catch-?up|check-?in|appraisal) (?:is|on|at|tomorrow|this|next)|deadline|asap|urgent\w*|before (?:the )?\d)/i;

/** "tell him to stop adding scope", "ask Olu to check with me first": what they are asked to do. */
const TELL_TO =
  /\b(?:tell|ask) (?:him|her|them|\p{Lu}\p{Ll}+|my \w+|our \w+) to ((?!be\b|do (?:it|this|that)\b)\p{Ll}(?:\d\.\d|[^.?!\n,;]){3,80})/u;

/**
 * A favour asked of someone who owes the user nothing (a neighbour, a friend), or one the user
 * worries puts them on the spot: the reply ends with an easy way to say no (the chat batch al's
 * reader asked for one where the reply offered to "talk it through").
 */
const FAVOUR =
  /\b(?:neighbou?rs?|friend|mate|flatmate|on the spot|(?:no|not make|without|any) pressure|too much to ask|big ask|a favou?r)\b/i;

/** A close that asks for their view, in place of a meeting to book when one is no next step. */
function closing(message: string, talk: string): string {
  if (!SET_OR_URGENT.test(message)) return talk;
  return pick(['What do you think?', 'How do you see it?'], message);
}

/** The person in the reply's greeting: a first name, never a role ("Hi Marvin,"). */
const greeting = (facts: Facts): string =>
  facts.name ? `${facts.name}, ` : facts.who === 'everyone' ? 'Hi all, ' : '';

/** A question after the greeting, in lower case: "Ioana, could I borrow…", not "Ioana, Could…". */
const afterGreeting = (hi: string, sentence: string): string =>
  hi
    ? `${hi}${sentence.replace(/^(?:Would|Could|Can)\b/, (word) => word.toLowerCase())}`
    : sentence;

/** The reply's opening line for each act: complete sentences, no slot left open. */
/**
 * What the user asks the other person for, in their own words: "ask my manager for a raise" is
 * "I would like to ask you for a raise."; "ask him to meet us halfway" is "Would you be willing to
 * meet us halfway?". Nothing when the words hold a pronoun whose person is unclear.
 */
export function askedFor(message: string): string | null {
  // "ask our CFO, Hélène Marchand, for €18,000 to take our own stand at Hannover Messe": the
  // whole of what is asked for, up to the manner or reason it is asked with.
  const forWhat =
    /\bask(?:ing)? (?:(?!(?:about|if|whether|why|how|what|when|where|who|to|for)\b)[\p{L}\d.'’-]+,? ){0,8}?for ((?!(?:it|this|that|them|him|her|help)\b)(?:\d\.\d|[^.?!;\n]){3,120}?)(?=[.?!;\n]|$|,? without\b|,? so (?!much|many)|,? because\b|,? but\b|,? since\b|,? or\b|, and\b| and (?:i|she|he|they|it|then)\b| in a way\b| nicely\b| politely\b|, (?=(?:she|he|they|i|we|it|as|which|who)\b))/iu.exec(
      message,
    );
  if (forWhat && !UNCLEAR.test(forWhat[1] ?? ''))
    return `I would like to ask you for ${(forWhat[1] ?? '').trim()}.`;
  const toDo =
    /\b(?:ask|get|convince|persuade|encourage) (?:him|her|them|(?:my|our|the) (?:[\w-]+ ){0,2}(?:(?:Mr|Mrs|Ms|Dr|Prof)\.? )?[\w-]+(?: \([^()]{1,30}\)|,(?: \p{Lu}[\p{L}.'’-]+){1,3},)?|\p{Lu}[\p{L}.]+(?: \p{Lu}\p{Ll}+)?) to ([\p{L}\d'’:/–-](?:\d[.,](?=\d)|[\p{L}\d'’:/– -]|\([^()\n]{1,60}\)){2,140}?)(?=[.?!,;]|$| without| so | because| but)/iu.exec(
      message,
    );
  // "keep it down after 10pm", "any afternoon that week": only a person left unclear stops it.
  if (toDo && !UNCLEAR_PERSON.test(toDo[1] ?? ''))
    return `Would you be willing to ${(toDo[1] ?? '').trim()}?`;
  // "asking my friend Lena if I can borrow her camping stove": said to her, "Could I borrow your…".
  const mayI = new RegExp(
    `\\bask(?:ing)? ${ASKED_ONE}(?:if|whether) (i|we) (?:can|could|may|might) (${CLAUSE})${ASK_ENDS}`,
    'iu',
  ).exec(message);
  const mayClause = mayI?.[2] && thingsNamed(mayI[2], message.slice(0, mayI.index));
  if (mayClause && !/\b(?:he|she|they|them|their|him)\b/i.test(mayClause))
    return `Could ${mayI?.[1]?.toLowerCase() === 'we' ? 'we' : 'I'} ${toThem(mayClause)}?`;
  // "ask Ingrid if she'd be a referee", "if she can water my plants while I am away".
  const youWould = new RegExp(
    `\\bask(?:ing)? ${ASKED_ONE}(?:if|whether) (?:she|he|they)(['’]d| would| could| can| might| will)(?: be (?:able|willing) to)? (${CLAUSE})${ASK_ENDS}`,
    'iu',
  ).exec(message);
  const youClause = youWould?.[2] && thingsNamed(youWould[2], message.slice(0, youWould.index));
  if (youClause && !/\b(?:he|she|they|them|their|him)\b/i.test(youClause))
    return `${/can|could/.test(youWould?.[1] ?? '') ? 'Could' : 'Would'} you ${toThem(youClause)}?`;
  // "ask whether the scaffolding is included".
  const whether = new RegExp(
    `\\bask (?:(?:him|her|them|\\p{Lu}\\p{Ll}+) )?(?:whether|if) ((?:the|your|our|my|there) ${CLAUSE})${ASK_ENDS}`,
    'iu',
  ).exec(message);
  if (whether?.[1]) return `Could you tell me whether ${whether[1].trim()}?`;
  // "I'd like the first garage to match it": what they are to do, asked of them.
  const wantThem = new RegExp(
    `\\b(?:i['’]d like|i would like|i want) (?:him|her|them|(?:the|my|our) (?:[\\w-]+ ){0,3}?[\\w-]+|\\p{Lu}\\p{Ll}+) to ((?!(?:be|know|understand|stop|see|think|feel|realise|realize)\\b)${CLAUSE})${ASK_ENDS}`,
    'iu',
  ).exec(message);
  if (wantThem?.[1] && !UNCLEAR_PERSON.test(wantThem[1]))
    return `Would you be willing to ${wantThem[1].trim()}?`;
  // "how do I suggest to my director (Ngozi) that we cut it to 30 min?"
  const suggestion =
    /\b(?:suggest|propose|recommend)(?: to (?:him|her|them|(?:my|our|the) [\w-]+(?: \([^()]{1,30}\)|,(?: \p{Lu}[\p{L}.'’-]+){1,3},)?|\p{Lu}[\p{L}.]+))? (?:that )?((?:we|i|the|our)\b[\p{L}\d' -]{3,80}?)(?=[.?!,—–]|$| without| so | because)/iu.exec(
      message,
    );
  if (suggestion?.[1]) return `I would like to suggest that ${suggestion[1].trim()}.`;
  return null;
}

/** A time something is due by: "by this Thursday 17:00", "by the 12th", "by end of day". */
const DEADLINE =
  /\bby (?:this |next |the |close of |end of )?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d|tomorrow|tonight|noon|midday|(?:the )?end of|eod|cob)\b/i;

/**
 * Something owed by a set time is asked for plainly: "Could you please send the documents by
 * Thursday?", not "Would you be willing to…", which offers a choice the user does not have.
 */
function withDeadline(asked: string | null): string | null {
  if (!asked || !DEADLINE.test(asked)) return asked;
  return asked.replace(/^Would you be willing to\b/, 'Could you please');
}

/**
 * The one asked, up to "if": "Lena", "my friend Lena", "Mr Otieno who owns Otieno & Sons Hardware
 * on Nairobi Road".
 */
const ASKED_ONE = "(?:(?!(?:about|for)\\b)[\\p{L}\\d.&'’-]+,? ){0,12}?";

/** A clause of what is asked, and where it ends: its manner, reason or a new sentence. */
const CLAUSE = "[\\p{L}\\d'’:/–-][\\p{L}\\d'’:/–, -]{2,120}?";
const ASK_ENDS =
  "(?=[.?!;\\n]|$| \\(|,? without\\b|,? because\\b|,? as (?!soon|well|much)|,? but\\b|,? so (?!much|many)|,? (?:she|he|they|it)(?:['’]s| is| was| has)\\b)";

/** A counted thing named earlier: "40 bags of cement", "two spare chairs". */
const COUNTED =
  /\b(?:\d[\d,]*|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|fifty|a hundred) (?:[\p{Ll}-]+ )?[\p{Ll}-]+s(?: of [\p{Ll}-]+)?\b/gu;

/**
 * "if he can donate them or give us at cost", after "we need 40 bags of cement": the things asked
 * for, named, so the request reads whole to the one who gets it. Null when "them" names nothing.
 */
function thingsNamed(clause: string, before: string): string | null {
  if (!/\bthem\b/i.test(clause)) return clause;
  const named = [...before.matchAll(COUNTED)].at(-1)?.[0];
  return named ? clause.replace(/\bthem\b/i, named) : null;
}

/** The words of a request turned to the person it is sent to: "her camping stove" is "your…". */
const toThem = (clause: string): string => possessivesToYours(clause.trim().replace(/,$/, ''));

/**
 * What the user means to thank someone for ("thank the IT guy Raj for fixing my laptop in 10
 * mins"), as it can be said to them; null when the words name someone else.
 */
export function thanksOf(message: string): string | null {
  const found =
    /\bthank(?:ing)? (?:him|her|them|(?:my|our|the) (?:[\p{L}-]+ ){0,3}?)?(?:\p{Lu}\p{Ll}+ )?for ([\p{L}\d'’:/–, -]{3,120}?)(?=[.?!;\n]|$|,? (?:short|pls|please|but|without|because)\b)/iu.exec(
      message,
    )?.[1];
  if (!found || UNCLEAR_PERSON.test(found)) return null;
  return toThem(found);
}

/**
 * What the user means to tell one person, when the question says it ("how do I tell him it's
 * extra?", "tell my PM that the release has to drop the export"): the clause, as it can be said
 * to them; nothing when it names someone in the third person or is a feeling about the telling.
 */
export function toldClause(message: string): string | null {
  return toldTo(message) ?? changeOf(message);
}

/**
 * A change the user has to make that the other person must hear: "I have to raise the loaf price
 * from $6.20 to $7.10 starting March 1" is the news itself, whatever the question calls it.
 */
const CHANGE =
  /\b((?:i|we)(?: (?:have to|need to|must|will have to|(?:am|are) going to(?: have to)?|have had to|have decided to)|['’](?:ll have to|m going to(?: have to)?|re going to(?: have to)?|ve had to|ve decided to)) (?:raise|increase|put up|cut|reduce|lower|cancel|close|move|end|stop|drop|postpone|delay|push back|withdraw|pull out of|shut|pause|change|switch|let (?:you|him|her|them) go) (?:\d\.\d|[^?.!\n;]){3,120})/i;

/** When the change starts, said before it: "From Saturday 4 May we'll have to cut…". */
const STARTING_BEFORE =
  /(?:^|[.!?\n][ \t]{0,3})((?:from|starting|as of|after|on) (?:\d[.,]\d|[^.!?\n,]){3,30}?),? $/i;

function changeOf(message: string): string | null {
  const match = CHANGE.exec(message);
  const found = match?.[1];
  if (!found) return null;
  const starting = STARTING_BEFORE.exec(message.slice(0, match.index))?.[1];
  const clause = cleanTold(
    starting ? `${starting.charAt(0).toLowerCase()}${starting.slice(1)} ${found}` : found,
  );
  if (clause.split(' ').length < 5 || /\b(?:he|she|him|her|his|they|them|their)\b/i.test(clause))
    return null;
  return clause.charAt(0).toUpperCase() === 'I' ? `I${clause.slice(1)}` : clause;
}

function toldTo(message: string): string | null {
  // Case matters here: a capital marks a name ("tell the vendor, Marcus, that…").
  const match =
    /\b(?:[Tt]ell (?:him|her|them|\p{Lu}\p{Ll}+|(?:my|our|the) [\w-]+(?: (?!(?:I|i|im|we|you|he|she|they|it|that|this)\b)[\w-]+)?)(?: \([^()]{1,90}\))?(?:,? \p{Lu}[\p{L}.]+(?: \p{Lu}[\p{L}.]+)?,)?|[Ll]et (?:him|her|them|\p{Lu}\p{Ll}+|(?:my|our|the) [\w-]+) know|(?:[Mm]ake it clear|[Ss]et a (?:firm |clear )?(?:line|boundary)|[Bb]e clear)(?= that\b)) (?:that )?((?!(?:[\w-]+ )?(?:about|how|what|no|off)\b|\()(?:\d\.\d|[^?.!\n;]){3,120})|\b(?:and|to|then|just) say (?:that )?((?!no\b|something\b|anything\b|it\b(?! ?(?:'|’|wi)ll))(?:\d\.\d|[^?.!\n;]){3,120})/u.exec(
      message,
    );
  if (!match) return null;
  // "tell the sales team that…": the rest of a group's name is not what they are told.
  const clause = cleanTold(match[1] ?? match[2] ?? '')
    .replace(
      /^(?:[\w-]+ ){0,2}?(?:team|teams|group|staff|folks|people|crew|department|squad|class|board|everyone) (?:that )?/i,
      '',
    )
    // "tell my team of 9 tomorrow at standup that the launch is moving": the size and the
    // moment of telling are not what they are told.
    .replace(/^(?:of )?\d+ (?:[\w:-]+ ){0,5}?that /i, '');
  // "how do I tell her without starting a fight", "… tell him before the committee": the manner
  // or the moment of telling, not what is told.
  if (MANNER_OF_TELLING.test(clause)) return null;
  // Someone's words in quotes ("tell her 'you're a star'…") are theirs, not the point to make.
  if (/["“”'‘’]/.test(clause.replace(/\p{L}['’]\p{L}/gu, ''))) return null;
  if (clause.split(' ').length < 2 || /\b(?:he|she|him|her|his|they|them|their)\b/i.test(clause))
    return null;
  return clause;
}

/**
 * A note to a whole group (a team, all staff, a parents' chat): the news or the reminder, the
 * user's facts, and where to bring questions. The chat batches' readers marked replies to such
 * groups that asked "can I raise something with you privately?" or greeted one of them by name.
 */
function groupNote(
  message: string,
  act: Act,
  told: string | null,
  want: string | null,
  all: readonly string[],
  because: string | undefined,
): string | null {
  // "About 12 people: PhD students, two technicians": who the group is, told to the coach.
  const statements = all.filter(
    (line) =>
      !/^(?:about |around |roughly )?\d+ (?:people|members|staff|families|kids)\b/i.test(line),
  );
  // "send an intro email to the lab list": who the user is, then one practical ask ("is it ok
  // to ask if someone can help me find a room to rent?").
  const helpAsked =
    /\bif (?:someone|anyone|anybody) (?:can|could) help me ((?!with (?:it|this|that)\b)[^?.!\n]{5,80})/i
      .exec(message)?.[1]
      ?.trim();
  if (/\bintro(?:duction|duce myself)?\b/i.test(message) && statements.length > 0)
    return [
      `Hi all,\n${statements.join(' ')}`,
      'I am really looking forward to meeting you all.',
      helpAsked
        ? `One practical question: could anyone help me ${helpAsked}? Any pointers would be very welcome.`
        : want
          ? `One practical question: I would like to ${want}, so if you know of anything, I would be grateful for a pointer.`
          : '',
    ]
      .filter(Boolean)
      .join(' ');
  const said =
    told && /^(?:The|A|An|Our|My|This|These|We|It|There)\b/.test(told)
      ? told.charAt(0).toLowerCase() + told.slice(1)
      : told;
  // "…moving from 3 June to 24 June, because the payment provider's certification failed".
  const reason = because && said && !said.includes(because) ? `, ${because}` : '';
  const news =
    said && said.split(' ').length >= 4
      ? `I want to let you know that ${said}${reason}.`
      : want
        ? `I would like to ${want}.`
        : null;
  if (!news && statements.length === 0) return null;
  if (act === 'chase')
    return [
      'Hi all,\nA friendly reminder.',
      ...statements,
      'If you have already sorted it, thank you, and please ignore this. If anything makes it hard, message me privately and we will work it out.',
    ].join(' ');
  return [
    `Hi all,\n${[news, ...statements].filter(Boolean).join(' ')}`,
    'If you have questions, reply to me directly or catch me this week; I would rather hear them early.',
  ].join(' ');
}

/**
 * The reply's opening from what the question says the user means to ask, suggest or tell ("I want
 * to suggest we talk every evening at 7pm instead"), before any stock opening.
 */
function openingFromQuestion(
  message: string,
  hi: string,
  want: string | null,
  told: string | null,
): string | null {
  const asked = askedFor(message);
  if (asked) return afterGreeting(hi, asked);
  if (told) return `${hi}I want to be upfront with you: ${told}.`;
  if (want) return `${hi}I would like to ${want}.`;
  const thanks = thanksOf(message);
  if (thanks) return `${hi ? `${hi}t` : 'T'}hank you for ${thanks}.`;
  return null;
}

/**
 * True when the question itself says what the user means to ask, tell, refuse or own, so a reply
 * can be built on it (`replyOf`): the ask, the news, the want, what they decline, the mistake.
 */
export function hasOwnPoint(message: string): boolean {
  const act = actOfQuestion(message);
  return (
    askedFor(message) !== null ||
    toldClause(message) !== null ||
    wantOf(message) !== null ||
    (act === 'decline' && declinedThing(message) !== null) ||
    (act === 'admit' && ownMistakeOf(message) !== null) ||
    thanksOf(message) !== null ||
    listedFor(message) !== null ||
    resignationOf(message) !== null ||
    counterOf(message) !== null ||
    ((act === 'respond' || act === 'general') && positionOf(message) !== null)
  );
}

/** A clause that says no in itself: "we're not going ahead", "I can't make the stag". */
const NEGATED = /\b(?:not|no longer|can'?t|cannot|won'?t|unable|isn'?t|aren'?t|don'?t)\b|n['’]t\b/i;

/** What follows "tell her" when it says how or when, not what. */
const MANNER_OF_TELLING =
  /^(?:without|so|because|but|in a way|in a nice way|nicely|politely|gently|kindly|firmly|tactfully|diplomatically|professionally|honestly|calmly|clearly|before|after|when|if|while|tomorrow|today|tonight|this|next|on|at|by|over|via|in (?:our|my|the|a)|in person|face to face|directly|straight|the news|(?:this|that|the|some|my|our) (?:bad |good |difficult |sad |big )?news|the truth|everything|anything|something)\b/i;

/** The clause without the manner of telling ("… without sounding rude", "… but I'm scared"). */
function cleanTold(clause: string): string {
  const told = (
    clause.split(
      / (?:but|without|so that|because|and i|while|in a way|or (?:can|should|do|shall|could) i)\b|,(?!\d)/i,
    )[0] ?? ''
  ).trim();
  // "say it'll be tomorrow morning": said to them, it is "you'll have it tomorrow morning".
  return told.replace(/^it(?:'|’)?ll be (?:ready |done |with you )?/i, "you'll have it ");
}

/** A sum owed to the user ("owes £640 for…", "€14,200 overdue"), as written. */
export function owedAmount(message: string): string | null {
  const match =
    /\b(?:owes?|owed|owing)(?: (?:us|me|the \w+))? ([£$€]\s?\d[\d,.]*k?)|([£$€]\s?\d[\d,.]*k?)(?: \w+){0,3} (?:is |are |still |now )*(?:outstanding|unpaid|overdue|owed)\b/i.exec(
      message,
    );
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** The other person is upset: "panicking", "in all caps", "stressed". */
const UPSET =
  /\b(?:panick\w*|stress\w*|worried|anxious|upset|distressed|in tears|all caps|furious|angry|scared)\b/i;
/** The user means to answer in writing. */
const IN_WRITING = /\b(?:reply|email|e-mail|write|message|respond in writing|letter)\b/i;

/** They wrote to the user: "asked me" or "said" in person is no message to thank them for. */
/** The question is how to answer their message. */
const HOW_TO_REPLY =
  /\b(?:how (?:do|can|could|should|would) i|how to|what (?:do|should|can) i|help me)\s+(?:\w+\s+)?(?:reply|respond|answer|write back)\b/i;

export const THEY_SENT =
  /\b(?:emailed|e-mailed|messaged|wrote|sent (?:me|us|an?)|replied|texted|posted|commented|pinged|whatsapped|dm'?d|left (?:me )?a (?:note|message|voicemail)|(?:an?|her|his|their|the) (?:email|e-mail|message|text|dm|note|letter) (?:from|saying|that|in which))\b/i;

function replyOf(
  act: Act,
  message: string,
  facts: Facts,
  want: string | null,
  statements: readonly string[],
  brief: boolean,
  reader: DiscStyle | null,
  acknowledge = false,
): string {
  const hi = greeting(facts);
  // A quote of a line or two, not a whole pasted email; never a habit or a reaction to someone
  // else ("last time someone mentioned it he said …"), which would be quoted back at them.
  const quote =
    facts.quote && facts.quote.split(/\s+/).length <= 12 && !saidByHabit(message, facts.quote)
      ? facts.quote
      : null;
  const thing = facts.thing ?? null;
  // What the user means them to hear, when the question says it ("tell him that…", "say it'll be…").
  const told = toldClause(message);
  const lines: string[] = [];
  const warm = !brief;
  // "I want to confirm: Saturday 10h at my place, he pays…": the confirmation is the message.
  const confirmed = act === 'general' || act === 'respond' ? confirmedFor(message) : null;
  if (confirmed)
    return `${hi ? `${hi}to` : 'To'} confirm: ${confirmed}. Does that all work for you?`;
  // Terms agreed earlier, put in writing; a line of theirs that differs is named, not blamed.
  const agreed = act === 'general' || act === 'respond' ? agreedToConfirm(message) : null;
  if (agreed)
    return [
      `${hi ? `${hi}t` : 'T'}hank you for your help with this. To confirm what we agreed${agreed.when ? ` ${agreed.when}` : ''}: ${agreed.terms}.`,
      // The line quoted is theirs: the user would not recap against their own words.
      quote
        ? `Your message said "${quote}", so I want to be sure we are working from the same figures.`
        : '',
      'Could you confirm this matches what you have?',
    ]
      .filter(Boolean)
      .join(' ');
  // "tell my boss im quitting. 2 weeks notice, last day 30 may": the notice itself, written out,
  // not the user's shorthand sent on, whichever words the question used to ask for it.
  const leaving =
    act === 'news' || act === 'general' || act === 'respond' ? resignationOf(message) : null;
  if (leaving) return resignationReply(leaving, hi, warm);
  // Written to a whole group: a note to all of them, never "privately" or "where it stands".
  const note =
    facts.who === 'everyone'
      ? groupNote(message, act, told, want, statements, facts.because)
      : null;
  if (note) return note;
  switch (act) {
    case 'request': {
      const asked = withDeadline(askedFor(message));
      const due = asked !== null && DEADLINE.test(asked);
      // An ask made in answer to their message ("I want ask for €75k … how to reply?") thanks
      // them for it first.
      const answering = THEY_SENT.test(message) && HOW_TO_REPLY.test(message);
      const opening = answering ? `${hi}thank you for your message. ` : hi;
      lines.push(
        want
          ? `${opening}I would like to ${want}.`
          : asked
            ? answering
              ? `${opening}${asked}`
              : afterGreeting(hi, asked)
            : `${opening}I have a request${thing ? ` about ${thing}` : ''} and I would rather ask you directly.`,
      );
      // The date once: not again when the ask already carries it ("22–26 April off").
      const date = facts.date?.replace(/\.$/, '');
      // Nor when a statement after it says it ("I'd be back in on monday").
      const said = [...lines, ...statements].join(' ').toLowerCase();
      if (date && !said.includes(date.toLowerCase()))
        lines.push(`The date that matters here is ${date}.`);
      lines.push(...statements);
      // A deadline needs its reason even in a short reply: it is what makes the date real.
      if (facts.because && (warm || due)) lines.push(`I am asking ${facts.because}.`);
      lines.push(
        due
          ? 'If anything might get in the way of that, please let me know as soon as you can.'
          : FAVOUR.test(message)
            ? pick(
                [
                  "And if it doesn't suit, just say so: no problem at all.",
                  'No pressure at all: if it does not work for you, just say.',
                ],
                message,
              )
            : warm && reader === null
              ? 'Could we agree it, or is there something you would need from me first?'
              : closing(message, REQUEST_CLOSE[reader ?? 'I']),
      );
      break;
    }
    case 'decline': {
      // What they asked for, named: a no that names nothing reads as a form letter.
      const declined = declinedThing(message);
      lines.push(
        `${hi}thank you for thinking of me${thing && !declined ? ` for ${thing}` : ''}. ${told && NEGATED.test(told) ? `I have thought about it carefully: ${told}.` : declined ? `I'm sorry, but I can't ${declined}.` : 'I have thought about it carefully, and my answer is no.'}`,
      );
      if (want) lines.push(`I want to ${want}.`);
      // "You asked if I can let a plumber in on Friday" after "I can't let a plumber in on
      // Friday": their ask, said back to them a second time.
      lines.push(
        ...statements.filter(
          (line) => !declined || !line.toLowerCase().includes(declined.toLowerCase()),
        ),
      );
      lines.push(
        warm
          ? 'I wanted you to hear it from me directly and early.'
          : 'I wanted you to hear it from me first.',
      );
      break;
    }
    case 'pushback': {
      // Asked to take on something while already on something else: the choice is theirs.
      const competing = competingWorkOf(message);
      if (competing) {
        lines.push(competingWorkReply(competing, hi));
        break;
      }
      // The user's own counter-offer is the answer to make ("I can do ¥70,000 if you commit…").
      const counter = counterOf(message);
      const suggested = counter ? null : askedFor(message);
      lines.push(
        counter
          ? `${hi}thank you for the offer. ${counter}.`
          : suggested
            ? afterGreeting(hi, suggested)
            : told
              ? `${hi}I want to get this right${thing ? ` on ${thing}` : ''}, so I would rather be straight with you: ${told}.`
              : `${hi}I want to make this work${thing ? ` on ${thing}` : ''}, and I cannot do it as it stands.`,
      );
      // The counter-offer once: not again as the user's own sentence.
      lines.push(
        ...statements.filter(
          (statement) =>
            !counter ||
            !/\b(?:i|we)(?:['’]d| would| could| can)\b(?:\d\.\d|[^.])*\bif\b/i.test(statement),
        ),
      );
      lines.push(counter ? 'Let me know if that works for you.' : PUSHBACK_CLOSE[reader ?? 'S']);
      break;
    }
    case 'raise': {
      lines.push(
        // Their words are not quoted back: the readers mark that as reopening the wound.
        facts.who === 'everyone'
          ? `${hi}there is something I want to raise with all of you, and I would rather say it plainly.`
          : `${hi}can I raise something with you privately? I want us to get this right.`,
      );
      // What it is about, in the user's words: the habit ("you keep adding features"), then
      // the facts, then what they want ("tell him to stop adding scope").
      if (facts.habit && facts.name && !/,| and /.test(facts.name))
        lines.push(`I have noticed you keep ${facts.habit}.`);
      lines.push(...statements);
      const toDo = TELL_TO.exec(message)?.[1]?.trim();
      if (toDo && !UNCLEAR.test(toDo)) lines.push(`I would like to ask you to ${toDo}.`);
      else if (want) lines.push(`I would like to ${want}.`);
      lines.push(
        warm
          ? 'I would like us to agree one thing we do differently from now on. How do you see it?'
          : 'Can we agree what changes from now on?',
      );
      break;
    }
    case 'chase': {
      const owed = owedAmount(message);
      lines.push(
        `${hi}I am following up${thing ? ` on ${thing}` : owed ? ` on the ${owed} that is still outstanding` : ''}.`,
      );
      lines.push(...statements);
      lines.push(
        warm
          ? 'I know things get busy. Could you tell me where it stands, or call me if that is easier?'
          : 'Can you tell me where it stands, and when I can expect it?',
      );
      break;
    }
    case 'news': {
      // "How do I tell him it's extra?": what they are to hear, said plainly, is the reply.
      // News goes to a group as often as to one person: no greeting by a name.
      lines.push(
        told
          ? `${hi}I want to be upfront with you${thing ? ` about ${thing}` : ''}: ${told}${facts.because && !told.includes(facts.because) ? `, ${facts.because}` : ''}.`
          : want
            ? `${hi}I want to be upfront with you${thing ? ` about ${thing}` : ''}: I want to ${want}.`
            : `I want you to hear this from me first${thing ? `, about ${thing}` : ''}.`,
      );
      if (want && told) lines.push(`I want to ${want}.`);
      lines.push(...statements);
      lines.push(
        warm
          ? 'I know it may not be what you hoped for, and I would rather tell you straight. Ask me anything about it, now or after.'
          : 'Ask me anything about it, now or after.',
      );
      break;
    }
    case 'respond': {
      // The user's own answer to what they asked ("I can do it but only 8 to 10"): the reply's point.
      const position = positionOf(message);
      if (position) {
        lines.push(`${hi}thank you for your message. ${position}`);
        lines.push(...statements.filter((statement) => !position.includes(statement)));
        // An answer given needs no meeting to talk it over: only a check that it works for them.
        lines.push(
          reader === 'C'
            ? 'I can confirm it in writing if that helps.'
            : 'Let me know if that works for you.',
        );
        break;
      }
      lines.push(
        // Thanks for a message only when they sent one: "what should I say to her?" is often
        // about something that has not been said yet.
        THEY_SENT.test(message)
          ? `${hi}thank you for your message. ${quote ? `You said "${quote}", and I want to answer that properly.` : UPSET.test(message) ? 'I understand why this is worrying, and I want to set out where things stand.' : 'I would like to answer it properly.'}`
          : quote && saidBy(message, quote, facts)
            ? `${hi}you said "${quote}", and I want to answer that properly.`
            : (openingFromQuestion(message, hi, want, told) ??
              `${hi}I would like to talk with you about ${thing ?? 'this'}, so we are on the same page.`),
      );
      lines.push(...statements);
      lines.push(
        // Someone upset, answered in writing: reassurance in writing, not a meeting to book.
        IN_WRITING.test(message) && UPSET.test(message)
          ? 'I will keep you updated at each step, and you can call me any time if something is unclear.'
          : warm && reader === null
            ? `I want to find a way forward that works for both of us. ${closing(message, 'Could we speak when it suits you?')}`
            : closing(message, RESPOND_CLOSE[reader ?? 'I']),
      );
      break;
    }
    case 'admit': {
      const mistake = ownMistakeOf(message);
      // They know already ("he went quiet and just said 'ok'"): the apology, not the news.
      if (theyKnow(message)) {
        lines.push(
          `${hi}I'm sorry${mistake ? `: I ${mistake}` : thing ? ` about ${thing}` : ''}. That was my fault, and I'm not going to make excuses for it.`,
        );
        lines.push(
          warm
            ? "I'd like to make it right. What would help most? I'm happy to sort it today."
            : "I'd like to make it right. What would help most?",
        );
        break;
      }
      // The user's own sentence of the mistake, when there is one, says it with its facts.
      const toldInFull = mistake !== null && statements.some((line) => line.includes(mistake));
      lines.push(
        mistake && !toldInFull
          ? `${hi}I need to tell you about a mistake I made before you hear it from anyone else: I ${mistake}.`
          : `${hi}I need to tell you about a mistake I made${thing ? ` with ${thing}` : ''} before you hear it from anyone else.`,
      );
      lines.push(...statements);
      lines.push(
        warm
          ? 'I have already started putting it right, and I will tell you what else I am doing so it does not happen again. Is there anything you want done first?'
          : 'I have started putting it right. Anything you want done first?',
      );
      break;
    }
    case 'handover': {
      // The list the user gave is what they need; "I would like you to take over this" is not.
      const listed = listedFor(message);
      lines.push(
        listed
          ? `${hi}here is what you need to know: ${listed}.`
          : `${hi}I would like you to take over${thing ? ` ${thing}` : ' this'}, because I think you will do it well.`,
      );
      if (facts.date && !lines.join(' ').includes(facts.date))
        lines.push(`The date that matters is ${facts.date}.`);
      lines.push(
        warm
          ? 'I will walk you through it once and stay available for questions. When suits you to go through it?'
          : 'When can we go through it together?',
      );
      break;
    }
    case 'decide':
      lines.push(
        `${hi}thank you for coming back to me${quote ? ` with "${quote}"` : ''}. Before I confirm, I want to be sure it works on both sides.`,
      );
      lines.push(
        warm
          ? 'Can we put the date and what we each do in writing, and agree when we check in?'
          : 'Can you confirm it in writing, with the date?',
      );
      break;
    case 'general': {
      const listed = want ? null : listedFor(message);
      lines.push(
        want
          ? `${hi}I would like to ${want}.`
          : listed
            ? `${hi}here is what you need to know: ${listed}.`
            : (openingFromQuestion(message, hi, null, told) ??
              `${hi}I would like to talk about${thing ? ` ${thing}` : ' something that matters to me'}.`),
      );
      lines.push(...statements);
      // Thanks need no meeting: a line on what it made possible closes them.
      const thanked = !want && !listed && thanksOf(message) !== null && lines.length === 1;
      lines.push(
        confirmed
          ? 'Does that all work for you?'
          : listed
            ? 'Ask me if anything is unclear.'
            : thanked
              ? 'It made a real difference.'
              : // What they want said, a meeting is not the next step: their view of it is.
                want
                ? 'What do you think?'
                : askedFor(message) !== null
                  ? 'Would that be all right?'
                  : closing(message, 'Could we find ten minutes to talk it through?'),
      );
      break;
    }
  }
  // A task-first writer's line for the other person's side, just before the closing question.
  if (acknowledge && lines.length > 1) lines.splice(lines.length - 1, 0, THEIR_SIDE[act]);
  return lines.join(' ').replace(/^(\w)/, (c) => c.toUpperCase());
}

/**
 * The line a quick or detail-first writer (DiSC D or C) tends to leave out: one that shows they
 * see the other person's side. Their advice says so; their reply carries it.
 */
const THEIR_SIDE: Record<Act, string> = {
  request: 'I know this asks something of you, and I am open to how we make it work.',
  decline: 'I want to keep working well with you, and this is not about you.',
  pushback: 'I can see why it was set this way.',
  raise: 'I may be missing part of the picture, so I want to hear how you see it.',
  chase: 'I know things get busy.',
  news: 'I know this is not easy to hear.',
  respond: 'I see where you are coming from.',
  admit: 'I know this makes things harder for you.',
  handover: 'I will be around if you need me.',
  decide: 'Thank you for coming back to me on this.',
  general: 'I would like to hear how you see it.',
};

export interface AsAskedInput {
  message: string;
  /** The question as asked, in the coach's voice, when the user said it ("You want to…"). */
  ask: string | null;
  facts: Facts;
  /** The user's messages before this one, for a follow-up. */
  earlier: readonly string[];
  user: UserStyle;
  counterpart: CounterpartRead;
  /** The style line: the other person (or too little to tell), then the user. */
  styleLine: string;
  /** The user asked for a shorter reply. */
  shorter?: boolean;
}

/** The user's options, laid out: "We have two options: …", "Either we … or …". */
const OPTIONS = /^(?:we have|there are|i have|we've got|i've got) (?:two|three|2|3) options\b/i;

/** A problem told as a pattern: "3 times this month", "keeps", "every time", "again". */
const KEEPS_HAPPENING =
  /\b(?:(?:\d+|two|three|four|five|six|several) times|keeps?|kept|again|every (?:time|week|day|shift|morning|night)|each time)\b/i;

/** Words before a quote that make it a habit or a past reaction, not a message to answer now. */
const HABIT_BEFORE_QUOTE =
  /\b(?:last time|every time|whenever|always|usually|often|keeps? saying|once said|the time)\b[^"“'‘]{0,60}["“'‘]?$/i;

function saidByHabit(message: string, quote: string): boolean {
  const at = message.indexOf(quote);
  return at > 0 && HABIT_BEFORE_QUOTE.test(message.slice(Math.max(0, at - 80), at));
}

/** The answer to a clear question, as asked (see the module's comment). */
export function answerAsAsked(input: AsAskedInput): CoachReply {
  const { message, ask, facts, earlier, user, counterpart } = input;
  // A follow-up that asks nothing in particular ("what do I say to that?") keeps the earlier act.
  const asks = actOfQuestion(message);
  const last = earlier[earlier.length - 1];
  const kept = asks === 'general' && last ? actOfQuestion(last) : asks;
  // Nothing in particular asked, and the other person's words quoted: the answer is to them;
  // unless the quote is what they say by habit or said last time ("last time someone mentioned
  // it he said 'you try doing nights'"): then a problem that keeps happening is raised.
  const habitual = facts.quote !== undefined && saidByHabit(message, facts.quote);
  // "What do I say to him?" is a plain ask: with only a habitual quote there is nothing to answer.
  const plain = kept === 'respond' && habitual ? 'general' : kept;
  const asked0: Act =
    plain === 'general' && facts.quote && !habitual
      ? 'respond'
      : plain === 'general' && habitual && KEEPS_HAPPENING.test(message)
        ? 'raise'
        : plain;
  // Asked to take something on while already on something else: a trade to put to them,
  // whatever verb the question used ("how do I reply so she picks which one slips?").
  // The user's counter-offer ("I'd accept 1,375 if I sign for 2 years") is a position to put.
  const act =
    (competingWorkOf(message) || counterOf(message)) &&
    !['admit', 'handover', 'chase', 'decide'].includes(asked0)
      ? 'pushback'
      : asked0;
  const who = facts.who ?? 'the other person';
  const own = everyFact(message);
  const before = earlier.flatMap(everyFact).filter((fact) => !own.includes(fact));
  const facts5 = [...own, ...before].slice(0, 5);
  const factList = facts5.join(', ');
  const insights: string[] = [];
  const asked = ask ?? `You want to ${ACT_WORDS[act](facts.who ?? 'the other person')}.`;
  insights.push(
    earlier.length > 0 && before.length > 0
      ? `${asked} I have kept in mind what you told me before: ${before.slice(0, 3).join(', ')}.`
      : asked,
  );
  const quote = facts.quote && facts.quote.split(/\s+/).length <= 12 ? facts.quote : null;
  // Terms to put in writing: the moves of a recap, whatever act the question's words suggest.
  const confirming = (act === 'general' || act === 'respond') && confirmsTerms(message);
  if (confirming) insights[0] = `You want to confirm in writing what you agreed with ${who}.`;
  insights.push(...(confirming ? confirmMoves(quote) : MOVES[act](factList, who, quote)));
  const [first] = user.styles;
  if (first) insights.push(fitLine(user, ACT_FIT[act], message));
  if (counterpart.style !== null) {
    insights.push(
      `${capitalise(who)} comes across as ${DISC_WORDS[counterpart.style].adjective}: give them ${DISC_WORDS[counterpart.style].needs}${counterpart.blend ? `; on the ${counterpart.blend} side, also ${DISC_WORDS[counterpart.blend].needs}` : ''}.`,
    );
  }
  const brief =
    input.shorter === true ||
    (counterpart.style !== null
      ? counterpart.style === 'D' || counterpart.style === 'I'
      : first === 'I');
  if (counterpart.style === null && !confirming) {
    insights.push(
      input.shorter
        ? 'Shorter, as you asked: the point first, then one question.'
        : brief
          ? pick(
              [
                'The reply below is kept short, to work against that habit.',
                'So the draft below stays short: the point first, then one question.',
                'The draft below is deliberately brief for that reason.',
              ],
              message,
            )
          : 'The reply below is the fuller one: a warm opening, the point, and a question.',
    );
  }
  return {
    inferred_style: input.styleLine,
    insights,
    suggested_reply: replyOf(
      act,
      message,
      facts,
      wantOf(message),
      ownStatements(message, facts),
      brief,
      counterpart.style,
      // With the reader's style known, the reply's length follows them; the writer's own habit
      // still shows, in the line a task-first writer would leave out.
      counterpart.style !== null && (first === 'D' || first === 'C'),
    ),
  };
}

/** The moves of a written recap of terms agreed, with the line of theirs that differs, if any. */
function confirmMoves(quote: string | null): string[] {
  return [
    'Send the terms as a short list of what was agreed (numbers, dates, who pays what and when) and ask them to confirm it: a written recap is ordinary good practice, and it reads as organised, not as distrust.',
    quote
      ? `Name the difference once and neutrally (your message said "${quote}"), as something to line up rather than a mistake of theirs, and let their answer settle it.`
      : 'Thank them first and keep it to the facts; if anything in their answer differs, settle it in writing too.',
  ];
}
