/**
 * The coach evaluation set's case shape and its validator (agreed interface, section 2:
 * /work/coach-eval-interface.md). Cases live in `cases/*.json`, one file per family, each an array.
 * The validator checks what a label can get wrong by hand: unique kebab-case ids, the length limit,
 * known labels, and that every name and every fact a reply must carry is actually in the pasted text
 * (facts come from the text, never from the labeller).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  SAFETY_FLAG_KINDS,
  SITUATION_KINDS,
  USER_PATTERN_KINDS,
  type SafetyFlagKind,
  type SituationKind,
  type StyleLetter,
  type UserPatternKind,
} from '@styleprint/coach';

// One definition of each kind: the coach's own (libs/coach/src/data/types.ts), so a label can only
// name a kind the engine knows.
export { SAFETY_FLAG_KINDS, SITUATION_KINDS, USER_PATTERN_KINDS };
export type { SafetyFlagKind, SituationKind, StyleLetter, UserPatternKind };

/** The coach's style letters as values ("i" is lower case, as the coach writes it). */
export const STYLE_LETTERS: readonly StyleLetter[] = ['D', 'i', 'S', 'C'];
/** A counterpart's label: a DiSC style, or too little text (< ~25 words) to read one. */
export type StyleLabel = StyleLetter | 'too_little';

/** The format names of the interface (section 1). */
const FORMATS = [
  'slack',
  'teams',
  'whatsapp',
  'transcript',
  'email',
  'code_review',
  'name_lines',
  'single_message',
  'plain',
] as const;
export type FormatName = (typeof FORMATS)[number];

/** The pasted-text limit of the analysis route (LIMITS.analysisMaxChars in libs/contracts). */
const MAX_TEXT_CHARS = 2000;

export interface EvalCounterpart {
  name: string;
  style: StyleLabel;
}

export interface EvalCase {
  /** Unique, kebab-case, e.g. "slack-asks-status-03". */
  id: string;
  format: FormatName;
  /** The pasted conversation (at most 2000 characters). */
  text: string;
  /** Present in roughly half of the cases. */
  userName?: string;
  /** The speaker who is the user; null when it cannot be told (the engine must ask). */
  user: string | null;
  counterparts: EvalCounterpart[];
  /** The primary situation. */
  situation: SituationKind;
  /** Other readings a fair coach could give as primary. */
  alsoAcceptable?: SituationKind[];
  /** Patterns in the user's own messages that the first insight must name. */
  userPatterns?: UserPatternKind[];
  /** Safety flags that must be raised (warning first). */
  safety?: SafetyFlagKind[];
  /** Facts the suggested reply must contain: case-insensitive substrings, alternatives as "a|b". */
  mustInclude: string[];
  /** Phrases the suggested reply must not contain (case-insensitive substrings). */
  mustNotInclude: string[];
  note?: string;
}

/** A case and the file it came from. */
export interface LoadedCase {
  file: string;
  case: EvalCase;
}

const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/**
 * Text as a fact search sees it: lower case, curly quotes and dashes straightened, white space
 * collapsed. Used for facts and names, so "Thurs" or "$4,800" match however the text spaced them.
 */
export function normaliseForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u201b\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The alternatives of one mustInclude entry ("a|b"). */
function alternativesOf(fact: string): string[] {
  return fact
    .split('|')
    .map((alternative) => alternative.trim())
    .filter((alternative) => alternative.length > 0);
}

function labelErrors(raw: Json): string[] {
  const errors: string[] = [];
  const known = new Set([
    'id',
    'format',
    'text',
    'userName',
    'user',
    'counterparts',
    'situation',
    'alsoAcceptable',
    'userPatterns',
    'safety',
    'mustInclude',
    'mustNotInclude',
    'note',
  ]);
  for (const key of Object.keys(raw)) if (!known.has(key)) errors.push(`unknown field "${key}"`);
  if (typeof raw.id !== 'string' || !ID_PATTERN.test(raw.id)) errors.push('id must be kebab-case');
  if (!isOneOf(FORMATS, raw.format)) errors.push(`format must be one of ${FORMATS.join(', ')}`);
  if (typeof raw.text !== 'string' || raw.text.trim() === '') errors.push('text must not be blank');
  if (raw.userName !== undefined && (typeof raw.userName !== 'string' || raw.userName === ''))
    errors.push('userName, when present, must be a non-empty string');
  if (raw.user !== null && (typeof raw.user !== 'string' || raw.user === ''))
    errors.push('user must be a name or null');
  if (
    !Array.isArray(raw.counterparts) ||
    raw.counterparts.length < 1 ||
    raw.counterparts.length > 4 ||
    !raw.counterparts.every(
      (item: unknown) =>
        isObject(item) &&
        typeof item.name === 'string' &&
        item.name !== '' &&
        (isOneOf(STYLE_LETTERS, item.style) || item.style === 'too_little'),
    )
  )
    errors.push('counterparts must be 1 to 4 {name, style: D|i|S|C|too_little}');
  if (!isOneOf(SITUATION_KINDS, raw.situation)) errors.push('situation is not a known kind');
  if (
    raw.alsoAcceptable !== undefined &&
    !(
      Array.isArray(raw.alsoAcceptable) &&
      raw.alsoAcceptable.every((kind: unknown) => isOneOf(SITUATION_KINDS, kind))
    )
  )
    errors.push('alsoAcceptable must list known situation kinds');
  if (
    raw.userPatterns !== undefined &&
    !(
      Array.isArray(raw.userPatterns) &&
      raw.userPatterns.every((kind: unknown) => isOneOf(USER_PATTERN_KINDS, kind))
    )
  )
    errors.push('userPatterns must list known pattern kinds');
  if (
    raw.safety !== undefined &&
    !(
      Array.isArray(raw.safety) &&
      raw.safety.every((kind: unknown) => isOneOf(SAFETY_FLAG_KINDS, kind))
    )
  )
    errors.push('safety must list known flag kinds');
  if (!isStringArray(raw.mustInclude)) errors.push('mustInclude must be an array of strings');
  if (!isStringArray(raw.mustNotInclude)) errors.push('mustNotInclude must be an array of strings');
  if (raw.note !== undefined && typeof raw.note !== 'string') errors.push('note must be a string');
  return errors;
}

