/**
 * The one way the web calls the API. Every failure becomes an `ApiError` typed as docs/product.md#s8
 * describes, and every response body is checked against libs/contracts before anyone reads it.
 */
import { ERROR_CODES } from '@styleprint/contracts';
import type { ContractResult } from '@styleprint/contracts';

export type ApiErrorType = 'auth' | 'not_found' | 'client' | 'server' | 'network' | 'unknown';

/** The error object of docs/product.md#s3: message, HTTP status, code, type. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly type: ApiErrorType;
  /** Ours: on a 429 (or 503), how many seconds the server asked us to wait (Retry-After). */
  readonly retryAfterSeconds: number | null;

  constructor(
    message: string,
    init: {
      status: number;
      code: string;
      type: ApiErrorType;
      retryAfterSeconds?: number | null;
    },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.type = init.type;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }
}

/** Ours: a 429, which says "wait", not "something is wrong" (docs/decisions/0036). */
export const isRateLimited = (error: unknown): error is ApiError =>
  isApiError(error) && error.status === 429;

/** Ours: the answer arrived but its body is not what the contract says (unreadable JSON, wrong shape). */
export const isUnreadableResponse = (error: unknown): boolean =>
  isApiError(error) && error.status >= 200 && error.status < 300;

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Messages of docs/product.md#s8, word for word. */
const API_MESSAGES = {
  authRequired: 'Authentication required',
  accessDenied: 'Access denied',
  notFound: 'Profile not found',
  server: 'Server error occurred',
  network: 'Network connection failed. Please check your internet connection.',
  notLoggedIn: 'Authentication required. Please log in again.',
  requestFailed: (status: number, statusText: string) =>
    `API request failed: ${status} ${statusText}`.trimEnd(),
} as const;

/** Ours: a request that hangs this long is reported as a network failure. */
const REQUEST_TIMEOUT_MS = 15_000;

function typeOfStatus(status: number): ApiErrorType {
  if (status === 401 || status === 403) return 'auth';
  if (status === 404) return 'not_found';
  if (status >= 500) return 'server';
  if (status >= 400) return 'client';
  return 'unknown';
}

function messageOfStatus(status: number): string | null {
  if (status === 401) return API_MESSAGES.authRequired;
  if (status === 403) return API_MESSAGES.accessDenied;
  if (status === 404) return API_MESSAGES.notFound;
  if (status >= 500) return API_MESSAGES.server;
  return null;
}

const readString = (body: unknown, key: string): string | null => {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

/**
 * docs/product.md#s8: the body's `detail` is the message and its `code` the code when present; otherwise
 * the status decides. A short plain-text body stands in for a missing detail, but never an HTML
 * error page from a proxy (docs/decisions/0032).
 */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  const raw = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = raw ? JSON.parse(raw) : null;
  } catch {
    body = null;
  }
  const plainText = body === null && raw.trim() !== '' && !raw.includes('<') ? raw.trim() : null;
  const { status, statusText } = response;
  const message =
    readString(body, 'detail') ??
    messageOfStatus(status) ??
    (plainText && plainText.length <= 200 ? plainText : null) ??
    API_MESSAGES.requestFailed(status, statusText);
  const code = readString(body, 'code') ?? `HTTP_${status}`;
  return new ApiError(message, {
    status,
    code,
    type: typeOfStatus(status),
    retryAfterSeconds: retryAfterOf(response),
  });
}

/** Retry-After in seconds (RFC 9110: a number of seconds or an HTTP date), or null. */
export function retryAfterOf(response: Response, now = Date.now()): number | null {
  const raw = response.headers.get('retry-after')?.trim();
  if (!raw) return null;
  if (/^\d+$/.test(raw)) return Number(raw);
  const date = Date.parse(raw);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

const networkError = () =>
  new ApiError(API_MESSAGES.network, {
    status: 0,
    code: ERROR_CODES.NETWORK_ERROR,
    type: 'network',
  });

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /**
   * Send the bearer ID token (docs/product.md#s6); `true` fails with AUTH_REQUIRED when signed out.
   * `'ifSignedIn'` sends it only when there is one (ours: the coach calls, which the spec sends
   * without a token, carry it when someone is signed in).
   */
  auth?: boolean | 'ifSignedIn';
  /** Validates the JSON body; without it the body is not read. */
  parse?: (json: unknown) => ContractResult<T>;
  signal?: AbortSignal;
}

