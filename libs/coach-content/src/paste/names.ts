/**
 * Telling a person's name from the start of a sentence: speaker labels ("Maria Lopez: …"),
 * signature name lines ("Maria Lopez") and sign-offs ("Best,"). Every test here reads one short
 * line with string operations or a regular expression without competing quantifiers.
 */

/** Labels that stand for the person who pasted the text, or the other side. */
const SELF_AND_OTHER = new Set(['me', 'them', 'you', 'i', 'myself']);

/** Words before a colon that are headings or email fields, never speakers. */
const NOT_SPEAKERS = new Set([
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'today',
  'tomorrow',
  'yesterday',
  're',
  'fw',
  'fwd',
  'subject',
  'from',
  'to',
  'cc',
  'bcc',
  'date',
  'sent',
  'note',
  'notes',
  'ps',
  'pps',
  'nb',
  'fyi',
  'btw',
  'tldr',
  'http',
  'https',
  'mailto',
  'update',
  'summary',
  'agenda',
  'action items',
  'next steps',
  'edit',
  'important',
  'warning',
  'caution',
  'reminder',
  'example',
  'context',
  'background',
  'status',
  'question',
  'answer',
  'step',
  'result',
  'results',
  'reason',
  'problem',
  'issue',
  'goal',
  'deadline',
  'time',
  'location',
  'where',
  'when',
  'why',
  'what',
  'how',
  'but',
  'and',
  'so',
  'also',
  'however',
  'yes',
  'no',
  'ok',
  'okay',
  'attendees',
  'participants',
  'transcript',
  'recording',
  'meeting',
  'tel',
  'phone',
  'mobile',
  'email',
  'web',
  'address',
  'fax',
  'disclaimer',
  'confidentiality notice',
  'my draft',
  'draft',
  'my reply',
]);

/** Words that start sentences but never names ("The problem is: …", "Thanks Maria"). */
const SENTENCE_OPENERS = new Set([
  'the',
  'this',
  'that',
  'these',
  'those',
  'my',
  'our',
  'your',
  'his',
  'her',
  'their',
  'here',
  'there',
  'it',
  'we',
  'they',
  'a',
  'an',
  'one',
  'if',
  'in',
  'on',
  'at',
  'for',
  'as',
  'to',
  'just',
  'please',
  'thanks',
  'thank',
  'dear',
  'hi',
  'hello',
  'hey',
  'best',
  'regards',
  'cheers',
  'sent',
  'get',
  'view',
]);

/** Lower-case words a name may contain ("Mary van Dyke", "Ann de la Cruz"). */
const PARTICLES = new Set(['van', 'von', 'de', 'la', 'du', 'da', 'del', 'der', 'bin', 'al', 'di']);

