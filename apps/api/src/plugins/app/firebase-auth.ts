import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:http';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import type {
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { VerifiedTokenCache } from '../../cache/verified-token-cache.js';
import {
  fromFirebaseError,
  missingToken,
  rejectedToken,
  wrongScheme,
} from '../../auth/auth-failures.js';
import { findTokenProblem, unverifiedSubject } from '../../auth/token-claims.js';
import { rateLimited } from '../../http/rate-limited.js';
import { createUserInFlight, type UserInFlightCaps } from '../../limits/user-in-flight.js';

/** Who is signed in, as the routes see it. */
export interface AuthenticatedUser {
  uid: string;
  email: string | null;
  name: string | null;
  /** How they signed in: "password", "google.com", "anonymous", … */
  provider: string;
  /** Whether Firebase Auth has seen the address verified (Google's are; fresh passwords' are not). */
  emailVerified: boolean;
  /** When the person last entered their credentials (seconds since the epoch), not the token's refresh. */
  authTime: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: verifies the bearer ID token and sets request.user, or answers 401/403. */
    authenticate: onRequestAsyncHookHandler;
    /**
     * Drops what this instance remembers of an account's sign-ins (docs/decisions/0090): call it
     * whenever our API changes or erases an account, so the change applies at once.
     */
    forgetAccount(uid: string): void;
    /**
     * The account id of the request's bearer token when the token is genuine and unexpired,
     * whether or not its sign-in was revoked since (a password change revokes this browser's
     * token too): enough to name an account whose remembered sign-ins should go, never to act
     * on its data. Answers 401 like `authenticate` otherwise.
     */
    tokenOwner(request: FastifyRequest): Promise<string>;
    /** The verified-token cache, for the metrics endpoint. */
    verifiedTokens: VerifiedTokenCache<AuthenticatedUser>;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; null on routes that do not require sign-in. */
    user: AuthenticatedUser | null;
  }
}

export interface FirebaseAuthOptions {
  projectId: string;
  authEmulatorHost: string | undefined;
  /**
   * The agent for firebase-admin's own HTTP calls (Google's signing keys, account lookups): an
   * egress proxy in production, a local key server in tests (decision 0084).
   */
  httpAgent?: Agent | undefined;
  /** The verified-token cache (docs/decisions/0090); accountStatusTtlMs 0 turns it off. */
  tokenCache: { accountStatusTtlMs: number; maxEntries: number };
  /** Per-user caps on requests in flight (docs/decisions/0094); unset = no cap. */
  inFlight?: UserInFlightCaps | undefined;
}

const EMULATOR_VARIABLE = 'FIREBASE_AUTH_EMULATOR_HOST';

/**
 * firebase-admin decides "emulator or real Firebase" from process.env at each call, not from
 * its options. So the configuration and the process environment must agree, or a server
 * configured for real Firebase would still accept the emulator's unsigned tokens.
 */
function alignEmulatorEnvironment(authEmulatorHost: string | undefined): void {
  const current = process.env[EMULATOR_VARIABLE];
  if (authEmulatorHost === undefined) {
    if (current !== undefined && current !== '') {
      throw new Error(
        `${EMULATOR_VARIABLE} is set in the process environment (${current}) but the API was ` +
          'configured without the emulator: firebase-admin would accept unsigned tokens. ' +
          `Unset ${EMULATOR_VARIABLE} or configure the emulator.`,
      );
    }
    return;
  }
  if (current !== undefined && current !== '' && current !== authEmulatorHost) {
    throw new Error(
      `${EMULATOR_VARIABLE} is ${current} in the process environment but ${authEmulatorHost} ` +
        'in the configuration; firebase-admin can only use one emulator per process.',
    );
  }
  process.env[EMULATOR_VARIABLE] = authEmulatorHost;
}

const BEARER = /^Bearer[ \t]+([^\s]+)[ \t]*$/i;

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (header === undefined || header.trim() === '') throw missingToken();
  const match = BEARER.exec(header);
  if (!match?.[1]) throw wrongScheme();
  return match[1];
}

const toUser = (decoded: DecodedIdToken): AuthenticatedUser => ({
  uid: decoded.uid,
  email: typeof decoded.email === 'string' ? decoded.email : null,
  name: typeof decoded['name'] === 'string' ? decoded['name'] : null,
  provider: decoded.firebase.sign_in_provider,
  emailVerified: decoded.email_verified === true,
  authTime: decoded.auth_time,
});

const firebaseAuth: FastifyPluginAsync<FirebaseAuthOptions> = async (app, options) => {
  alignEmulatorEnvironment(options.authEmulatorHost);
  // A named app per API instance: tests build several, and each must close its own.
  const firebaseApp = initializeApp(
    {
      projectId: options.projectId,
      ...(options.httpAgent === undefined ? {} : { httpAgent: options.httpAgent }),
    },
    `styleprint-api-${randomUUID()}`,
  );
  const auth = getAuth(firebaseApp);
  const emulator = options.authEmulatorHost !== undefined;

  const verifiedTokens = new VerifiedTokenCache<AuthenticatedUser>(options.tokenCache);
  app.decorate('verifiedTokens', verifiedTokens);
  app.decorate('forgetAccount', (uid: string) => verifiedTokens.forgetAccount(uid));

  app.decorate('tokenOwner', async (request: FastifyRequest): Promise<string> => {
    const token = bearerToken(request);
    const problem = findTokenProblem(token, {
      projectId: options.projectId,
      emulator,
      nowSeconds: Math.floor(Date.now() / 1000),
    });
    if (problem) throw rejectedToken(problem);
    try {
      // With the emulator firebase-admin checks revocation whatever it is asked, so this asks for
      // the full check everywhere and takes "revoked" as an answer.
      return (await auth.verifyIdToken(token, true)).uid;
    } catch (error) {
      // firebase-admin looks for a revocation only after the signature and claims checked out:
      // a revoked token is a genuine one, and its subject is the account it names.
      const subject =
        codeOf(error) === 'auth/id-token-revoked' ? unverifiedSubject(token) : undefined;
      if (subject !== undefined) return subject;
      throw fromFirebaseError(error) ?? error;
    }
  });

  const admit = options.inFlight === undefined ? undefined : createUserInFlight(options.inFlight);

  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    const problem = findTokenProblem(token, {
      projectId: options.projectId,
      emulator,
      nowSeconds: Math.floor(Date.now() / 1000),
    });
    if (problem) throw rejectedToken(problem);
    try {
      request.user = await verifiedTokens.verify(token, async () => {
        // checkRevoked also looks the account up: a disabled account gets 403, a revoked sign-in 401.
        const decoded = await auth.verifyIdToken(token, true);
        return { user: toUser(decoded), uid: decoded.uid, expiresAtSeconds: decoded.exp };
      });
    } catch (error) {
      const failure = fromFirebaseError(error);
      if (failure?.statusCode === 503) {
        // Ours to fix (credentials, egress) or Google's outage: the operator needs to see it.
        request.log.error({ err: error }, 'sign-in could not be verified');
      }
      throw failure ?? error;
    }
    if (admit === undefined) return;
    // Right after sign-in and before the body is read (docs/decisions/0094): a user already at
    // a cap costs a 429, not a parse, a query or a queue position in front of other users.
    const release = await admit(request.user.uid, request.method);
    if (release === null) throw rateLimited(1);
    reply.raw.once('close', release);
  });

  app.addHook('onClose', async () => {
    await deleteApp(firebaseApp);
  });
};

export default fp(firebaseAuth, { name: 'firebase-auth' });
