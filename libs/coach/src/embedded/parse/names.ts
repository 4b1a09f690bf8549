/**
 * Telling a speaker's name from the start of an ordinary sentence, and finding the names that
 * greetings and sign-offs give.
 */

/** Labels that stand for the person who pasted the text. */
export const SELF_ALIASES: ReadonlySet<string> = new Set(['me', 'i', 'you', 'myself', 'self']);

/** Words before a colon that are headings or email fields, never speakers. */
const NOT_SPEAKERS: ReadonlySet<string> = new Set([
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
  'p s',
  'pps',
  'nb',
  'fyi',
  'btw',
  'tldr',
  'tl dr',
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
]);

/** Words that start sentences but never names ("The problem is: …", "My point: …"). */
const SENTENCE_OPENERS: ReadonlySet<string> = new Set([
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
  'dear',
  'hi',
  'hello',
  'hey',
]);

/** Lower-case words a multi-word name may contain ("Mary van Dyke", "Ann de la Cruz"). */
const NAME_PARTICLES: ReadonlySet<string> = new Set([
  'van',
  'von',
  'de',
  'la',
  'du',
  'da',
  'del',
  'der',
  'bin',
  'al',
]);

/**
 * True when `raw` (the text before a colon) reads as a speaker label: one to four words, each
 * capitalised (or a particle), or a self alias in any case; never a heading or a sentence start.
 */
export function isSpeakerLabel(raw: string): boolean {
  const label = raw.trim();
  if (label.length === 0 || label.length > 40) return false;
  const lower = label.toLowerCase();
  if (SELF_ALIASES.has(lower)) return true;
  if (NOT_SPEAKERS.has(lower.replace(/[^\p{L} ]/gu, '').trim())) return false;
  const words = label.split(/\s+/);
  if (words.length > 4) return false;
  const first = words[0] ?? '';
  if (SENTENCE_OPENERS.has(first.toLowerCase())) return false;
  return words.every(
    (word, index) => /^\p{Lu}/u.test(word) || (index > 0 && NAME_PARTICLES.has(word.toLowerCase())),
  );
}

/** "Hi Sam," / "Dear Dr. Patel," / "Hey team" at the start of a message: the greeted name. */
export function greetedName(firstLine: string): string | null {
  const match =
    /^\s*(?:hi|hello|hey|dear|good (?:morning|afternoon|evening)|morning)[ ,]+([\p{Lu}][\p{L}'’.-]*(?:\s[\p{Lu}][\p{L}'’.-]*){0,2})\s*[,!:.—-]?\s*$/iu.exec(
      firstLine,
    );
  const name = match?.[1];
  if (!name) return null;
  const key = name.toLowerCase();
  return ['all', 'team', 'everyone', 'folks', 'there', 'guys', 'both'].includes(key) ? null : name;
}

const CLOSINGS =
  /^(?:thanks|thank you|many thanks|thanks so much|thanks again|best|best regards|kind regards|regards|warm regards|warmly|cheers|sincerely|yours|all the best|talk soon|speak soon|take care|br|--|—|–)\b.*[,.!]?\s*$/iu;

/** A line that is only a person's name: one to three capitalised words. */
export function isNameLine(line: string): boolean {
  const trimmed = line.trim().replace(/^[-—–]\s*/, '');
  return (
    /^[\p{Lu}][\p{L}'’.-]*(?:\s[\p{Lu}][\p{L}'’.-]*){0,2}$/u.test(trimmed) && trimmed.length <= 40
  );
}

/**
 * The signer of a message and the lines before the signature. A signature is a name line at the
 * end, after a closing ("Thanks,") or alone after the body; "— Alex" counts too.
 */
export function splitSignature(lines: readonly string[]): {
  body: string[];
  signer: string | null;
} {
  const content = [...lines];
  while (content.length > 0 && content[content.length - 1]?.trim() === '') content.pop();
  const last = content[content.length - 1];
  if (content.length < 2 || last === undefined || !isNameLine(last)) {
    return { body: content, signer: null };
  }
  const signer = last.trim().replace(/^[-—–]\s*/, '');
  if (SENTENCE_OPENERS.has(signer.toLowerCase()) || CLOSINGS.test(signer)) {
    return { body: content, signer: null };
  }
  return { body: content.slice(0, -1), signer };
}

/** True for a closing line such as "Best," that carries no content of its own. */
export function isClosingLine(line: string): boolean {
  const trimmed = line.trim();
  return trimmed.length <= 30 && CLOSINGS.test(trimmed) && /[,]$|^(?:--|—|–)$/.test(trimmed);
}
