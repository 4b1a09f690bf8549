import { isContactLine, pipeParts } from './contacts.js';
import { isFooter } from './footers.js';
import {
  isDraftMarker,
  isOriginalMessage,
  isOutlookField,
  readChatHeader,
  readEmailHeader,
} from './headers.js';
import { normalise, readLines, wordCount, type PasteLine } from './lines.js';
import { isClosingLine, isNameLine } from './names.js';

/** What cleaning takes out of a paste. */
export type RemovedKind = 'quoted-history' | 'signature' | 'footer' | 'sent-from';

export interface RemovedPart {
  kind: RemovedKind;
  /** How many separate blocks of this kind were taken out. */
  count: number;
  /** How many characters they took (their line breaks included). */
  chars: number;
}

export interface CleanedPaste {
  text: string;
  /** One entry per kind that was found, in a fixed order; empty when the text was left as it was. */
  removed: RemovedPart[];
}

const KINDS: readonly RemovedKind[] = ['quoted-history', 'signature', 'footer', 'sent-from'];

/* ---------- "Sent from my iPhone" ---------- */

const SENT_FROM_APPS = [
  'outlook',
  'mail for windows',
  'yahoo',
  'gmail',
  'samsung',
  'aol',
  'proton',
  'spark',
  'blackberry',
  'bluemail',
  'edison',
  'windows mail',
  'the mail app',
];
const SENT_WITH_APPS = ['spark', 'proton', 'superhuman', 'blackberry', 'newton', 'airmail'];

function isSentFromLine(body: string): boolean {
  if (body.length === 0 || body.length > 80) return false;
  const first = body.charAt(0).toLowerCase();
  if (first !== 's' && first !== 'g' && first !== 'e' && first !== 'v' && first !== 'i')
    return false;
  let lower = body.toLowerCase();
  while (lower.endsWith('.') || lower.endsWith('!')) lower = lower.slice(0, -1);
  const words = wordCount(lower);
  if (lower.startsWith('sent from my ')) return words <= 10;
  if (lower.startsWith('sent from '))
    return SENT_FROM_APPS.some((app) => lower.startsWith(app, 10));
  if (lower.startsWith('sent with '))
    return SENT_WITH_APPS.some((app) => lower.startsWith(app, 10));
  if (lower.startsWith('get outlook for ')) return words <= 8;
  if (lower.startsWith('sent via ') || lower.startsWith('sent using ')) {
    return words <= 7 && !lower.includes('?') && !lower.includes(',');
  }
  return (
    ((lower.startsWith('envoyé de mon ') ||
      lower.startsWith('enviado desde mi ') ||
      lower.startsWith('enviado do meu ') ||
      lower.startsWith('inviato da ')) &&
      words <= 8) ||
    (lower.startsWith('von meinem ') && lower.endsWith('gesendet'))
  );
}

/* ---------- Shared line tests ---------- */

/** Whether each line is a header, worked out once per line (several passes ask). */
const headerCache = new WeakMap<readonly PasteLine[], Int8Array>();

/** A line that starts a message or belongs to an email header: signatures end before it. */
function isHeaderLine(lines: readonly PasteLine[], index: number): boolean {
  const line = lines[index];
  if (!line || line.body === '') return false;
  let cache = headerCache.get(lines);
  if (!cache) {
    cache = new Int8Array(lines.length);
    headerCache.set(lines, cache);
  }
  if (cache[index] === 0) {
    const header =
      readEmailHeader(lines, index) !== null ||
      isOutlookField(line.body) ||
      isDraftMarker(line.body) ||
      (line.depth === 0 && readChatHeader(line.raw, lines[index + 1]?.raw) !== null);
    cache[index] = header ? 1 : 2;
  }
  return cache[index] === 1;
}

