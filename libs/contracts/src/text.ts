import { FormatRegistry, Type, type StringOptions, type TString } from '@sinclair/typebox';

/**
 * Text a person sends, as every request schema takes it
 * (docs/decisions/0027-hostile-text-late-writes-and-revocation.md): PostgreSQL cannot store a NUL
 * character in `text` or `jsonb`, and a lone UTF-16 surrogate is no character at all (a JSON
 * encoder escapes it, `jsonb` refuses it, UTF-8 turns it into U+FFFD). Both are refused at the
 * door with a 400 naming the field, instead of a 500 from the database.
 */

/** Why a string cannot be stored as text, or undefined when it can. Linear in its length. */
export function textProblem(value: string): string | undefined {
  for (let i = 0; i < value.length; i += 1) {
    const unit = value.charCodeAt(i);
    if (unit === 0) return 'must not contain a NUL character (U+0000)';
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      // A high surrogate with its low half is one character; skip the pair.
      if (next >= 0xdc00 && next <= 0xdfff) {
        i += 1;
        continue;
      }
      return `must not contain half of a character (a lone surrogate, U+${hex(unit)})`;
    }
    if (unit >= 0xdc00 && unit <= 0xdfff) {
      return `must not contain half of a character (a lone surrogate, U+${hex(unit)})`;
    }
  }
  return undefined;
}

const hex = (unit: number): string => unit.toString(16).toUpperCase().padStart(4, '0');

/**
 * One character a reader can see: not white space, not a control, not a format character
 * (zero-width space, joiners, U+FEFF, bidirectional controls) and not one Unicode says to ignore
 * when drawing (Hangul fillers, variation selectors). One class, tested once per character.
 */
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/u;

/** Why a string cannot be a name, or undefined when it can: storable, with something to see. */
export function nameProblem(value: string): string | undefined {
  return (
    textProblem(value) ??
    (VISIBLE.test(value)
      ? undefined
      : 'must contain a visible character (not only spaces or invisible characters)')
  );
}

/** The format of every free text a request carries. */
export const TEXT_FORMAT = 'text';
/** The format of every name a request carries: text with at least one visible character. */
export const NAME_FORMAT = 'name';

// TypeBox's checkers know a format only once it is registered (as validate.ts does for date-time).
if (!FormatRegistry.Has(TEXT_FORMAT)) {
  FormatRegistry.Set(TEXT_FORMAT, (value) => textProblem(value) === undefined);
}
if (!FormatRegistry.Has(NAME_FORMAT)) {
  FormatRegistry.Set(NAME_FORMAT, (value) => nameProblem(value) === undefined);
}

/** Free text in a request: any string PostgreSQL can store, within the given limits. */
export const Text = (options: Omit<StringOptions, 'format'> = {}): TString =>
  Type.String({ ...options, format: TEXT_FORMAT });

/** A name in a request (a person, a persona, a speaker): storable text someone can see. */
export const Name = (options: Omit<StringOptions, 'format'> = {}): TString =>
  Type.String({ ...options, format: NAME_FORMAT });

/** Why a string fails a request format this module defines, for a 400 that says so. */
export function formatProblem(format: unknown, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (format === TEXT_FORMAT) return textProblem(value);
  if (format === NAME_FORMAT) return nameProblem(value);
  return undefined;
}

/**
 * The first string anywhere in a value (object keys included) that cannot be stored, with the
 * path to it (["turns", "2", "text"]): the API's last check on every request, for fields whose
 * schema does not carry the text format.
 */
export function findUnstorableText(
  value: unknown,
  path: string[] = [],
): { path: string[]; problem: string } | undefined {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem === undefined ? undefined : { path, problem };
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const inKey = Array.isArray(value) ? undefined : textProblem(key);
    if (inKey !== undefined) return { path: [...path, '(a key)'], problem: `a key ${inKey}` };
    const found = findUnstorableText(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}
