import type { CoachReply, DiscStyle } from '@styleprint/contracts';
import { capitalise, DISC_WORDS } from '../writing/words.js';
import type { UserStyle } from './compose.js';
import { fitLine } from './compose.js';
import type { CounterpartRead } from './counterpart.js';
import { firstDate, type Facts } from './facts.js';

/**
 * Someone coming back after a long absence (parental leave, illness, treatment, a sabbatical), and
 * the user wants to welcome them: the stock situations read it as onboarding a new hire or
 * welcoming a new manager. A good welcome is about being glad they are back, not about why they
 * were away; it lets them decide what they share and at what pace they take the work back, and
 * names what changed in one line so nothing surprises them. Built only from the message.
 */
export interface WelcomeBack {
  /** "on Monday", as written, when the message says when. */
  when: string | null;
  /** "11 months' maternity leave", "5 months off for breast cancer treatment". */
  away: string | null;
  /** They were ill or treated: their health is theirs to raise. */
  health: boolean;
  /** What changed while they were away, as the user listed it. */
  changes: string | null;
  /** The agreed phased return ("3 long days a week to start"). */
  phased: string | null;
  /** The user covered their work and hands it back. */
  handBack: boolean;
  /** The welcome is said in front of others (a team meeting). */
  inPublic: boolean;
  /** The user also plans their first day. */
  firstDay: boolean;
}

const COMING_BACK =
  /\b(?:coming back|comes back|returning|returns|back at work|back to work|back in the office|due back)\b/i;
/** "after 5 months off for treatment", "back from maternity leave": a stretch away. */
export const AFTER_ABSENCE =
  /\b(?:after|from)\b(?:\d\.\d|[^.?!]){0,50}\b(?:leave|off|treatment|illness|sick|surgery|sabbatical|maternity|paternity|parental|chemo|chemotherapy|radiotherapy|recovery|absence|break)\b/i;
const WANTS_TO_WELCOME =
  /\b(?:welcome|welcoming|say|send|write|message|plan|first day|hand (?:the \w+ )?back|handover|make it (?:easy|less awkward)|awkward)\b/i;
/** The time away was for their health: theirs to raise. */
export const HEALTH =
  /\b(?:cancer|treatment|chemo|chemotherapy|radiotherapy|illness|ill|sick|surgery|operation|burnout|breakdown|mental health|recovery|hospital)\b/i;