/** A job title, a company or an address line: short, no sentence punctuation, not a header. */
function isTitleLike(lines: readonly PasteLine[], index: number): boolean {
  const body = lines[index]?.body ?? '';
  if (body === '' || body.length > 70 || !/^[\p{Lu}\d]/u.test(body)) return false;
  const last = body.charAt(body.length - 1);
  if ('?!:;,'.includes(last) || isClosingLine(body)) return false;
  const words = wordCount(body);
  if (words > 9 || (last === '.' && words > 4)) return false;
  return !isHeaderLine(lines, index);
}

/** "Maria Lopez | Head of Operations | +44 …" → "Maria Lopez", for a line that is kept as a name. */
function nameOfPipeLine(body: string): string | null {
  if (!body.includes('|') || !isContactLine(body)) return null;
  const first = pipeParts(body)[0] ?? '';
  return isNameLine(first) ? first : null;
}

interface Marks {
  kinds: (RemovedKind | null)[];
  /** Lines kept but shortened: a name line that also held contact details. */
  replaced: Map<number, string>;
}

/* ---------- Footers ---------- */

/** Rules above a footer ("____", "-----", "***"), not the "-- " signature delimiter. */
const isRuleLine = (body: string): boolean =>
  body.length >= 3 && body.length <= 120 && /^[-_=*~ ]+$/.test(body) && body.trim() !== '--';

function markFooters(lines: readonly PasteLine[], marks: Marks): void {
  let index = 0;
  while (index < lines.length) {
    const first = lines[index];
    if (!first || first.body === '' || marks.kinds[index] !== null) {
      index += 1;
      continue;
    }
    let end = index;
    const parts: string[] = [];
    while (end < lines.length) {
      const line = lines[end];
      if (!line || line.body === '' || line.depth !== first.depth || marks.kinds[end] !== null) {
        break;
      }
      parts.push(line.body);
      end += 1;
    }
    const lower = parts.join(' ').toLowerCase();
    if (isFooter(lower) && !isHeaderLine(lines, index)) {
      for (let at = index; at < end; at += 1) marks.kinds[at] = 'footer';
      // The rule drawn above it goes with it (unless a header block follows the rule instead).
      let above = index - 1;
      while (above >= 0 && lines[above]?.body === '' && above >= index - 2) above -= 1;
      if (above >= 0 && isRuleLine(lines[above]?.body ?? '') && marks.kinds[above] === null) {
        marks.kinds[above] = 'footer';
      }
    }
    index = Math.max(end, index + 1);
  }
}

/* ---------- Signatures ---------- */

/**
 * After a "-- " line: the name line (kept), then titles and contact details up to the next header
 * or the first line of prose.
 */
function markDelimitedSignatures(lines: readonly PasteLine[], marks: Marks): void {
  lines.forEach((line, index) => {
    if (line.body !== '--' || marks.kinds[index] !== null) return;
    let at = index + 1;
    let blanks = 0;
    let taken = 0;
    let keptName = false;
    const removable: number[] = [];
    while (at < lines.length && at <= index + 14) {
      const next = lines[at];
      if (!next || next.depth !== line.depth || marks.kinds[at] !== null) break;
      if (next.body === '') {
        blanks += 1;
        if (blanks > 1) break;
        removable.push(at);
        at += 1;
        continue;
      }
      blanks = 0;
      if (isHeaderLine(lines, at)) break;
      if (!keptName && taken === 0 && isNameLine(next.body)) {
        keptName = true;
      } else if (isContactLine(next.body) || isTitleLike(lines, at) || isNameLine(next.body)) {
        removable.push(at);
      } else {
        break;
      }
      taken += 1;
      at += 1;
    }
    if (taken === 0) return;
    // Blank lines after the last line taken stay: they separate what follows.
    while (removable.length > 0 && lines[removable[removable.length - 1] ?? -1]?.body === '') {
      removable.pop();
    }
    marks.kinds[index] = 'signature';
    for (const removed of removable) marks.kinds[removed] = 'signature';
  });
}

/**
 * A block of contact lines under a name ("Maria Lopez" / "Head of Operations" / "T: +44 …" /
 * "www.acme.com"): the name and the sign-off above it stay, what follows the name goes.
 */