export interface ApiClient {
  request<T>(
    path: string,
    options: RequestOptions<T> & { parse: RequestOptions<T>['parse'] },
  ): Promise<T>;
  request(path: string, options?: Omit<RequestOptions<never>, 'parse'>): Promise<void>;
  /**
   * Ours: POSTs and resolves with the open response of a `text/event-stream` once its headers
   * arrive; the caller reads the body. Failures become the same ApiError as `request`. The
   * timeout covers only the wait for the headers, so a long reply keeps streaming.
   */
  openEventStream(
    path: string,
    options: Pick<RequestOptions<never>, 'body' | 'auth' | 'signal'>,
  ): Promise<Response>;
}

/** A signal that aborts after `ms` (AbortSignal.timeout is missing in Safari before 16). */
function timeoutSignal(ms: number): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(() => controller.abort(), ms);
  return controller.signal;
}

/** Aborts when either signal does (AbortSignal.any is missing in Safari before 17.4). */
export function combineSignals(caller: AbortSignal | undefined, timeout: AbortSignal): AbortSignal {
  if (!caller) return timeout;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([caller, timeout]);
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (caller.aborted || timeout.aborted) abort();
  caller.addEventListener('abort', abort, { once: true });
  timeout.addEventListener('abort', abort, { once: true });
  return controller.signal;
}

export interface ApiClientOptions {
  baseUrl: string;
  /** The current ID token; `forceRefresh` asks the identity provider for a new one. */
  getToken: (forceRefresh?: boolean) => Promise<string | null>;
  /**
   * Ours: called when the API refuses the sign-in even with a freshly refreshed token, so the app
   * can say "Your session has ended" (docs/decisions/0036).
   */
  onSessionEnded?: () => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function createApiClient({
  baseUrl,
  getToken,
  onSessionEnded,
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
  timeoutMs = REQUEST_TIMEOUT_MS,
}: ApiClientOptions): ApiClient {
  /** Sends one request and returns its successful response; every failure is an ApiError. */
  async function send(
    path: string,
    options: Omit<RequestOptions<unknown>, 'parse'>,
    accept: string,
    timeout: AbortSignal,
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: accept };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    let token: string | null = null;
    if (options.auth) {
      token = await getToken();
      if (token) {
        headers['Authorization'] = `Bearer ${token}`;
      } else if (options.auth === true) {
        throw new ApiError(API_MESSAGES.notLoggedIn, {
          status: 401,
          code: ERROR_CODES.AUTH_REQUIRED,
          type: 'auth',
        });
      }
    }

    const signal = combineSignals(options.signal, timeout);
    const attempt = async (): Promise<Response> => {
      try {
        return await fetchImpl(`${baseUrl}${path}`, {
          method: options.method ?? 'GET',
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal,
        });
      } catch (error) {
        // The caller's own abort is not a failure to report; pass it through untouched.
        if (options.signal?.aborted) throw error;
        throw networkError();
      }
    };

    let response = await attempt();
    if (response.status === 401 && token !== null) {
      // The token may have expired mid-use (a laptop asleep past the hour): refresh it once and
      // try again; a second refusal means the session itself has ended.
      const fresh = await getToken(true).catch(() => null);
      if (fresh !== null && fresh !== token) {
        headers['Authorization'] = `Bearer ${fresh}`;
        response = await attempt();
      }
      if (response.status === 401) onSessionEnded?.();
    }

    if (!response.ok) throw await errorFromResponse(response);
    return response;
  }

  async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T | void> {
    const response = await send(path, options, 'application/json', timeoutSignal(timeoutMs));
    if (!options.parse) return;

    let json: unknown;
    try {
      json = await response.json();
    } catch {
      json = undefined;
    }
    const parsed = options.parse(json);
    if (!parsed.ok) {
      throw new ApiError(parsed.error.message, {
        status: response.status,
        code: parsed.error.code,
        type: 'unknown',
      });
    }
    return parsed.value;
  }
  async function openEventStream(
    path: string,
    options: Pick<RequestOptions<never>, 'body' | 'auth' | 'signal'>,
  ): Promise<Response> {
    const headersTimeout = new AbortController();
    const timer = setTimeout(() => headersTimeout.abort(), timeoutMs);
    try {
      return await send(
        path,
        { ...options, method: 'POST' },
        'text/event-stream',
        headersTimeout.signal,
      );
    } finally {
      clearTimeout(timer);
    }
  }

  return { request, openEventStream } as ApiClient;
}
