import type { CoachReply } from '@styleprint/contracts';
import { PLACEHOLDER_PHRASES } from '@styleprint/coach-content';
import type { ConversationReading } from '../reading/index.js';
import { escapeRegExp } from '../writing/words.js';

/** The most insights kept from a model's reply, and the longest one (characters). */
const MAX_INSIGHTS = 6;
const MAX_INSIGHT_CHARS = 600;

const URL = /\bhttps?:\/\/[^\s<>"')\]]+|\bwww\.[^\s<>"')\]]+/gi;
/** Blanks a template leaves: "[your answer]", "{name}", "TBD", "XX", "___". */
const BLANK = /\[[^\]\n]{1,60}\]|\{[^}\n]{1,40}\}|\bTBD\b|\bXX+\b|_{3,}/;

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${space > max / 2 ? head.slice(0, space) : head}…`;
}

export interface RuleCheck {
  reply: CoachReply;
  /** Why the reply breaks a rule that cannot be repaired (a blank, the wrong addressee), if it does. */
  problem: string | null;
}

/**
 * Holds an LLM reply to the embedded engine's rules (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md, point 10): at most MAX_INSIGHTS
 * insights of at most MAX_INSIGHT_CHARS; links in the suggested reply that the input never
 * contained are removed (a model must not invent where to click); and no blank or placeholder,
 * no reply addressed to the user themself.
 */
export function applyReplyRules(
  reply: CoachReply,
  input: string,
  reading: ConversationReading | null,
): RuleCheck {
  const known = new Set((input.match(URL) ?? []).map((u) => u.toLowerCase()));
  let removed = 0;
  const suggested = reply.suggested_reply
    .replace(URL, (url) => {
      if (known.has(url.toLowerCase())) return url;
      removed += 1;
      return '';
    })
    .replace(/ {2,}/g, ' ')
    .trim();
  const insights = reply.insights.slice(0, MAX_INSIGHTS).map((i) => cut(i, MAX_INSIGHT_CHARS));
  if (removed > 0 && insights.length < MAX_INSIGHTS) {
    insights.push(
      `Safety: I removed ${removed === 1 ? 'a link' : `${removed} links`} from the suggested reply that did not come from your text.`,
    );
  }
  const checked: CoachReply = { ...reply, insights, suggested_reply: suggested };
  const lower = suggested.toLowerCase();
  if (BLANK.test(suggested) || PLACEHOLDER_PHRASES.some((p) => lower.includes(p.toLowerCase()))) {
    return { reply: checked, problem: 'the suggested reply has a blank or placeholder' };
  }
  const user = reading?.participants.user;
  if (user && user !== 'You' && user !== 'Me') {
    const first = user.split(' ')[0] ?? user;
    const opening = suggested.slice(0, first.length + 8);
    const greeted = new RegExp(`^(?:hi |hello |dear |hey )?${escapeRegExp(first)}\\b`, 'i');
    if (greeted.test(opening)) {
      return { reply: checked, problem: 'the suggested reply is addressed to the user' };
    }
  }
  return { reply: checked, problem: null };
}