function markContactBlocks(lines: readonly PasteLine[], marks: Marks): void {
  const usable = (index: number, depth: number): boolean =>
    marks.kinds[index] === null && lines[index]?.depth === depth;
  let index = 0;
  while (index < lines.length) {
    const line = lines[index];
    if (
      !line ||
      marks.kinds[index] !== null ||
      !isContactLine(line.body) ||
      isHeaderLine(lines, index)
    ) {
      index += 1;
      continue;
    }
    const depth = line.depth;
    // Up: titles and names right above the first contact line, to the first name among them.
    let top = index;
    for (let up = index - 1; up >= 0 && index - up <= 7; up -= 1) {
      const above = lines[up];
      if (!above || above.body === '' || !usable(up, depth)) break;
      if (isNameLine(above.body) || isTitleLike(lines, up) || isContactLine(above.body)) top = up;
      else break;
    }
    let anchor = -1;
    for (let at = top; at <= index; at += 1) {
      const body = lines[at]?.body ?? '';
      if (isNameLine(body) || nameOfPipeLine(body) !== null) {
        anchor = at;
        break;
      }
    }
    // Down: more contact lines (one blank line may part them), then the titles closing the block.
    let lastContact = index;
    let contacts = 1;
    let blanks = 0;
    for (let down = index + 1; down < lines.length && down <= index + 14; down += 1) {
      const below = lines[down];
      if (!below || !usable(down, depth)) break;
      if (below.body === '') {
        blanks += 1;
        if (blanks > 1) break;
        continue;
      }
      blanks = 0;
      if (isContactLine(below.body) && !isHeaderLine(lines, down)) {
        lastContact = down;
        contacts += 1;
      } else if (!isTitleLike(lines, down)) break;
    }
    let end = lastContact;
    while (end + 1 < lines.length && usable(end + 1, depth) && isTitleLike(lines, end + 1))
      end += 1;
    const closesParagraph =
      end + 1 >= lines.length ||
      lines[end + 1]?.body === '' ||
      !usable(end + 1, depth) ||
      isHeaderLine(lines, end + 1);
    if (!closesParagraph) end = lastContact;

    let from = anchor >= 0 ? anchor + 1 : top;
    if (anchor < 0) {
      // No name in the block: a name or a sign-off just above it (after a blank line) will do,
      // and so will two or more contact lines at the end of a message.
      let above = top - 1;
      while (above >= 0 && lines[above]?.body === '' && above >= top - 2) above -= 1;
      const body = lines[above]?.body ?? '';
      const afterName = above < top - 1 && (isNameLine(body) || isClosingLine(body));
      if (!afterName && !(contacts >= 2 && (top === 0 || lines[top - 1]?.body === ''))) {
        index = end + 1;
        continue;
      }
      from = top;
    } else {
      const pipeName = nameOfPipeLine(lines[anchor]?.body ?? '');
      if (pipeName !== null) {
        const raw = lines[anchor]?.raw ?? '';
        marks.replaced.set(anchor, raw.slice(0, raw.indexOf(pipeName)) + pipeName);
      }
    }
    for (let at = from; at <= end; at += 1) {
      if (marks.kinds[at] === null) marks.kinds[at] = 'signature';
    }
    index = end + 1;
  }
}

/* ---------- Quoted copies ---------- */

/** Header lines inside a quote need no twin: "> On …, Maria wrote:", "> Sent: …". */
function isQuotedHeader(lines: readonly PasteLine[], index: number): boolean {
  const line = lines[index];
  if (!line) return false;
  const previous = lines[index - 1];
  return (
    readEmailHeader(lines, index) !== null ||
    isOutlookField(line.body) ||
    isOriginalMessage(line.body) ||
    (previous !== undefined && readEmailHeader(lines, index - 1)?.lines === 2)
  );
}

/**
 * `>` lines whose words are already in the paste at a shallower quote level (or earlier, at the
 * same level): a whole quoted run goes when every line of it has such a twin, line by line or
 * paragraph by paragraph (a quote may wrap its lines differently). A quote met only once stays.
 */
