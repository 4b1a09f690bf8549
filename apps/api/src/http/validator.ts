import type { TSchema } from '@sinclair/typebox';
import { findUnstorableText, formatProblem, NOT_BLANK_PATTERN } from '@styleprint/contracts';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';

/** The allowed values of a union of literals, e.g. "low", "medium", "high". */
function literalChoices(schema: TSchema): string[] | undefined {
  const options: unknown = schema['anyOf'];
  if (!Array.isArray(options) || options.length === 0) return undefined;
  const values = options.map((option: unknown) =>
    typeof option === 'object' && option !== null && 'const' in option ? option.const : undefined,
  );
  return values.every((value) => value !== undefined)
    ? values.map((value) => JSON.stringify(value))
    : undefined;
}

/**
 * TypeBox's message, made specific where it is vague ("Expected union value") or says what a
 * person cannot read (a regular expression).
 */
function messageFor(issue: ValueError): string {
  if (issue.type === ValueErrorType.StringFormat) {
    // Text and names (docs/decisions/0027): say which character is wrong, not the format's name.
    const problem = formatProblem(issue.schema['format'], issue.value);
    if (problem !== undefined) return problem;
  }
  const choices = literalChoices(issue.schema);
  if (choices) return `Expected one of ${choices.join(', ')}`;
  if (
    issue.type === ValueErrorType.StringPattern &&
    issue.schema['pattern'] === NOT_BLANK_PATTERN
  ) {
    return 'must not be blank';
  }
  const description: unknown = issue.schema['description'];
  if (issue.type === ValueErrorType.StringPattern && typeof description === 'string') {
    return `${issue.message} (${description})`;
  }
  return issue.message;
}

/** Enough issues to fix a request in one go; a garbage body does not produce thousands. */
const MAX_ISSUES = 10;

/**
 * Request validation with TypeBox, compiled once per route: the same engine and schemas as
 * libs/contracts. A body is checked exactly as sent: no type coercion ("3" is not 3), no
 * defaults filled in, no unknown field silently dropped, so a wrong field is a 400 that names
 * it. Query strings and path parameters arrive as text, so there, and only there, "20" is
 * converted to 20 before checking.
 */
export const strictValidatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = TypeCompiler.Compile(schema);
  return (input: unknown) => {
    const value = httpPart === 'body' ? input : Value.Convert(schema, input);
    // Every text field of ours carries the text format; this also finds a string whose schema does
    // not (the assessment's and the profile's), or one inside a union TypeBox reports only as a
    // whole ("Expected union value"), so no route hands the store text it cannot keep, and the
    // 400 names the very field.
    const unstorable = findUnstorableText(value);
    const issues: FastifySchemaValidationError[] =
      unstorable === undefined
        ? []
        : [
            {
              keyword: 'typebox',
              instancePath: unstorable.path
                .map((part) => `/${part.replace(/~/g, '~0').replace(/\//g, '~1')}`)
                .join(''),
              schemaPath: '',
              params: {},
              message: unstorable.problem,
            },
          ];
    if (issues.length === 0 && check.Check(value)) return { value };
    for (const issue of check.Errors(value)) {
      issues.push({
        keyword: 'typebox',
        instancePath: issue.path,
        schemaPath: '',
        params: {},
        message: messageFor(issue),
      });
      if (issues.length >= MAX_ISSUES) break;
    }
    return { error: issues };
  };
};
