import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Value } from '@sinclair/typebox/value';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';

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
    if (check.Check(value)) return { value };
    const issues: FastifySchemaValidationError[] = [];
    for (const issue of check.Errors(value)) {
      issues.push({
        keyword: 'typebox',
        instancePath: issue.path,
        schemaPath: '',
        params: {},
        message: issue.message,
      });
      if (issues.length >= MAX_ISSUES) break;
    }
    return { error: issues };
  };
};
