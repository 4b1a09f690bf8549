/**
 * Who wrote which line, told from the names a case is labelled with (not from the engine). The
 * evaluation needs it for two things: counting each labelled speaker's words (a label saying "D"
 * on a 12-word speaker is a labelling mistake), and checking an insight that claims a speaker
 * "named no dates" against that speaker's own lines. Header lines (timestamps, `From:`, `On ...
 * wrote:`), email header fields and separator lines ("--- Wednesday ---") belong to nobody, so a
 * timestamp never counts as a date someone wrote.
 */

/** The message text of one speaker (or of nobody, before the first recognised speaker line). */
export interface Segment {
  speaker: string | null;
  content: string;
}

const EMAIL_FIELD = /^(?:to|cc|bcc|sent|date|subject|reply-to)\s*:/i;
const SEPARATOR = /^(?:-{2,}|_{3,}|={3,})/;
const CODE_REVIEW_VERB =
  /^\s+(?:commented|replied|approved|requested|reviewed|wrote|said|left|added|suggested)\b/;
/** "Name, 3 Nov, 4:12 PM:" - a date and time after the name, the line ending in a colon. */
const NAME_DATE_HEADER = /^\s*,\s*\d{1,2}\s+\p{L}{3,9}\b.{0,30}:\s*$/u;
/** "Name  9:12 AM", "Name  [10:03 AM]", "Name  0:14", "Name, 10:14", "Name [Mon 10:02 AM]". */
const NAME_TIME_HEADER =
  /^\s*(?:,\s*)?(?:\[[^\]]{0,40}\]|\d{1,2}[:.]\d{2}(?:[:.]\d{2})?(?:\s?[AaPp][Mm])?)\s*$/;
/** "Name <address>" (a From line or a signature). */
const NAME_ADDRESS = /^\s*<[^>]{0,200}>\s*$/;

function isNameBoundary(character: string | undefined): boolean {
  return character === undefined || !/[\p{L}\p{N}_-]/u.test(character);
}

/** The known name a line starts with (longest first), and the rest of the line. */
function leadingName(
  line: string,
  names: readonly string[],
): { name: string; rest: string } | undefined {
  const lower = line.toLowerCase();
  for (const name of names) {
    if (lower.startsWith(name.toLowerCase()) && isNameBoundary(line[name.length]))
      return { name, rest: line.slice(name.length) };
  }
  return undefined;
}

/** The speaker a header line announces, and any message text on the same line. */
function headerOf(
  line: string,
  names: readonly string[],
): { speaker: string; content: string } | undefined {
  const fromLine = /^from\s*:\s*/i.exec(line);
  if (fromLine) {
    const found = leadingName(line.slice(fromLine[0].length), names);
    return found ? { speaker: found.name, content: '' } : undefined;
  }
  // A meeting chat export: "From Anna to Everyone: text".
  const chatFrom = /^from\s+/i.exec(line);
  if (chatFrom) {
    const found = leadingName(line.slice(chatFrom[0].length), names);
    const to = found ? /^\s+to\s+[^:]{1,60}:\s*/i.exec(found.rest) : null;
    if (found && to) return { speaker: found.name, content: found.rest.slice(to[0].length) };
  }
  if (/^on\b/i.test(line) && /\bwrote:\s*$/i.test(line)) {
    const lower = line.toLowerCase();
    const speaker = names.find((name) => lower.includes(name.toLowerCase()));
    return speaker ? { speaker, content: '' } : undefined;
  }
  const found = leadingName(line, names);
  if (!found) return undefined;
  const { name, rest } = found;
  if (rest.trim() === '' || NAME_ADDRESS.test(rest) || NAME_TIME_HEADER.test(rest))
    return { speaker: name, content: '' };
  if (CODE_REVIEW_VERB.test(rest) || NAME_DATE_HEADER.test(rest))
    return { speaker: name, content: '' };
  const colon = /^\s*:\s*/.exec(rest);
  if (colon) return { speaker: name, content: rest.slice(colon[0].length) };
  return undefined;
}

/** Splits pasted text into speakers' segments, using the names the case is labelled with. */
export function segmentsOf(text: string, names: readonly string[]): Segment[] {
  const known = [...new Set(names.filter((name) => name.trim() !== ''))].sort(
    (a, b) => b.length - a.length,
  );
  const segments: Segment[] = [{ speaker: null, content: '' }];
  for (const rawLine of text.split('\n')) {
    // Quote marks, timestamps and list bullets before a name do not hide it.
    const line = rawLine.replace(/^[^\p{L}]*/u, '').trimEnd();
    if (line === '' || SEPARATOR.test(rawLine.trim()) || EMAIL_FIELD.test(line)) continue;
    const header = headerOf(line, known);
    if (header) {
      const previous = segments[segments.length - 1];
      // A name alone after unattributed text is that text's signature ("...\nThanks,\nKenji").
      if (previous?.speaker === null && previous.content.trim() !== '' && line === header.speaker)
        previous.speaker = header.speaker;
      else segments.push({ speaker: header.speaker, content: header.content });
      continue;
    }
    const current = segments[segments.length - 1];
    if (current) current.content += (current.content === '' ? '' : '\n') + rawLine.trim();
  }
  return segments.filter((segment) => segment.content.trim() !== '' || segment.speaker !== null);
}

/** Everything one speaker wrote (empty when no line was attributed to them). */
export function contentOf(segments: readonly Segment[], speaker: string): string {
  return segments
    .filter((segment) => segment.speaker === speaker)
    .map((segment) => segment.content)
    .join('\n');
}

/** Every message's text, headers and separators left out. */
export function allContent(segments: readonly Segment[]): string {
  return segments.map((segment) => segment.content).join('\n');
}

export function wordCount(text: string): number {
  return (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;
}