/** The user is the one coming back: their note to the team is not a welcome. */
const I_AM_BACK =
  /\b(?:i'?m|i am|i'll be|i will be|i'm going|i am going)\s+(?:going |coming )?back\b|\bbefore i (?:come|go|get) back\b|\bmy (?:return|first day back)\b/i;

export function welcomeBackOf(message: string): WelcomeBack | null {
  if (!COMING_BACK.test(message) || !AFTER_ABSENCE.test(message)) return null;
  if (I_AM_BACK.test(message)) return null;
  if (!WANTS_TO_WELCOME.test(message)) return null;
  const away =
    /\bafter ((?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:months?|weeks?|years?)(?:['’])?(?: (?:off|of|on))?(?:\d[.,]\d|[^.,;!?]){0,50})/i.exec(
      message,
    )?.[1] ?? null;
  const changes =
    /\b(?:a lot|lots|loads|things|much|a few things|quite a bit) (?:has|have) changed\b(?:\d\.\d|[^-:–—.]){0,20}[-:–—]\s*((?:[^.!?]|\.(?=\d)){5,160})/i.exec(
      message,
    )?.[1] ?? null;
  const back = COMING_BACK.exec(message);
  const after = back ? message.slice(back.index, back.index + 40) : '';
  return {
    when: firstDate(after),
    away: away ? away.trim() : null,
    health: HEALTH.test(message),
    changes: changes ? changes.trim() : null,
    phased: /\bphased return,?\s*((?:\d\.\d|[^.!?]){3,60})/i.exec(message)?.[1]?.trim() ?? null,
    handBack:
      /\b(?:covering|covered|cover(?:ed)? for|hand (?:the \w+ |them |it )?back|handover|hand over)\b/i.test(
        message,
      ),
    inPublic:
      /\b(?:team meeting|in the meeting|in front of|all-hands|huddle|stand-?up|briefing)\b/i.test(
        message,
      ),
    firstDay:
      /\b(?:plan|planning|organi[sz]e)\b(?:\d\.\d|[^.?!]){0,30}\bfirst (?:day|week)\b/i.test(
        message,
      ),
  };
}

/** What each style of user tends to get wrong in a welcome back, and what to do. */
const USER_FIT: Record<DiscStyle, string> = {
  D: 'You tend to go straight to the work: one warm line first; the handover can wait a day.',
  I: 'You tend to make a fuss (a card, a speech, a round of questions): keep it low-key unless they say they would like more.',
  S: 'You may worry so much about saying the wrong thing that you say very little: a short, warm line is exactly right.',
  C: 'You may send the full handover on day one: offer it, and let them choose the pace.',
};

export interface WelcomeBackInput {
  back: WelcomeBack;
  facts: Facts;
  user: UserStyle;
  counterpart: CounterpartRead;
  styleLine: string;
}

export function composeWelcomeBack({
  back,
  facts,
  user,
  counterpart,
  styleLine,
}: WelcomeBackInput): CoachReply {
  const whenWords = back.when
    ? ` ${/^(?:the|tomorrow|next)\b/i.test(back.when) ? '' : 'on '}${back.when}`
    : '';
  const insights = [
    `${facts.name ?? 'Your colleague'} is back${whenWords}${back.away ? ` after ${back.away}` : ''}, and you want the welcome to feel normal and warm, not awkward.`,
    back.health
      ? 'Make the welcome about being glad to have them back, not about why they were away: no questions about their health unless they raise it; they decide what they share, and when.'
      : 'Make the welcome about being glad to have them back, not about the time away: let them bring up the leave, the baby or the break if they want to.',
  ];
  if (back.inPublic) {
    insights.push(
      `Ask ${facts.name ?? 'them'} beforehand what, if anything, they would like said in front of the team, and keep the public welcome to one line.`,
    );
  }
  if (back.changes) {
    insights.push(
      `Name what changed in one line (${back.changes}) so nothing surprises them, and keep the detail for the first day, with time set aside for it.`,
    );
  }
  if (back.phased) {
    insights.push(
      `Confirm the phased return as agreed (${back.phased}), so they know you know and nothing is expected beyond it.`,
    );
  }
  if (back.firstDay) {
    insights.push(
      'Plan the first day as protected time: a catch-up with you, time on what changed, meeting anyone new, and a lighter load if you can arrange it (agree that before you promise it).',
    );
  }
  if (back.handBack) {
    insights.push(
      'Offer the work back at their pace: your notes ready, all at once or a bit at a time, and nothing urgent unless it truly is.',
    );
  }
  insights.push(fitLine(user, USER_FIT));
  if (counterpart.style !== null) {
    insights.push(
      `${capitalise(facts.name ?? 'they')} ${facts.name ? 'comes' : 'come'} across as ${DISC_WORDS[counterpart.style].adjective}: give them ${DISC_WORDS[counterpart.style].needs}.`,
    );
  }

  const body = [
    `It will be really good to have you back${whenWords}.`,
    back.changes
      ? `A few things have changed while you've been away (${back.changes}); we'll go through them together on your first day, with time set aside for it.`
      : '',
    back.handBack
      ? "I've kept notes on everything I covered. Whenever suits you, I'm happy to go through them, all at once or a bit at a time; no rush."
      : '',
    back.inPublic
      ? 'Would you like me to say a quick welcome in the team meeting, or would you rather keep it low-key? Either is completely fine.'
      : 'If there is anything that would make the first week easier, just tell me.',
  ].filter(Boolean);
  return {
    inferred_style: styleLine,
    insights,
    suggested_reply: `${facts.name ? `Hi ${facts.name},` : 'Hi,'}\n${body.join(' ')}`,
  };
}
