import type { CoachReply, DiscStyle } from '@styleprint/contracts';
import { greetingLine } from '../writing/addressee.js';
import { capitalise } from '../writing/words.js';
import { DID, OFFERED_THEM, ownStatements } from './as-asked.js';
import { fitLine, type UserStyle } from './compose.js';
import type { Facts } from './facts.js';

/**
 * A complaint the user received from someone they serve (a guest's review, a customer's email, a
 * library regular), quoted, with the question how to reply. The chat batches ai and aj answered
 * three such with "I would like to talk about something that matters to me. Could we find ten
 * minutes to talk it through?" or with a curt "I can't move Rhyme Time". A good reply thanks them,
 * says sorry for what went wrong for them, grants what they are right about, offers what the user
 * said they can offer, and says plainly what cannot change.
 */
export interface Complaint {
  /** The user says the tracking shows it delivered (on this day, when given). */
  deliveredOn: string | null | undefined;
  /** What went wrong for them, as the apology names it. */
  sorryFor: string;
  /** What the user says they are right about ("the buggies"). */
  rightAbout: string | null;
  /** What the user says they cannot do ("move Rhyme Time"). */
  cannot: string | null;
  /** What the user has already done about it, as a sentence to them. */
  done: string | null;
  /** What the user can offer, as sentences to them. */
  offers: string[];
}