const CAPITALISED = /^\p{Lu}[\p{L}'’.-]*$/u;

/**
 * True when `raw` reads as a speaker's label: one to four capitalised words (particles allowed),
 * or Me / Them / You in any case; never a heading, an email field or a sentence start.
 */
export function isSpeakerLabel(raw: string): boolean {
  const label = raw.trim();
  if (label.length === 0 || label.length > 40) return false;
  const lower = label.toLowerCase();
  if (SELF_AND_OTHER.has(lower)) return true;
  // "T: +44 …", "M: …", "E: …" are a signature's labels; a one-letter name is not a name.
  if (label.length < 2 || !/^\p{Lu}/u.test(label)) return false;
  if (label.includes(':') || label.includes('@') || /\d/.test(label)) return false;
  if (NOT_SPEAKERS.has(lower.replace(/[^\p{L} ]/gu, '').trim())) return false;
  const words = label.split(' ').filter((word) => word !== '');
  if (words.length > 4) return false;
  const first = words[0] ?? '';
  // "IT Helpdesk" is a name; "It" is a sentence.
  if (SENTENCE_OPENERS.has(first.toLowerCase()) && !/^\p{Lu}{2,}$/u.test(first)) return false;
  return words.every(
    (word, index) => CAPITALISED.test(word) || (index > 0 && PARTICLES.has(word.toLowerCase())),
  );
}

/**
 * "Name: text" → the label, what follows and where it starts in the line, when the label is a
 * speaker's.
 */
export function colonLine(line: string): { speaker: string; text: string; at: number } | null {
  const colon = line.indexOf(':');
  if (colon <= 0 || colon > 42) return null;
  const label = line.slice(0, colon).trim();
  if (!isSpeakerLabel(label)) return null;
  const text = line.slice(colon + 1);
  // "Note: http://…" and "Budget: 2,400" are not turns ("Them: 9 to 5." is).
  if (text.startsWith('//')) return null;
  if (/^ ?\d/.test(text) && !SELF_AND_OTHER.has(label.toLowerCase())) return null;
  let at = colon + 1;
  while (line.charAt(at) === ' ') at += 1;
  return { speaker: label, text: text.trim(), at };
}

/** Sign-offs, tested on the start of a short line. */
const CLOSINGS = [
  'thanks',
  'thank you',
  'many thanks',
  'best',
  'best regards',
  'best wishes',
  'kind regards',
  'kindest regards',
  'regards',
  'warm regards',
  'warmest regards',
  'warm wishes',
  'warmly',
  'cheers',
  'sincerely',
  'yours',
  'yours sincerely',
  'yours faithfully',
  'all the best',
  'talk soon',
  'speak soon',
  'take care',
  'with thanks',
  'br',
];

/** "Best,", "Kind regards", "Thanks!", "Cheers, Tom": a line that closes a message. */
export function isClosingLine(body: string): boolean {
  if (body.length > 40) return false;
  const lower = body.toLowerCase();
  return CLOSINGS.some((closing) => {
    if (!lower.startsWith(closing)) return false;
    const next = lower.charAt(closing.length);
    return next === '' || next === ',' || next === '!' || next === '.' || next === ' ';
  });
}

/**
 * A line that is only a person's name: one to four capitalised words ("Maria Lopez",
 * "Dr. Priya Shah", "— Alex"), optionally with letters after a comma ("Maria Lopez, PhD").
 */
export function isNameLine(body: string): boolean {
  let line = body;
  while (line.startsWith('-') || line.startsWith('—') || line.startsWith('–')) {
    line = line.slice(1).trimStart();
  }
  if (line.length === 0 || line.length > 48) return false;
  const comma = line.indexOf(', ');
  if (comma > 0 && /^[\p{L}. ]{1,16}$/u.test(line.slice(comma + 2))) line = line.slice(0, comma);
  if (isClosingLine(line)) return false;
  const words = line.split(' ').filter((word) => word !== '');
  if (words.length === 0 || words.length > 4) return false;
  if (SENTENCE_OPENERS.has((words[0] ?? '').toLowerCase())) return false;
  return words.every(
    (word, index) => CAPITALISED.test(word) || (index > 0 && PARTICLES.has(word.toLowerCase())),
  );
}

/**
 * The name in an email header field: "Maria Lopez <maria@x.com>" and
 * "On Tue, 4 Mar 2025 at 09:12, Maria Lopez <maria@x.com> wrote:" give "Maria Lopez";
 * "maria.lopez@x.com" gives "Maria".
 */
export function nameFromAddress(field: string): string | null {
  let text = field.trim();
  if (text.toLowerCase().endsWith('wrote:')) text = text.slice(0, -6).trim();
  const open = text.indexOf('<');
  const beforeAddress = (open >= 0 ? text.slice(0, open) : text).replace(/["“”]/g, ' ').trim();
  // In "On Tue, 4 Mar 2025 at 09:12, Maria Lopez" the name follows the last comma.
  const candidate = (beforeAddress.split(',').pop() ?? '').trim();
  if (candidate !== '' && !candidate.includes('@') && isSpeakerLabel(candidate)) return candidate;
  const at = text.indexOf('@');
  if (at <= 0) return null;
  let from = at;
  while (from > 0 && /[\p{L}.'’_-]/u.test(text.charAt(from - 1))) from -= 1;
  const local = (text.slice(from, at).split(/[._]/)[0] ?? '').replace(/[^\p{L}'’-]/gu, '');
  if (local === '') return null;
  return local.charAt(0).toUpperCase() + local.slice(1);
}
