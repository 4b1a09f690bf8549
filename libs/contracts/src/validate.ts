import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { ContractError, ContractIssue, ContractResult, ErrorCode } from './errors.js';

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
