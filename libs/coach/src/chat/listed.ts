/**
 * What the user lists for someone after a colon ("need to send him the instructions: half a pouch
 * morning and evening, the biscuits are in the cupboard above the sink, and the vet is…"): the
 * content of the message itself, which a reply that only offers to "go through it" leaves out.
 */
import { pronounsToYou } from './to-them.js';

/** Words before the colon that say a list for the other person follows. */
const INTRODUCES =
  /\b(?:instructions|details|key (?:stuff|things|points|info)|the plan|info|information|handover|hand over|taking over|takes over|the following|what (?:she|he|they) needs? to know|things to know|need to (?:send|email|tell|write|give|let)|(?:welcome|handover) (?:message|email|note)|checklist|to-?dos?)\b[^:\n]{0,60}$/i;

/** Words before the colon that say the list confirms what was agreed ("I want to confirm: …"). */
const CONFIRMS = /\b(?:confirm|recap|summari[sz]e|double-check|spell out)\b[^:\n]{0,60}$/i;

/** The list, as it can be sent: "her signature" to the one taking over is "your signature". */
export function listedFor(message: string): string | null {
  return listAfter(message, INTRODUCES);
}

/** What the user confirms, as it can be sent: "he pays before taking the bike" is "you pay…". */
export function confirmedFor(message: string): string | null {
  return listAfter(message, CONFIRMS);
}

/** What was agreed, to confirm: the terms as the user recorded them, and when it was agreed. */
export interface Agreed {
  terms: string;
  /** "when we met", "on the phone yesterday", as written; null when not said. */
  when: string | null;
}

const CONFIRM_WANTED = /\bconfirm\w*\b|\bin writing\b/i;
const AGREED =
  /\b((?:when|after) we (?:met|spoke|talked|had the call)(?:\d[.,]\d|[^.!?\n,]){0,30}?,? |on the (?:phone|call)(?: \w+)?,? )?we agreed(?: on| that)? ((?:\d[.,]\d|[^.!?\n]){12,300})/i;

/**
 * "I need to confirm … When we met we agreed 350 guests, ₦4,200,000 total…, and the balance…":
 * the terms, sent back as they were agreed. Nothing unless the user wants to confirm them and the
 * terms name several things.
 */
export function agreedToConfirm(message: string): Agreed | null {
  if (!CONFIRM_WANTED.test(message)) return null;
  const match = AGREED.exec(message);
  const terms = match?.[2]?.trim().replace(/[,;]$/, '');
  if (!terms || !/,|\band\b/.test(terms) || /\b(?:he|she|him|her|they|them)\b/i.test(terms))
    return null;
  // "we agreed by email on 3 July: 82 guests…": how it was agreed goes with when, not the terms.
  const how = /^((?:by|on|over|in|at|when|during)\b[^:]{0,40}):\s*/i.exec(terms);
  const when = (match?.[1]?.trim().replace(/,$/, '') ?? how?.[1]) || null;
  return {
    terms: how ? terms.slice(how[0].length) : terms,
    when: when ? when.charAt(0).toLowerCase() + when.slice(1) : null,
  };
}

/** The message puts terms in writing to confirm them, as a list or as what was agreed. */
export function confirmsTerms(message: string): boolean {
  return confirmedFor(message) !== null || agreedToConfirm(message) !== null;
}

/** Verbs whose "you" form is not the "he" form without its s. */
const THIRD_PERSON: Readonly<Record<string, string>> = {
  does: 'do',
  goes: 'go',
  has: 'have',
  is: 'are',
  was: 'were',
};

function listAfter(message: string, introduces: RegExp): string | null {
  for (const match of message.matchAll(
    /((?:\d\.\d|[^.!?\n:]){3,160}):\s+([^\n]{12,400}?)(?=[.!?](?:\s|$)|\n|$)/g,
  )) {
    const before = match[1] ?? '';
    const list = (match[2] ?? '').trim();
    if (!introduces.test(before)) continue;
    // A list is several items: commas or "and" between them.
    if (!/,|\band\b/.test(list) || list.split(/\s+/).length < 6) continue;
    // Said to the one it is for: "(she has access)" is "(you have access)"; an aside to the coach
    // in brackets ("(I told him that already once)") is left out.
    return pronounsToYou(list.replace(/ \((?=[^()]*\b(?:I|already)\b)[^()]*\)/g, ''))
      .replace(
        /\b(?:she|he) (does|goes|has|is|was)\b/g,
        (_, verb: string) => `you ${THIRD_PERSON[verb] ?? verb}`,
      )
      .replace(/\b(?:she|he) (\p{Ll}+[^s\W])s\b/gu, (_, verb: string) => `you ${verb}`)
      .replace(/\b(?:she|he)['’]s\b/gi, "you're")
      .replace(/\b(?:she|he) (?:is)\b/gi, 'you are')
      .replace(/\b(?:she|he) (?:has)\b/gi, 'you have')
      .replace(/\b(?:she|he)\b/gi, 'you')
      .replace(/[,;]$/, '');
  }
  return null;
}