/** The checks that need a well-typed case: limits, and that names and facts come from the text. */
function contentErrors(item: EvalCase): string[] {
  const errors: string[] = [];
  const text = normaliseForSearch(item.text);
  if (item.text.length > MAX_TEXT_CHARS)
    errors.push(`text has ${item.text.length} characters (limit ${MAX_TEXT_CHARS})`);
  const names = new Set<string>();
  for (const counterpart of item.counterparts) {
    if (names.has(counterpart.name)) errors.push(`counterpart ${counterpart.name} listed twice`);
    names.add(counterpart.name);
    if (!text.includes(normaliseForSearch(counterpart.name)))
      errors.push(`counterpart "${counterpart.name}" does not appear in the text`);
    if (counterpart.name === item.user)
      errors.push(`the user "${item.user}" is also a counterpart`);
  }
  if (item.user !== null && !text.includes(normaliseForSearch(item.user)))
    errors.push(`user "${item.user}" does not appear in the text`);
  if (item.userName !== undefined) {
    if (!text.includes(normaliseForSearch(item.userName)))
      errors.push(`userName "${item.userName}" does not appear in the text`);
    if (item.user === null)
      errors.push('userName is given, so the user can be told: user must not be null');
  }
  if (item.alsoAcceptable?.includes(item.situation))
    errors.push('alsoAcceptable repeats the primary situation');
  if (item.mustInclude.length === 0)
    errors.push('mustInclude is empty: name at least one fact or name a good reply carries');
  for (const fact of item.mustInclude) {
    const alternatives = alternativesOf(fact);
    if (alternatives.length === 0) errors.push('an empty mustInclude entry');
    // "3" is found in any reply with a time or a count in it: a bare number must say more.
    else if (alternatives.some((alternative) => /^\d{1,2}$/.test(alternative)))
      errors.push(
        `mustInclude "${fact}" has a bare one- or two-digit number: give its unit or context`,
      );
    else if (!alternatives.some((alternative) => text.includes(normaliseForSearch(alternative))))
      errors.push(`mustInclude "${fact}" is not in the text: facts must come from the text`);
  }
  for (const phrase of item.mustNotInclude)
    if (phrase.trim() === '') errors.push('an empty mustNotInclude entry');
  return errors;
}

/** Every problem with one raw case, as readable sentences (empty when it is valid). */
function caseErrors(raw: unknown): string[] {
  if (!isObject(raw)) return ['a case must be an object'];
  const errors = labelErrors(raw);
  if (errors.length > 0) return errors;
  return contentErrors(raw as unknown as EvalCase);
}

export interface CaseSetResult {
  cases: LoadedCase[];
  /** "file: id: problem" lines; the set is usable only when this is empty. */
  errors: string[];
}

/** Reads and validates every `*.json` file of a cases directory (ids unique across files). */
export function loadCases(directory: string): CaseSetResult {
  const cases: LoadedCase[] = [];
  const errors: string[] = [];
  const seen = new Map<string, string>();
  const files = readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const file of files) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(join(directory, file), 'utf8'));
    } catch (error) {
      errors.push(
        `${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`,
      );
      continue;
    }
    if (!Array.isArray(parsed)) {
      errors.push(`${file}: must hold an array of cases`);
      continue;
    }
    parsed.forEach((raw: unknown, index) => {
      const id = isObject(raw) && typeof raw.id === 'string' ? raw.id : `#${index}`;
      const problems = caseErrors(raw);
      for (const problem of problems) errors.push(`${file}: ${id}: ${problem}`);
      const earlier = seen.get(id);
      if (earlier !== undefined) errors.push(`${file}: ${id}: id already used in ${earlier}`);
      seen.set(id, file);
      if (problems.length === 0) cases.push({ file, case: raw as unknown as EvalCase });
    });
  }
  return { cases, errors };
}

/** The cases directory next to this file. */
export const CASES_DIRECTORY = fileURLToPath(new URL('./cases', import.meta.url));