function markQuotedCopies(lines: readonly PasteLine[], marks: Marks): void {
  if (!lines.some((line) => line.depth > 0)) return;
  const count = lines.length;
  const segment = new Int32Array(count).fill(-1);
  const paragraphKey: (string | null)[] = new Array<string | null>(count).fill(null);
  const paragraphFirst = new Int32Array(count).fill(-1);
  const lineFirst = new Map<string, Map<number, number>>();
  const paragraphFirstByKey = new Map<string, Map<number, number>>();
  const remember = (
    map: Map<string, Map<number, number>>,
    key: string,
    depth: number,
    at: number,
  ) => {
    let byDepth = map.get(key);
    if (!byDepth) {
      byDepth = new Map();
      map.set(key, byDepth);
    }
    if (!byDepth.has(depth)) byDepth.set(depth, at);
  };

  let segments = 0;
  let paragraphStart = -1;
  let paragraphParts: string[] = [];
  const closeParagraph = (end: number) => {
    if (paragraphStart < 0) return;
    const key = normalise(paragraphParts.join(' '));
    const depth = lines[paragraphStart]?.depth ?? 0;
    remember(paragraphFirstByKey, key, depth, paragraphStart);
    for (let at = paragraphStart; at < end; at += 1) {
      paragraphKey[at] = key;
      paragraphFirst[at] = paragraphStart;
    }
    paragraphStart = -1;
    paragraphParts = [];
  };
  for (let index = 0; index < count; index += 1) {
    const line = lines[index];
    if (!line) continue;
    const previous = lines[index - 1];
    if (line.depth > 0) {
      segment[index] =
        previous && previous.depth === line.depth && segment[index - 1] !== -1
          ? (segment[index - 1] ?? -1)
          : segments++;
    }
    const content = line.body !== '' && marks.kinds[index] === null;
    if (!content || (previous && previous.depth !== line.depth)) closeParagraph(index);
    if (!content) continue;
    if (paragraphStart < 0) paragraphStart = index;
    paragraphParts.push(line.body);
    remember(lineFirst, normalise(line.body), line.depth, index);
  }
  closeParagraph(count);

  const hasTwin = (
    map: Map<string, Map<number, number>>,
    key: string | null,
    depth: number,
    at: number,
  ): boolean => {
    const byDepth = key === null ? undefined : map.get(key);
    if (!byDepth) return false;
    for (const [otherDepth, first] of byDepth) {
      if (otherDepth < depth) return true;
      if (otherDepth === depth && first < at && segment[first] !== segment[at]) return true;
    }
    return false;
  };

  let from = 0;
  while (from < count) {
    const id = segment[from] ?? -1;
    if (id < 0) {
      from += 1;
      continue;
    }
    let to = from;
    while (to < count && segment[to] === id) to += 1;
    let words = 0;
    let twinned = true;
    for (let at = from; at < to && twinned; at += 1) {
      const line = lines[at];
      if (!line || line.body === '' || marks.kinds[at] !== null || isQuotedHeader(lines, at))
        continue;
      const depth = line.depth;
      twinned =
        hasTwin(lineFirst, normalise(line.body), depth, at) ||
        hasTwin(paragraphFirstByKey, paragraphKey[at] ?? null, depth, paragraphFirst[at] ?? at);
      words += line.body.length;
    }
    if (twinned && words >= 20) {
      for (let at = from; at < to; at += 1) marks.kinds[at] ??= 'quoted-history';
    }
    from = to;
  }

  // The attribution above a quote that went ("On …, Maria wrote:") goes with it.
  for (let index = 0; index < count; index += 1) {
    const header = marks.kinds[index] === null ? readEmailHeader(lines, index) : null;
    if (!header) continue;
    const depth = lines[index]?.depth ?? 0;
    let at = index + header.lines;
    while (
      at < count &&
      lines[at]?.depth === depth &&
      (lines[at]?.body === '' || isOutlookField(lines[at]?.body ?? ''))
    ) {
      at += 1;
    }
    let quoted = 0;
    let kept = 0;
    for (let run = at; run < count; run += 1) {
      const line = lines[run];
      if (!line || (line.depth <= depth && line.body !== '')) break;
      if (line.body === '') continue;
      if (marks.kinds[run] === 'quoted-history') quoted += 1;
      else if (marks.kinds[run] === null) kept += 1;
    }
    if (quoted > 0 && kept === 0) {
      for (let line = index; line < at; line += 1) marks.kinds[line] ??= 'quoted-history';
    }
  }
}

