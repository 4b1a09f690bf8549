import {
  AFTER_REJECTION,
  ANNOUNCE_CHANGE,
  BOUNDARIES,
  RECORD_ON_OUR_SIDE,
} from '../data/chat-situations/boundaries.js';
import { CHAT_SITUATIONS, type ChatSituation } from '../data/chat-situations/index.js';

/** Words of bad news: with any of them, the team's news is bad news. */
const BAD_NEWS =
  /\b(?:bad|difficult|hard|tough|sad) news|\b(?:layoffs?|laid off|redundan\w*|cuts?|cutting|job losses|losing|lose|lost|closing|closure|shut(?:ting)? down|cancel\w*|freeze|frozen|restructur\w*|reorg\w*|downsiz\w*|leaving|resign\w*|no bonus|pay cut|merger|acquired|budget cut|fired|let go|on-call rota|kill(?:ing)?|scrap\w*|pull(?:ing)? the plug|wind(?:ing)? (?:it )?down|sunset\w*|not going ahead|stop(?:ping)? the (?:project|pilot|programme|program))\b/i;
/** Words of a new way of working. */
const NEW_WAY =
  /\b(?:introduc\w*|new (?:process|policy|format|structure|tool|system|template|rota|schedule|way|approach|checklist|reporting)|roll(?:ing)? out|rolling out|switch(?:ing)? to|moving (?:the|our) \w+ (?:from|to)|start(?:ing)? to use|trial(?:ling)?|pilot(?:ing)?|sbar|standardi[sz]e|anonymous reporting|policy)\b/i;

/**
 * The situation to answer: `bad-news-to-team` becomes `announce-change` when the message holds a
 * new way of working and no bad news (decision 0131), `angry-customer` becomes `record-on-our-side`
 * when the record is on the user's side (decision 0134); any other situation as it is.
 */
export function refinedSituation(situation: ChatSituation, message: string): ChatSituation {
  if (situation.id === 'angry-customer')
    return RECORD_ON_OUR_SIDE_WORDS.test(message) ? RECORD_ON_OUR_SIDE : situation;
  if (situation.id !== 'bad-news-to-team') return situation;
  return NEW_WAY.test(message) && !BAD_NEWS.test(message) ? ANNOUNCE_CHANGE : situation;
}

/**
 * The user's side is right by the record: "the signed quote … says exactly that amount", "we
 * delivered on the agreed date", "nothing went wrong on our side" (decision 0134).
 */
const RECORD_ON_OUR_SIDE_WORDS =
  /\b(?:says? exactly|exactly (?:that|the same|what (?:we|was) agreed)|(?:the )?(?:signed|agreed) (?:quote|contract|price|estimate|order|scope|terms)\b(?:\d\.\d|[^.?!]){0,60}\b(?:says?|shows?|states?|matches|is|was)\b|(?:as|what was|what we) agreed\b(?:\d\.\d|[^.?!]){0,20}\b(?:in writing|signed)|nothing went wrong on (?:our|my) side|(?:we|i) delivered (?:on|by) (?:the agreed|time|schedule)|on the agreed date|(?:they|he|she) signed off on)/i;

/** Told to a group: the team, the staff, everyone. */
const GROUP =
  /\b(?:team|staff|everyone|all staff|colleagues|department|ward|employees|crew|squad)\b/i;
const TELLING = /\b(?:introduc\w*|announc\w*|tell|email|e-mail|message|roll(?:ing)? out|word)\b/i;

/** A new way of working to tell a group about, with no bad news in it. */
function announcesChange(message: string): boolean {
  return (
    NEW_WAY.test(message) && !BAD_NEWS.test(message) && GROUP.test(message) && TELLING.test(message)
  );
}

/** Out of hours: "at 10-11pm", "at weekends", "on my day off", "while I'm on leave". */
const OUT_OF_HOURS =
  /\b(?:(?:at|after|around|past|gone) (?:(?:[7-9]|1[0-2])(?:[:.]\d{2})?\s?pm|\d{1,2}(?:[:.]\d{2})?\s?at night|(?:[7-9]|1[01])-(?:[89]|1[0-2])\s?pm|[4-6](?:[:.]\d{2})?\s?am|midnight|night)|late (?:at night|in the evening)|in the evenings?|(?:at|on|over) (?:the )?weekends?|on (?:my )?(?:days? off|holiday|vacation|annual leave|leave|pto)|(?:while|when) i'?m (?:off|on leave|on holiday)|outside (?:of )?(?:my )?(?:work(?:ing)? )?hours|after hours|out of hours|during (?:my )?lunch)\b/i;
const REACHING =
  /\b(?:messag\w*|texts?|texting|call(?:s|ing)?|rings?|pings?|emails?|whatsapp\w*|slack\w*|teams|dms?|books?|booking|schedul\w*)\b/i;
const LIMIT =
  /\b(?:boundar\w*|stop|limit|switch off|without (?:seeming|sounding|being|looking)|not (?:reply|answer|respond)|have to (?:reply|answer|respond)|expect\w* (?:me )?to (?:reply|answer|respond)|instant(?:ly)?|right away)\b/i;

/** Someone's messages or bookings outside the user's hours, and the user wants a limit. */
function asksForBoundary(message: string): boolean {
  return OUT_OF_HOURS.test(message) && REACHING.test(message) && LIMIT.test(message);
}

/** A no the user received: a job, a pitch, a bid, a proposal. */
const TURNED_DOWN =
  /\b(?:reject\w*|turned (?:me|us|it|my \w+|our \w+) down|unsuccessful|(?:didn'?t|did not) get (?:the|it|the job|the role|the contract|the grant)|went with (?:someone|another|a candidate|a different|an agency|a competitor|a cheaper|a bigger|somebody)|chose (?:another|someone else|a different)|lost (?:the|our) (?:pitch|bid|tender|deal|contract|account)|not (?:been )?(?:selected|shortlisted|successful)|(?:declined|passed on) (?:my|our) (?:proposal|application|bid|pitch|submission|idea))\b/i;
const ANSWERING =
  /\b(?:reply|respond|answer|write back|keep (?:the door open|in touch)|feedback|email|message|say)\b/i;
/** The user is the one saying no ("I have to reject a candidate"): not theirs to answer. */
const SAYING_NO = /\b(?:i|we) (?:have|need|want) to (?:reject|turn down|decline)\b/i;

/** The user was turned down and wants to answer it well. */
function answersRejection(message: string): boolean {
  return TURNED_DOWN.test(message) && ANSWERING.test(message) && !SAYING_NO.test(message);
}

/**
 * The user means to say no to something asked of them: "how do I tell my shift supervisor no to
 * Saturday overtime" (the chat batch ai: read as news to tell, and answered "I want to be upfront
 * with you: supervisor no to saturday overtime"). "Say no to…" the classifier already reads.
 */
const TELLING_NO = /\b(?:tell|telling) (?:[\w-]+ ){0,3}?no (?:to|about|on)\b/i;

/**
 * A situation found by rule rather than by the classifier, for a question that plainly asks for
 * it (decision 0131): a new way of working to introduce to a team, a limit on someone's
 * out-of-hours messages, an answer to a no the user received. Null otherwise.
 */
export function situationByRule(message: string): ChatSituation | null {
  if (announcesChange(message)) return ANNOUNCE_CHANGE;
  if (asksForBoundary(message)) return BOUNDARIES;
  if (answersRejection(message)) return AFTER_REJECTION;
  if (TELLING_NO.test(message))
    return CHAT_SITUATIONS.find((situation) => situation.id === 'saying-no') ?? null;
  return null;
}
