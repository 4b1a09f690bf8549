import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import type { FastifyPluginAsync, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { fromFirebaseError, missingToken, rejectedToken, wrongScheme } from './auth-failures.js';
import { findTokenProblem } from './token-claims.js';

/** Who is signed in, as the routes see it. */
export interface AuthenticatedUser {
  uid: string;
  email: string | null;
  name: string | null;
  /** How they signed in: "password", "google.com", … */
  provider: string;
  /** When the person last entered their credentials (seconds since the epoch), not the token's refresh. */
  authTime: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: verifies the bearer ID token and sets request.user, or answers 401/403. */
    authenticate: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; null on routes that do not require sign-in. */
    user: AuthenticatedUser | null;
  }
}

export interface FirebaseAuthOptions {
  projectId: string;
  authEmulatorHost: string | undefined;
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
  authTime: decoded.auth_time,
});

const firebaseAuth: FastifyPluginAsync<FirebaseAuthOptions> = async (app, options) => {
  alignEmulatorEnvironment(options.authEmulatorHost);
  // A named app per API instance: tests build several, and each must close its own.
  const firebaseApp = initializeApp(
    { projectId: options.projectId },
    `styleprint-api-${randomUUID()}`,
  );
  const auth = getAuth(firebaseApp);
  const emulator = options.authEmulatorHost !== undefined;

  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const problem = findTokenProblem(token, {
      projectId: options.projectId,
      emulator,
      nowSeconds: Math.floor(Date.now() / 1000),
    });
    if (problem) throw rejectedToken(problem);
    let decoded: DecodedIdToken;
    try {
      // checkRevoked also looks the account up: a disabled account gets 403, a revoked sign-in 401.
      decoded = await auth.verifyIdToken(token, true);
    } catch (error) {
      throw fromFirebaseError(error) ?? error;
    }
    request.user = toUser(decoded);
  });

  app.addHook('onClose', async () => {
    await deleteApp(firebaseApp);
  });
};

export default fp(firebaseAuth, { name: 'firebase-auth' });