/* ---------- Putting it back together ---------- */

function summarise(lines: readonly PasteLine[], marks: Marks): RemovedPart[] {
  const totals = new Map<RemovedKind, { count: number; chars: number }>();
  let previous: RemovedKind | null = null;
  lines.forEach((line, index) => {
    const kind = marks.kinds[index] ?? null;
    const replacement = marks.replaced.get(index);
    if (kind === null && replacement !== undefined) {
      const total = totals.get('signature') ?? { count: 0, chars: 0 };
      total.count += 1;
      total.chars += line.raw.length - replacement.length;
      totals.set('signature', total);
      previous = 'signature';
      return;
    }
    if (kind === null) {
      if (line.body !== '') previous = null;
      return;
    }
    const total = totals.get(kind) ?? { count: 0, chars: 0 };
    if (previous !== kind) total.count += 1;
    total.chars += line.raw.length + 1;
    totals.set(kind, total);
    previous = kind;
  });
  return KINDS.flatMap((kind) => {
    const total = totals.get(kind);
    return total ? [{ kind, ...total }] : [];
  });
}

/**
 * Takes out of a pasted conversation what nobody said to anybody: quoted copies of text already in
 * it, signatures' contact details (the sign-off and the name line stay: they tell who wrote a
 * message), legal footers and "Sent from my iPhone" lines; then trailing spaces and runs of blank
 * lines. A text with none of these comes back unchanged. Linear in the text's length.
 */
export function cleanPaste(text: string): CleanedPaste {
  return cleanLines(text, readLines(text));
}

/** cleanPaste on a text already read into lines (fitPaste reads it once). */
export function cleanLines(text: string, lines: readonly PasteLine[]): CleanedPaste {
  const marks: Marks = {
    kinds: new Array<RemovedKind | null>(lines.length).fill(null),
    replaced: new Map(),
  };
  lines.forEach((line, index) => {
    if (isSentFromLine(line.body)) marks.kinds[index] = 'sent-from';
  });
  markFooters(lines, marks);
  markDelimitedSignatures(lines, marks);
  markContactBlocks(lines, marks);
  markQuotedCopies(lines, marks);

  let changed = false;
  const out: string[] = [];
  let blanks = 0;
  let removedSince = false;
  let wroteAny = false;
  lines.forEach((line, index) => {
    if (marks.kinds[index] !== null) {
      changed = true;
      removedSince = true;
      return;
    }
    const raw = marks.replaced.get(index) ?? line.raw;
    const trimmed = raw.trimEnd();
    if (trimmed !== line.raw) changed = true;
    if (trimmed === '') {
      blanks += 1;
      return;
    }
    // Runs of three blank lines or more, and blank lines around what was taken out, become one.
    const keep = !wroteAny
      ? removedSince
        ? 0
        : blanks
      : blanks >= 3 || removedSince
        ? Math.min(blanks, 1)
        : blanks;
    if (keep !== blanks) changed = true;
    for (let blank = 0; blank < keep; blank += 1) out.push('');
    out.push(trimmed);
    wroteAny = true;
    blanks = 0;
    removedSince = false;
  });
  // Blank lines at the end: one line break stays as written; more, or after a removal, go.
  if (blanks > 0) {
    const keep = removedSince || blanks >= 3 ? 0 : blanks;
    if (keep !== blanks) changed = true;
    for (let blank = 0; blank < keep; blank += 1) out.push('');
  }
  if (!changed) return { text, removed: [] };
  return { text: out.join('\n'), removed: summarise(lines, marks) };
}
