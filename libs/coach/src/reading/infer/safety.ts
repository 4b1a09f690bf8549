import type { SafetyFlagKind } from '../../data/types.js';
import { findPhrases, tokenize } from '../measure/tokens.js';
import { WRONGDOING } from '../../data/safety/wrongdoing.js';
import {
  CREDENTIALS_TOGETHER,
  SCAM_TOGETHER,
  WRONGDOING_TOGETHER,
} from '../../data/safety/fraud-signs.js';
import { SAFETY_INDEX } from './cues.js';

export interface SafetyFlag {
  kind: SafetyFlagKind;
  /** The sentence that raised it, as written. */
  quote: string;
}

/** Money words that make "wire" or "pay into" a request to move money, not a metaphor. */
const MONEY =
  /[$€£]|\b(?:usd|eur|gbp|dollars|euros|pounds|invoice|payment|funds|account|iban|money)\b/i;

/**
 * A change or a gift already checked the safe way: new bank details confirmed by calling back a
 * known number, gift cards bought through the usual HR or finance process. Flagging those warns
 * a person for doing exactly what the warning asks (the third fresh safety batch's controls).
 */
const VERIFIED_CHANGE =
  /\b(?:verif\w*|confirm\w*|check(?:ed|ing)|validat\w*)\b[^.\n]{0,80}\b(?:call(?:ing|ed)?[- ]?back|call(?:ed|ing) (?:them|it|the supplier|the vendor) back|known (?:number|contact)|number (?:on file|in (?:our|the) (?:\d{4} )?(?:contract|records|system))|usual (?:process|procedure|verification|checks?))/i;
const USUAL_GIFT =
  /\b(?:through|via) (?:our |the )?usual (?:hr|payroll|finance|people team)(?: team)?(?: process)?\b|\b(?:ordered|bought|handled) by (?:hr|finance)(?: as usual)?\b|\b(?:hr|finance|payroll|the people team)\b[^.\n]{0,40}\b(?:bought|ordered|buys|orders)\b[^.\n]{0,60}\bas usual\b|\bas usual,? (?:we'?ve|we have|hr has|hr) (?:bought|ordered)\b/i;

/**
 * A payment made to the account already on file ("we've paid invoice 2023-114 to your usual
 * account"), or a bank notice checked on the bank's own site: a receipt or a notice, not a change
 * (the eighth fresh safety batch's controls). Any word of a new or changed account cancels it.
 */
const USUAL_ACCOUNT =
  /\b(?:to|into) (?:your|our|the) (?:usual|regular|existing|registered|normal) (?:account|bank account|details)\b|\b(?:checked|confirmed|verified) (?:it |this |that )?(?:on|with|through|via) (?:their|the bank's|the bank’s|our bank's|our bank’s|the) (?:official|own) (?:site|website|app|number|helpline)\b/i;
const CHANGED_ACCOUNT =
  /\b(?:new|changed|updated|different|alternative|another) (?:bank )?(?:account|details|iban|sort code)\b/i;

/**
 * A bank's own reminder that it never asks for a password, and training against bribery: the
 * words of a scam or a bribe, said to prevent one.
 */
const NEVER_ASKS =
  /\b(?:(?:will|would|do|does) )?(?:never|not|n't|n’t) (?:ever )?(?:ask|asks|request|requests) (?:you )?for\b|\bnever (?:share|give out|disclose)\b/i;
const ANTI_TRAINING = /\banti[- ](?:bribery|corruption|fraud|money[- ]laundering)\b/gi;

/**
 * True when the text says a bank change or a gift-card purchase went through the safe route, or is
 * a payment to the usual account or a bank's reminder that it never asks for a password.
 */
export function checkedTheSafeWay(text: string): boolean {
  return (
    VERIFIED_CHANGE.test(text) ||
    USUAL_GIFT.test(text) ||
    (USUAL_ACCOUNT.test(text) && !CHANGED_ACCOUNT.test(text)) ||
    NEVER_ASKS.test(text)
  );
}

/**
 * Safety flags in one sentence. Urgency counts only beside another flag in the same text (the
 * caller decides); money words are needed for "wire" and "transfer" to count.
 */
export function sentenceFlags(written: string, turnText: string): SafetyFlagKind[] {
  const kinds = new Set<SafetyFlagKind>();
  // "Anti-bribery training" names the thing it prevents.
  const sentence = written.replace(ANTI_TRAINING, 'compliance');
  for (const hit of findPhrases(SAFETY_INDEX, tokenize(sentence))) {
    if (hit.kind === 'credentials' && NEVER_ASKS.test(sentence)) continue;
    if (hit.kind === 'money_transfer' && !MONEY.test(turnText)) continue;
    if (hit.kind === 'bank_change' && VERIFIED_CHANGE.test(turnText)) continue;
    if (hit.kind === 'gift_cards' && USUAL_GIFT.test(turnText)) continue;
    kinds.add(hit.kind);
  }
  if (WRONGDOING.some((pattern) => pattern.test(sentence))) kinds.add('wrongdoing');
  return [...kinds];
}

/**
 * Flags raised by signs spread over a whole text, where no one sentence names the thing: a
 * request to put something on record beside a word that says it is untrue, a gift beside a
 * decision, a relative on a new number beside a request for money (data/safety/fraud-signs.ts).
 */
export function textFlags(text: string): SafetyFlagKind[] {
  const all = (group: readonly RegExp[]) => group.every((pattern) => pattern.test(text));
  const kinds: SafetyFlagKind[] = [];
  if (WRONGDOING_TOGETHER.some(all)) kinds.push('wrongdoing');
  if (SCAM_TOGETHER.some(all)) kinds.push('money_transfer');
  if (CREDENTIALS_TOGETHER.some(all)) kinds.push('credentials');
  return kinds;
}

/** Every flag raised in the text, in a fixed order, urgency only beside a request that needs it. */
export function collectFlags(found: readonly SafetyFlag[]): SafetyFlag[] {
  const kinds = new Set(found.map((flag) => flag.kind));
  const risky = ['money_transfer', 'bank_change', 'gift_cards', 'credentials'].some((kind) =>
    kinds.has(kind as SafetyFlagKind),
  );
  const order: SafetyFlagKind[] = [
    'bank_change',
    'money_transfer',
    'gift_cards',
    'credentials',
    'wrongdoing',
    'injection',
    'urgency',
  ];
  const firsts: SafetyFlag[] = [];
  for (const kind of order) {
    if (kind === 'urgency' && !risky) continue;
    const flag = found.find((f) => f.kind === kind);
    if (flag) firsts.push(flag);
  }
  return firsts;
}
