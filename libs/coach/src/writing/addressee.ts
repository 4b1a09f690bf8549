import { OTHER_PERSON, type ConversationReading } from '../reading/index.js';

const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'professor', 'sir', 'dame']);
/** Names that are a team or a role, not a person: greet without a name. */
const ROLE_WORDS = new Set([
  'team',
  'helpdesk',
  'desk',
  'support',
  'services',
  'service',
  'control',
  'accounts',
  'payroll',
  'admin',
  'office',
  'department',
  'agency',
  'bank',
  'billing',
  'finance',
  'security',
  'noreply',
  'no-reply',
  'the sender',
]);

/** How the reply names one person: "Tomasz", "Ms Brennan", "kwame-o"; null for a role or team. */
export function callName(speaker: string): string | null {
  const words = speaker.trim().split(/\s+/);
  const lower = words.map((w) => w.toLowerCase().replace(/\.$/, ''));
  // A label or a phone number stands in for a name the text does not give: greet no one.
  if (speaker === 'The sender' || speaker === OTHER_PERSON || /^\+?\d/.test(speaker)) {
    return null;
  }
  if (lower.some((w) => ROLE_WORDS.has(w))) return null;
  const titleAt = lower.findIndex((w) => TITLES.has(w));
  if (titleAt >= 0 && words.length > titleAt + 1) {
    return `${words[titleAt]} ${words[words.length - 1]}`;
  }
  // "Boss Patrick", "Director Ines Costa": a role word before the name; the first name follows it.
  if (
    words.length >= 2 &&
    /^(?:boss|landlord|director|manager|coach|teacher|uncle|aunt)$/.test(lower[0] ?? '')
  ) {
    return words[1] ?? null;
  }
  return words[0] ?? null;
}

/**
 * Who the reply speaks to: one person, each by name (two or three), or the group. A reply written
 * to one ask (decision 0128, amendment) speaks to the person it is about: the one who asked, or
 * the one who answered the user's ask, even in a group.
 */
function addresseeOf(
  reading: ConversationReading,
  to?: string | null,
): { names: string[]; group: boolean } {
  if (to) {
    const name = callName(to);
    return { names: name ? [name] : [], group: false };
  }
  const { counterparts } = reading.participants;
  const primary = counterparts[0];
  if (!primary) return { names: [], group: false };
  // In a meeting or group chat where several people spoke up, answer them together.
  const speaking = counterparts.filter((name) => (reading.wrote.get(name) ?? 0) >= 12);
  const groupFormat = reading.format === 'transcript' || counterparts.length >= 3;
  if (groupFormat && speaking.length >= 4) return { names: [], group: true };
  if (groupFormat && speaking.length >= 2) {
    const names = speaking
      .slice(0, 3)
      .map(callName)
      .filter((n): n is string => n !== null);
    return { names, group: false };
  }
  const name = callName(primary);
  return { names: name ? [name] : [], group: false };
}

/** "Mr. Adebayo", "Dr Okafor": named with a title, so written to as "Dear …". */
function hasTitle(name: string): boolean {
  return TITLES.has((name.split(' ')[0] ?? '').toLowerCase().replace(/\.$/, ''));
}

/** The opening line of a written reply to one person: "Dear Mr. Adebayo,", "Hi Marco,", "Hello,". */
export function greetingLine(name: string | null): string {
  if (!name) return 'Hello,';
  return `${hasTitle(name) ? 'Dear' : 'Hi'} ${name},`;
}

function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * "Tomasz, ", "Hi Marco, ", "Dear Ms Brennan, ", "@kwame-o ", "Hi all, ", or nothing when there
 * is no name to use: a bare "Hello," reads as a form letter.
 */
export function salutation(reading: ConversationReading, to?: string | null): string {
  const { names, group } = addresseeOf(reading, to);
  const email = reading.format === 'email' || reading.format === 'single_message';
  if (group) return 'Hi all, ';
  if (names.length === 0) return '';
  if (reading.format === 'code_review') return `${names.map((n) => `@${n}`).join(' ')} `;
  const formal = names.some(hasTitle);
  if (email) return `${formal ? 'Dear' : 'Hi'} ${listNames(names)}, `;
  return `${listNames(names)}, `;
}
