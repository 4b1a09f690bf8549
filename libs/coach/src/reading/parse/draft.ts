import { isSpeakerLabel } from './names.js';

/**
 * The user's own draft pasted under a conversation for the coach to improve: "my draft reply:",
 * "Here's my reply so far:", "Draft:", or a name over it marked unsent the way a comment thread is
 * copied ("Kwame Asante (draft, not posted)"). Everything after the marker line is the user's,
 * however it is written; the thread above it is read as usual.
 */

/** A marker line, tested only on lines of at most MARKER_MAX characters (linear). */
const MARKER =
  /^(?:here(?:'s| is) )?(?:(?:my|our) )?(?:unsent )?(?:draft|reply|response|answer)(?: (?:reply|response|answer|to (?:him|her|them|it|this)))?(?: so far)?(?: \([^()]{0,30}\))?\s*[:.-]?$/i;
const MARKER_MAX = 60;
/** A marker has to say it is the user's: a bare "Reply" is also a button copied with a thread. */
const OWN = /\b(?:my|our|draft)\b/i;
/** "Name (draft, not posted)", "Me (unsent)": a name, then a bracket that says it was not sent. */
const UNSENT = /^\((?:my )?(?:draft|unsent|not (?:yet )?(?:sent|posted))\b[^()]{0,30}\)\s*:?$/i;

function isNamedDraft(line: string): boolean {
  const open = line.indexOf(' (');
  return open > 0 && UNSENT.test(line.slice(open + 1)) && isSpeakerLabel(line.slice(0, open));
}

/** The thread without the rule ("-----") or blank lines that set the draft off from it. */
function withoutRule(text: string): string {
  let end = text.length;
  while (end > 0 && '-=_* \t\n'.includes(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end).trim();
}

export interface OwnDraft {
  thread: string;
  draft: string | null;
}

export function splitOwnDraft(text: string): OwnDraft {
  const lines = text.split('\n');
  for (let index = lines.length - 1; index > 0; index -= 1) {
    const line = (lines[index] ?? '').trim().replace(/^[-=*_ ]+/, '');
    if (line.length === 0 || line.length > MARKER_MAX) continue;
    if (!(MARKER.test(line) && OWN.test(line)) && !isNamedDraft(line)) continue;
    const draft = lines
      .slice(index + 1)
      .join('\n')
      .trim();
    if (draft === '') return { thread: text, draft: null };
    return { thread: withoutRule(lines.slice(0, index).join('\n')), draft };
  }
  return { thread: text, draft: null };
}
