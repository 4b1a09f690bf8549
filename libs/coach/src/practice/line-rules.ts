import { PLACEHOLDER_PHRASES } from '@styleprint/coach-content';

/**
 * The rules every persona line must pass before the user sees it, whichever engine wrote it
 * (docs/decisions/0105-practice-persona-engine.md; links and tidying:
 * docs/decisions/0109-llm-plays-the-practice-persona.md).
 */

/** Longest persona line shown (characters); a role-play line is a few sentences. */
const MAX_PERSONA_CHARS = 600;

/** Template blanks: "[date]", "{name}", "TBD", "XX", "___". */
const BLANK = /\[[^\]\n]{0,60}\]|\{[^}\n]{0,40}\}|\bTBD\b|\bXX+\b|_{3,}/;

/** A web or mail link, as the coach's reply rules find them. */
const LINK = /\bhttps?:\/\/[^\s<>"')\]]+|\bwww\.[^\s<>"')\]]+/gi;

/**
 * Why a persona line cannot be shown, or null: empty, a blank or placeholder, too long, not a
 * complete sentence, or the same as an earlier reply.
 */
export function personaLineProblem(text: string, earlier: readonly string[]): string | null {
  const line = text.trim();
  if (line === '') return 'the persona line is empty';
  if (line.length > MAX_PERSONA_CHARS) return 'the persona line is too long';
  const lower = line.toLowerCase();
  if (BLANK.test(line) || PLACEHOLDER_PHRASES.some((p) => lower.includes(p.toLowerCase()))) {
    return 'the persona line has a blank or placeholder';
  }
  if (!/[.!?…]["”’)]?$/.test(line)) return 'the persona line does not end as a sentence';
  if (earlier.some((e) => e.trim() === line)) return 'the persona line repeats an earlier one';
  return null;
}

/**
 * Links in a model's line that the user never wrote (in their lines, goal or the person's
 * quotes). A colleague in a rehearsal has no reason to send one; a model that does was steered
 * by the data or made it up, so the line is not shown.
 */
export function unknownLinks(line: string, input: string): string[] {
  const known = new Set((input.match(LINK) ?? []).map((link) => link.toLowerCase()));
  return (line.match(LINK) ?? []).filter((link) => !known.has(link.toLowerCase()));
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a chat model often wraps around a line that is otherwise fine: the speaker's name as a
 * script prefix ("Dana: …") and quotation marks around the whole line. Removing them is safe;
 * anything else is judged as written.
 */
export function tidyModelLine(text: string, name: string): string {
  let line = text.trim();
  const prefix = new RegExp(`^(?:${escapeRegExp(name)}|persona|colleague)\\s*:\\s*`, 'i');
  line = line.replace(prefix, '');
  const wrapped = /^["“](.*)["”]$/s.exec(line);
  if (wrapped?.[1] !== undefined && !/["“”]/.test(wrapped[1])) line = wrapped[1].trim();
  return line;
}