/** Their words in double quotes, or in single quotes that open and close around a sentence. */
const QUOTED =
  /["“]([^"“”]{40,1200})["”]|(?<![\p{L}\d])['‘]((?:[^'‘’\n]|(?<=\p{L})['’](?=\p{L})){40,1200}?)['’](?![\p{L}\d])/u;
const COMPLAINT =
  /\b(?:ripped off|overcharged|rip-?off|charged (?:me|us) |never arrived|not arrived|hasn['’]?t arrived|didn['’]?t arrive|cold|waited|wait(?:ing)? (?:over|for)|late|rude|rolled (?:his|her) eyes|unacceptable|disappoint\w*|refund|1[- ]star|one star|won['’]?t be back|complain\w*|unusable|noise|noisy|shriek\w*|broken|damaged|wrong (?:order|item|size)|not (?:what|as) (?:i|we) (?:ordered|expected)|expected (?:a lot )?better|never came|let-?down|dented|chipped|cracked|scratched|ignored (?:me|my)|did not answer|didn['’]t answer|no (?:reply|answer|response)|wasn['’]?t ready|ruined|took (?:over |more than )?\d+ min\w*)\b/i;
const REPLY_ASK =
  /\b(?:reply|respond|answer|write back|email back|get back to|what (?:do|should) i (?:say|write|answer))\b/i;
/** The user serves them: a guest, a customer, a regular, a buyer, a patient, a parent. */
const THEY_ARE_SERVED =
  /\b(?:customer|guest|client|buyer|regular|patron|patient|diner|(?:google|online|tripadvisor|yelp|1[- ]star|one[- ]star|bad) review|review (?:on|to) (?:google|tripadvisor|yelp|trustpilot|facebook)|left (?:us )?an? (?:\w+ )?review|order #?\d+)\b/i;
/**
 * The user's own mistake ("my mistake", "we double-booked"): the apology answer, which owns it,
 * not a reply to a complaint (the chat batch ab's double-booked birthday).
 */
const OWN_FAULT =
  /\b(?:my (?:mistake|fault|bad)|our (?:mistake|fault)|(?:i|we) (?:messed|screwed) up|(?:i|we) (?:double[- ]booked|forgot|overcharged|sent the wrong))\b/i;

/** "he's not totally wrong about the buggies" → "the buggies". */
const RIGHT_ABOUT =
  /\b(?:he|she|they)(?:['’]s|['’]re| is| are) not (?:totally|entirely|completely|wholly|all|completely) wrong about (?:the )?((?:\p{L}|[ '’-]){3,40}?)(?=[.,;!?]|$)/iu;
const CANNOT =
  /\bI (?:can['’]?t|cannot|can not) (move|cancel|change|stop|drop|end|reschedule|refund) ((?:\p{L}|[ '’&-]){3,40}?)(?=[.,;!?]|$)/iu;
/** "We do have a quiet study room upstairs (free, bookable)". */
const WE_HAVE =
  /\b[Ww]e (?:do )?have (an? (?:\p{L}|\d|[ :'’-]){3,50}?)(?: \(((?:\p{L}|[ ,'’-]){3,40})\))?(?=[.,;!?]|$)/u;

/** "The tracking show delivered 3 March": the order is lost after delivery, not unsent. */
const DELIVERED =
  /\btracking (?:says|shows?|show|said)(?: (?:it was|it|that it was))? delivered(?: on)?(?: (\d{1,2}(?:st|nd|rd|th)? \p{L}{3,9}|\p{L}{3,9} \d{1,2}(?:st|nd|rd|th)?))?/iu;

/** What the user has done about it: "I have reordered it and it was delivered today." */
const HAVE_DONE =
  /(?<=^|[.!?]\s)I(?:['’]ve| have) (?:already |now |just )?\p{Ll}+ed\b[^.!?\n]{3,120}[.!]/u;

/** What the user can do for them, up to a "but" or the end of the clause. */
const CAN_OFFER =
  /\bI (?:can|could|will|['’]ll) (?:send|offer|refund|replace|give|redo|fix|repair|exchange|reship|waive|cancel|credit|reduce|discount)\b[^.!?,;\n]{2,80}/i;

/** What went wrong for them, by what the complaint tells. */
const SORRY_FOR: readonly [RegExp, string][] = [
  [
    /\b(?:ripped off|overcharged|rip-?off|quoted (?:\S+ ){0,8}?charged)\b/i,
    'that the bill came to more than you were expecting, without a word from us first',
  ],
  [/\b(?:charged|fee|fined)\b/i, 'that the charge came as such a shock'],
  [
    /\b(?:(?:still|yet) no refund|no refund yet|still (?:waiting|no sign)|where is my (?:refund|money))\b/i,
    'that you are still waiting for your refund',
  ],
  [
    /\b(?:mains?|starter|dessert|steak|table|dinner|lunch|meal|waiter|food|menu|birthday|anniversary)\b/i,
    "that your evening with us wasn't what it should have been",
  ],
  [
    /\b(?:never arrived|not arrived|hasn['’]?t arrived|didn['’]?t arrive|nothing in my (?:mailbox|letterbox))\b/i,
    "that your order hasn't reached you",
  ],
  [
    /\b(?:noise|noisy|loud|shriek\w*|quiet|unusable)\b/i,
    'that the noise has made it hard to use the space as you need to',
  ],
  [
    /\b(?:damaged|broken|dented|scratched|cracked|chipped|torn|wrong (?:order|item|size))\b/i,
    "that what arrived wasn't right",
  ],
  [
    /\b(?:(?:\d+|two|three|four|five|six) (?:weeks|days)|took (?:so )?long|still waiting|delay\w*|was told (?:it would be )?(?:ready )?(?:by )?\p{L}+day)\b/iu,
    'that this has taken so much longer than you were told',
  ],
];

export function complaintOf(message: string, facts: () => Facts): Complaint | null {
  const match = QUOTED.exec(message);
  const quoted = match?.[1] ?? match?.[2];
  if (!quoted || !COMPLAINT.test(quoted) || !REPLY_ASK.test(message)) return null;
  if (!THEY_ARE_SERVED.test(message) || OWN_FAULT.test(message)) return null;
  const sorryFor =
    SORRY_FOR.find(([pattern]) => pattern.test(quoted))?.[1] ??
    "that this wasn't the experience it should have been";
  const wehave = WE_HAVE.exec(message.replace(quoted, ''));
  const statements = ownStatements(message, facts());
  const offers = statements.filter((line) => /\b(?:can|could|will|'ll|’ll)\b/i.test(line));
  // What the user has done about it already ("I've processed it today, but banks take 3-5
  // working days"): the news they are writing for, before any offer.
  const explained = statements.find(
    (line) =>
      /^I(?:['’]ve| have) \p{Ll}+ed\b/u.test(line) ||
      (/\b(?:I|we)\b/i.test(line) &&
        DID.test(line) &&
        !/\b(?:guest|customer|client|patient|buyer|he|she|they|them|actual+y|technically|basically)\b/i.test(
          line,
        )),
  );
  // "I have reordered it and it was delivered today": what the user did, with or without a date.
  const haveDone = HAVE_DONE.exec(message.replace(quoted, ''))?.[0];
  const done = [explained, haveDone && !explained?.includes(haveDone) ? haveDone : undefined]
    .filter(Boolean)
    .join(' ');
  // "I can send replacement but shipping again cost me ~€18": the offer, without the cost.
  if (offers.length === 0) {
    const offer = CAN_OFFER.exec(message.replace(quoted, ''))?.[0];
    // "… if I think it's right": the user's own judgement, not part of the offer.
    const clause = offer?.split(/ but\b| if (?:i|we)\b/i)[0]?.trim();
    if (clause) offers.push(`I${clause.slice(1).replace(OFFERED_THEM, '$1 you')}.`);
  }
  if (wehave?.[1]) {
    const place = wehave[1].trim();
    const note = wehave[2] ? `, ${wehave[2].trim()}` : '';
    offers.push(`We have ${place}${note}, which you would be very welcome to use.`);
  }
  const cannot = CANNOT.exec(message);
  const delivered = DELIVERED.exec(message);
  return {
    deliveredOn: delivered ? (delivered[1]?.trim() ?? null) : undefined,
    sorryFor,
    rightAbout: RIGHT_ABOUT.exec(message)?.[1]?.trim() ?? null,
    cannot: cannot?.[1] && cannot[2] ? `${cannot[1].toLowerCase()} ${cannot[2].trim()}` : null,
    done: done || null,
    offers,
  };
}

const USER_FIT: Record<DiscStyle, string> = {
  D: 'You may answer the complaint point by point to show they are wrong; grant what is right first, then the offer, and leave the rest.',
  I: 'You may over-apologise and promise more than you can; one sorry, one offer you can keep.',
  S: 'You may give in on everything to end the discomfort; say kindly what cannot change, then what you can do.',
  C: 'You may answer with the full facts of what happened; a line of thanks, the apology and the offer matter more to them than the record.',
};

export function composeComplaintReply({
  complaint,
  facts,
  user,
  styleLine,
}: {
  complaint: Complaint;
  facts: Facts;
  user: UserStyle;
  styleLine: string;
}): CoachReply {
  const who = facts.name ?? null;
  const hello = greetingLine(who);
  const choice = complaint.offers.some((line) => / or /.test(line));
  const lines = [
    `Thank you for taking the time to write to us, and I'm sorry ${complaint.sorryFor}.`,
    complaint.rightAbout
      ? `You're right about the ${complaint.rightAbout}, and I will look at that.`
      : '',
    complaint.cannot
      ? `I'm not able to ${complaint.cannot}, but I'd like to make this work for you.`
      : '',
    complaint.done ?? '',
    ...complaint.offers,
    complaint.deliveredOn !== undefined
      ? `The tracking shows it as delivered${complaint.deliveredOn ? ` on ${complaint.deliveredOn}` : ''}, so it may be with a neighbour or in a shared post area: could you check there? If it hasn't turned up, I'll open a claim with the carrier straight away and keep you updated.`
      : '',
    complaint.deliveredOn !== undefined
      ? ''
      : choice
        ? 'Please let me know which you would prefer.'
        : complaint.offers.length > 0 || complaint.done
          ? 'I hope that helps, and please let me know if there is anything else.'
          : 'I would like to put this right: could you tell me what would help most?',
  ].filter(Boolean);
  const insights = [
    `${capitalise(who ?? 'They')} ${who ? 'has' : 'have'} complained, and the reply is read as much for its tone as for its content: thank them, say sorry once for what went wrong for them, and grant what they are right about before anything else.`,
    complaint.offers.length > 0
      ? 'Make the offer you told me you can make, in plain words, and let them choose; leave out your own costs and the reasons behind the bad day, which read as excuses.'
      : 'Offer one concrete thing you can do (a refund, a replacement, a fix, a conversation) and let them choose; leave out the reasons behind it, which read as excuses.',
    complaint.cannot
      ? `Say once and plainly that you cannot ${complaint.cannot}, and put what you can do right beside it, so the no does not end the conversation.`
      : '',
    fitLine(user, USER_FIT),
  ].filter(Boolean);
  return {
    inferred_style: styleLine,
    insights,
    suggested_reply: `${hello}\n${lines.join(' ')}`,
  };
}
