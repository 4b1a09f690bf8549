/**
 * The reading summary of the agreed interface (section 1), looked up at run time: the coach branch
 * adds `summariseReading` to `@styleprint/coach`; before it does, the scoring script reports the
 * reading metrics as not available instead of failing. What the function returns is checked here,
 * so a summary of the wrong shape is reported, not trusted.
 */
import type { AnalysisRequest } from '@styleprint/contracts';
import {
  SAFETY_FLAG_KINDS,
  SITUATION_KINDS,
  STYLE_LETTERS,
  USER_PATTERN_KINDS,
  type SafetyFlagKind,
  type SituationKind,
  type StyleLetter,
  type UserPatternKind,
} from './case.js';

export interface CoachReadingSummary {
  format: string;
  speakers: string[];
  user: string | null;
  counterparts: Array<{ name: string; style: StyleLetter | null; words: number }>;
  situations: SituationKind[];
  userPatterns: UserPatternKind[];
  safety: SafetyFlagKind[];
}

export type SummariseReading = (request: AnalysisRequest) => CoachReadingSummary;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isListOf<T extends string>(values: readonly T[], value: unknown): value is T[] {
  return (
    Array.isArray(value) &&
    value.every((item) => typeof item === 'string' && (values as readonly string[]).includes(item))
  );
}

/** Why a value is not a CoachReadingSummary, or undefined when it is one. */
function summaryProblem(value: unknown): string | undefined {
  if (!isObject(value)) return 'not an object';
  if (typeof value.format !== 'string') return 'format is not a string';
  if (!Array.isArray(value.speakers) || !value.speakers.every((s) => typeof s === 'string'))
    return 'speakers is not a list of names';
  if (value.user !== null && typeof value.user !== 'string') return 'user is not a name or null';
  if (
    !Array.isArray(value.counterparts) ||
    !value.counterparts.every(
      (c: unknown) =>
        isObject(c) &&
        typeof c.name === 'string' &&
        (c.style === null || isListOf(STYLE_LETTERS, [c.style])) &&
        typeof c.words === 'number',
    )
  )
    return 'counterparts is not a list of {name, style, words}';
  if (!isListOf(SITUATION_KINDS, value.situations)) return 'situations has an unknown kind';
  if (!isListOf(USER_PATTERN_KINDS, value.userPatterns)) return 'userPatterns has an unknown kind';
  if (!isListOf(SAFETY_FLAG_KINDS, value.safety)) return 'safety has an unknown kind';
  return undefined;
}

/** A checked summary, or the reason it could not be had. */
export type SummaryResult =
  { ok: true; summary: CoachReadingSummary } | { ok: false; error: string };

/** The engine's summariseReading, when the installed @styleprint/coach exports one. */
export async function findSummariseReading(): Promise<
  ((request: AnalysisRequest) => SummaryResult) | undefined
> {
  const coach: Record<string, unknown> = { ...(await import('@styleprint/coach')) };
  const candidate = coach.summariseReading;
  if (typeof candidate !== 'function') return undefined;
  return (request) => {
    let value: unknown;
    try {
      value = (candidate as (request: AnalysisRequest) => unknown)(request);
    } catch (error) {
      return {
        ok: false,
        error: `threw: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    const problem = summaryProblem(value);
    return problem === undefined
      ? { ok: true, summary: value as CoachReadingSummary }
      : { ok: false, error: `wrong shape: ${problem}` };
  };
}
