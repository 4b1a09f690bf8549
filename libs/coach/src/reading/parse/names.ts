/**
 * Telling a speaker's name from the start of an ordinary sentence, and finding the names that
 * greetings and sign-offs give.
 */

/** "+44 7700 900123", "(555) 010-4477": eight to fifteen digits with spaces, dashes or brackets. */
const PHONE = /^\+?(?:\d[\d ()-]{6,18}\d)$/;

/** "+44 7723 418906": how WhatsApp names a sender who is not in the user's contacts. */
export function isPhoneNumber(label: string): boolean {
  return PHONE.test(label.trim());
}

/** Labels that stand for the person who pasted the text. */
export const SELF_ALIASES: ReadonlySet<string> = new Set(['me', 'i', 'you', 'myself', 'self']);

/** Words before a colon that are headings or email fields, never speakers. */
const NOT_SPEAKERS: ReadonlySet<string> = new Set([
  // Days head plans and diaries ("Monday: the plan is ready."); months can be names (April, June).
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
  // Mail folders and issue-tracker fields copied with a thread.
  'inbox',
  'activity',
  'type',
  'priority',
  'status',
  'resolution',
  'assignee',
  'reporter',
  'labels',
  'attachments',
  'description',
  'summary',
  'environment',
  'components',
  'sprint',
  'watchers',
  'created',
  'updated',
  'due date',
  'fix versions',
  'affects versions',
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
  // A phone number is how WhatsApp names a sender it has no contact for.
  if (PHONE.test(label)) return true;
  // Email fields ("Sent: Tuesday"), addresses and other numbers are never names.
  if (label.includes(':') || label.includes('@') || /\d/.test(label)) return false;
  const lower = label.toLowerCase();
  if (SELF_ALIASES.has(lower)) return true;
  if (NOT_SPEAKERS.has(lower.replace(/[^\p{L} ]/gu, '').trim())) return false;
  const words = label.split(/\s+/);
  if (words.length > 4) return false;
  const first = words[0] ?? '';
  // "IT Helpdesk" is a name; "It" is a sentence.
  if (SENTENCE_OPENERS.has(first.toLowerCase()) && !/^\p{Lu}{2,}$/u.test(first)) return false;
  return words.every(
    (word, index) => /^\p{Lu}/u.test(word) || (index > 0 && NAME_PARTICLES.has(word.toLowerCase())),
  );
}

/** Between a name and its company or role: "Renata – Eventos Vila", "Ana Ruiz | Acme". */
const AFFILIATION_MARKS = [' – ', ' — ', ' | ', ' - '];

/**
 * The name a header gives, without the company or role copied beside it: "Tom Fitzgerald
 * (Harbourline)", "Daniel (Support)" and "Renata – Eventos Vila" are Tom Fitzgerald, Daniel and
 * Renata, so the reply greets the person and the user's own name still matches theirs. Null when
 * the label is no speaker's name either way.
 */
export function speakerName(raw: string): string | null {
  const label = raw.trim().replace(/\s{2,}/g, ' ');
  if (isSpeakerLabel(label)) return label;
  const open = label.indexOf(' (');
  if (open > 0 && label.endsWith(')') && label.length - open <= 42) {
    const name = label.slice(0, open);
    if (isSpeakerLabel(name)) return name;
  }
  for (const mark of AFFILIATION_MARKS) {
    const at = label.indexOf(mark);
    if (at <= 0) continue;
    const name = label.slice(0, at);
    const affiliation = label.slice(at + mark.length);
    // The part after the mark is a short name too (a firm or a role), not a sentence.
    if (
      isSpeakerLabel(name) &&
      affiliation.split(' ').length <= 4 &&
      /^[\p{Lu}\d]/u.test(affiliation)
    ) {
      return name;
    }
  }
  return null;
}

const GREETING_WORDS = [
  'good morning',
  'good afternoon',
  'good evening',
  'morning',
  'hello',
  'dear',
  'hey',
  'hiya',
  'hi',
  'heya',
  'howdy',
  // Greetings of threads written in other languages, or by people who greet in their own.
  'oi',
  'olá',
  'ola',
  'hola',
  'hallo',
  'bonjour',
  'salut',
  'ciao',
  'hej',
  'hoi',
  'buongiorno',
  'bom dia',
  'boa tarde',
  'buenos días',
  'buenos dias',
  'guten morgen',
  'guten tag',
];
/** A name after a greeting: capitalised words, at most three ("Dr. Patel", "Ms Brennan"). */
const GREETED_NAME = /^([\p{Lu}][\p{L}'’.-]*(?: [\p{Lu}][\p{L}'’.-]*){0,2})$/u;

/** "Hi Sam," / "Dear Dr. Patel," / "Hey team" at the start of a message: the greeted name. */
export function greetedName(firstLine: string): string | null {
  const line = firstLine.trim();
  if (line.length > 60) return null;
  const last = line.charAt(line.length - 1);
  const bare = ',!:.—-'.includes(last) ? line.slice(0, -1).trimEnd() : line;
  const lower = bare.toLowerCase();
  const greeting = GREETING_WORDS.find(
    (word) => lower.startsWith(word) && ' ,'.includes(bare.charAt(word.length)),
  );
  if (!greeting) return null;
  let rest = bare.slice(greeting.length);
  while (rest.startsWith(' ') || rest.startsWith(',')) rest = rest.slice(1);
  const name = GREETED_NAME.exec(rest)?.[1];
  if (!name) return null;
  const key = name.toLowerCase();
  return [
    'all',
    'team',
    'everyone',
    'folks',
    'there',
    'guys',
    'both',
    'y’all',
    "y'all",
    'again',
  ].includes(key)
    ? null
    : name;
}

