import { FormatRegistry, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { ContractError, ContractIssue, ContractResult, ErrorCode } from './errors.js';

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-](\d{2}):(\d{2}))$/;

/** An RFC 3339 date-time with its offset, as JSON Schema's `date-time` format means it. */
export function isDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (match === null) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const offsetHour = Number(match[7] ?? 0);
  const offsetMinute = Number(match[8] ?? 0);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 60 &&
    offsetHour <= 23 &&
    offsetMinute <= 59
  );
}

// TypeBox's Value and TypeCompiler know no string formats until one is registered: without this,
// every schema with `format: 'date-time'` (a stored profile's createdAt) fails every check.
if (!FormatRegistry.Has('date-time')) FormatRegistry.Set('date-time', isDateTime);

/** Lists what is wrong with a value, one issue per field, at most `max`. */
export function listIssues(schema: TSchema, value: unknown, max = 10): ContractIssue[] {
  const issues: ContractIssue[] = [];
  for (const error of Value.Errors(schema, value)) {
    issues.push({ path: error.path || '/', message: error.message });
    if (issues.length >= max) break;
  }
  return issues;
}

/** Checks a value against a schema without changing it. */
export function check<S extends TSchema>(
  schema: S,
  value: unknown,
  failure: { message: string; code: ErrorCode },
): ContractResult<Static<S>> {
  if (Value.Check(schema, value)) return { ok: true, value };
  const error: ContractError = { ...failure, issues: listIssues(schema, value) };
  return { ok: false, error };
}
