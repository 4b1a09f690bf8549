import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@styleprint/contracts';
import { ApiError, SERVER_ERROR_DETAIL, storeUnavailable } from '../errors.js';
import { fromFirebaseError } from '../auth/auth-failures.js';
import { AccountErasedError, isStoreUnavailable } from '../store/store-errors.js';

/** What the API answers for a failure: status, `{detail, code}` and the headers that go with it. */
export interface ErrorResponse {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
  /** Worth an error log with the stack: a 5xx other than a known outage. */
  unexpected: boolean;
}

/** One schema problem as Fastify's validator reports it. */
interface ValidationIssue {
  instancePath?: string;
  message?: string;
}

interface FastifyishError {
  code?: unknown;
  statusCode?: unknown;
  message: string;
  validation?: ValidationIssue[];
  validationContext?: string;
}

/** At most this many fields are named in one 400, so a garbage body yields a readable message. */
const MAX_FIELDS_NAMED = 5;

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ERROR_CODES.VALIDATION_ERROR,
  401: ERROR_CODES.AUTH_REQUIRED,
  403: ERROR_CODES.ACCESS_DENIED,
  404: ERROR_CODES.NOT_FOUND,
  413: ERROR_CODES.PAYLOAD_TOO_LARGE,
  415: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
  429: ERROR_CODES.RATE_LIMITED,
};

const WHERE: Record<string, string> = {
  body: 'request body',
  querystring: 'query string',
  params: 'path',
  headers: 'headers',
};

/** "/emergenetics/analytical" → "emergenetics.analytical"; the root is named by its context. */
function fieldName(instancePath: string | undefined, context: string): string {
  const field = (instancePath ?? '')
    .split('/')
    .filter((part) => part !== '')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
  return field === '' ? context : field;
}

/** "Invalid request body: mbti: Expected string; emergenetics.social: Expected integer". */
function describeValidation(issues: ValidationIssue[], context = 'body'): string {
  const where = WHERE[context] ?? context;
  const byField = new Map<string, string>();
  for (const issue of issues) {
    const field = fieldName(issue.instancePath, context);
    // The first message per field is the most specific one the validator found.
    if (!byField.has(field)) byField.set(field, issue.message ?? 'is invalid');
    if (byField.size >= MAX_FIELDS_NAMED) break;
  }
  const parts = [...byField].map(([field, message]) =>
    field === context ? message : `${field}: ${message}`,
  );
  return `Invalid ${where}: ${parts.length > 0 ? parts.join('; ') : 'does not match the schema'}`;
}

function asFastifyish(error: unknown): FastifyishError | undefined {
  return error instanceof Error ? (error as FastifyishError) : undefined;
}

/** Maps anything thrown while handling a request to the response a client gets. */
export function toErrorResponse(error: unknown, limits: { bodyLimitBytes: number }): ErrorResponse {
  const respond = (
    status: number,
    code: ErrorCode,
    detail: string,
    headers: Record<string, string> = {},
  ): ErrorResponse => ({ status, body: { detail, code }, headers, unexpected: false });

  if (error instanceof ApiError) {
    return respond(error.statusCode, error.code, error.detail, { ...error.headers });
  }
  // A write whose account was deleted while it was under way (docs/decisions/0035): the same 401
  // a deleted account's token gets at sign-in, whichever route wrote, so no route can forget it.
  if (error instanceof AccountErasedError) {
    const gone = fromFirebaseError({ code: 'auth/user-not-found' });
    if (gone) return respond(gone.statusCode, gone.code, gone.detail, { ...gone.headers });
  }
  if (isStoreUnavailable(error)) {
    const unavailable = storeUnavailable();
    return respond(unavailable.statusCode, unavailable.code, unavailable.detail, {
      ...unavailable.headers,
    });
  }

  const known = asFastifyish(error);
  if (known?.validation) {
    return respond(
      400,
      ERROR_CODES.VALIDATION_ERROR,
      describeValidation(known.validation, known.validationContext),
    );
  }
  switch (known?.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return respond(
        413,
        ERROR_CODES.PAYLOAD_TOO_LARGE,
        `Request body is too large (this route accepts at most ${limits.bodyLimitBytes} bytes)`,
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return respond(
        415,
        ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
        'Unsupported content type: send the body as application/json',
      );
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return respond(400, ERROR_CODES.VALIDATION_ERROR, 'Invalid request body: it is empty');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return respond(400, ERROR_CODES.VALIDATION_ERROR, 'Invalid request body: it is not JSON');
  }

  const status = typeof known?.statusCode === 'number' ? known.statusCode : 500;
  if (status >= 400 && status < 500) {
    // The JSON parser's own messages quote the body; a client gets the gist without an echo.
    const detail = !(error instanceof SyntaxError)
      ? (known?.message ?? 'Bad request')
      : error.message.includes('forbidden prototype property')
        ? 'Invalid request body: __proto__ and constructor.prototype keys are not allowed'
        : 'Invalid request body: it is not JSON';
    return respond(status, CODE_BY_STATUS[status] ?? ERROR_CODES.VALIDATION_ERROR, detail);
  }
  return {
    status: 500,
    body: { detail: SERVER_ERROR_DETAIL, code: ERROR_CODES.INTERNAL_ERROR },
    headers: {},
    unexpected: true,
  };
}