/** Sign-offs; only the start of a short line is tested. */
const CLOSINGS =
  /^(?:thanks|thank you|many thanks|thanks so much|thanks again|best|best regards|kind regards|regards|warm regards|warm wishes|warmly|cheers|sincerely|yours|all the best|talk soon|speak soon|take care|br|--|—|–)\b/iu;

/** A line that is only a person's name: one to three capitalised words. */
function isNameLine(line: string): boolean {
  const trimmed = line.trim().replace(/^[-—–]\s*/, '');
  return (
    /^[\p{Lu}][\p{L}'’.-]*(?:\s[\p{Lu}][\p{L}'’.-]*){0,2}$/u.test(trimmed) && trimmed.length <= 40
  );
}

/**
 * The signer of a message and the lines before the signature. A signature is a name line at the
 * end ("— Alex" counts too), or a name line right after a closing ("Kind regards,") followed by
 * a title or company line or two ("Kerstin Vogel" / "Quality Assurance, Hartmann Labs").
 */
export function splitSignature(lines: readonly string[]): {
  body: string[];
  signer: string | null;
} {
  const content = [...lines];
  while (content.length > 0 && content[content.length - 1]?.trim() === '') content.pop();
  if (content.length < 2) return { body: content, signer: null };
  const signerAt = (index: number): string | null => {
    const line = content[index];
    if (line === undefined || !isNameLine(line)) return null;
    const signer = line.trim().replace(/^[-—–] */, '');
    if (SENTENCE_OPENERS.has(signer.toLowerCase()) || CLOSINGS.test(signer)) return null;
    return signer;
  };
  const last = content.length - 1;
  for (let index = last; index >= Math.max(1, last - 2); index -= 1) {
    const signer = signerAt(index);
    const before = content[index - 1] ?? '';
    const afterClosing = isClosingLine(before) || before.trim() === '';
    if (signer && (index === last || afterClosing)) {
      return { body: content.slice(0, index), signer };
    }
    // Title lines after the name are short and end without a full stop.
    const line = content[index]?.trim() ?? '';
    if (line.length > 50 || line.endsWith('.') || line.endsWith('?')) break;
  }
  return { body: content, signer: null };
}

/** True for a closing line such as "Best," that carries no content of its own. */
export function isClosingLine(line: string): boolean {
  const trimmed = line.trim();
  return trimmed.length <= 30 && CLOSINGS.test(trimmed) && /[,]$|^(?:--|—|–)$/.test(trimmed);
}

/** Capitalised words that open a sentence with a comma after them but are not names. */
const NOT_NAMES: ReadonlySet<string> = new Set([
  // Replies in review threads and chats ("Done, thanks.", "Fixed, see the new commit.").
  'done',
  'fixed',
  'noted',
  'fair',
  'nice',
  'lgtm',
  'nit',
  'agree',
  'correct',
  'understood',
  'again',
  'still',
  'oops',
  'sure',
  'nah',
  'no',
  'yes',
  'ok',
  'okay',
  'hmm',
  'um',
  'so',
  'and',
  'but',
  'please',
  'thanks',
  'cheers',
  'wow',
  'ugh',
  'lol',
  'omg',
  'haha',
  'true',
  'exactly',
  'agreed',
  'absolutely',
  'definitely',
  'totally',
  'right',
  'well',
  'great',
  'perfect',
  'sorry',
  'honestly',
  'look',
  'listen',
  'guys',
  'team',
  'all',
  'folks',
  'morning',
  'hey',
  'oh',
  'ah',
  'yeah',
  'yep',
  'nope',
  'fine',
  'good',
  'cool',
  'also',
  'again',
  'anyway',
  'actually',
  'first',
  'second',
  'finally',
  'frankly',
  'basically',
  'luckily',
  'unfortunately',
  'sadly',
  'otherwise',
  // Praise and surprise that open a reply ("Amazing, thank you!", "Lovely, see you then.").
  'amazing',
  'awesome',
  'brilliant',
  'excellent',
  'fantastic',
  'wonderful',
  'lovely',
  'super',
  'sweet',
  'neat',
  'incredible',
  'terrific',
  'splendid',
  'marvellous',
  'marvelous',
  'superb',
  'ace',
  'yay',
  'hooray',
  'whoa',
  'alright',
  'aha',
  'interesting',
  'gotcha',
  'roger',
  'ack',
  'thank you',
  'many thanks',
  'thanks so much',
  'of course',
  'no worries',
  'no problem',
  'sounds good',
  'will do',
  'got it',
]);

/**
 * The person a message opens by addressing: "Hi Marco,", "Dear Ms Brennan,", "@Marcus can you…",
 * "Hyun-woo, I have to be honest…". Null when it opens otherwise.
 */
export function openingName(text: string): string | null {
  const first = (text.trim().split('\n')[0] ?? '').trim();
  if (first.startsWith('@')) {
    const handle = /^@([\p{L}\d][\p{L}\d._-]{0,38})/u.exec(first)?.[1];
    return handle ?? null;
  }
  const comma = first.indexOf(',');
  const beforeComma = comma > 0 ? first.slice(0, comma) : first;
  const greeted = greetedName(beforeComma);
  if (greeted) return greeted;
  if (comma > 0 && comma <= 30 && isSpeakerLabel(beforeComma)) {
    const label = beforeComma.trim();
    const lower = label.toLowerCase();
    if (label.split(' ').length <= 3 && !SELF_ALIASES.has(lower) && !NOT_NAMES.has(lower)) {
      return label;
    }
  }
  return null;
}
