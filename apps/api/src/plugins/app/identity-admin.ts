import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { fromFirebaseError, verificationUnavailable } from '../../auth/auth-failures.js';

/** What the API may do to an account at the identity provider, on its owner's request. */
export interface IdentityAdmin {
  /** Ends every session of the account: refresh tokens revoked, ID tokens refused from now on. */
  revokeSessions(uid: string): Promise<void>;
  /** Deletes the account itself; an account already gone counts as deleted. */
  deleteAccount(uid: string): Promise<void>;
}

/**
 * Called after an account's sessions are revoked or the account is deleted. A cache of verified
 * tokens or account status must drop the account here (the token cache's `forgetAccount`), or it
 * would keep admitting a signed-out or deleted person until its entries expire.
 */
export type AccountChangedHook = (uid: string) => void | Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    identityAdmin: IdentityAdmin;
    /** The one place that learns of revoked or deleted accounts; see AccountChangedHook. */
    onAccountChanged: AccountChangedHook;
  }
}

export interface IdentityAdminOptions {
  projectId: string;
}

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/**
 * "No such user" means the account went while the request was under way (a deletion racing it):
 * deleting it again is done, anything else gets the 401 of a deleted account's token. Any other
 * failure means Firebase Auth could not be asked: a 503 the client may retry.
 */
async function call(work: () => Promise<unknown>, tolerateMissingUser: boolean): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (codeOf(error) === 'auth/user-not-found') {
      if (tolerateMissingUser) return;
      throw fromFirebaseError(error) ?? error;
    }
    throw Object.assign(verificationUnavailable(), { cause: error });
  }
}

/**
 * firebase-admin for account administration. It runs after the firebase-auth plugin, which has
 * already made the process environment agree with the configured emulator (or its absence).
 */
const identityAdmin: FastifyPluginAsync<IdentityAdminOptions> = async (app, options) => {
  const firebaseApp = initializeApp(
    { projectId: options.projectId },
    `styleprint-api-admin-${randomUUID()}`,
  );
  const auth = getAuth(firebaseApp);

  // This instance's verified-token cache forgets the account at once (decision 0090); other
  // instances notice within AUTH_ACCOUNT_CACHE_SECONDS.
  app.decorate('onAccountChanged', (async (uid: string) => {
    app.forgetAccount(uid);
  }) as AccountChangedHook);
  app.decorate('identityAdmin', {
    revokeSessions: async (uid) => {
      await call(() => auth.revokeRefreshTokens(uid), false);
      await app.onAccountChanged(uid);
    },
    deleteAccount: async (uid) => {
      await call(() => auth.deleteUser(uid), true);
      await app.onAccountChanged(uid);
    },
  } satisfies IdentityAdmin);

  app.addHook('onClose', async () => {
    await deleteApp(firebaseApp);
  });
};

export default fp(identityAdmin, { name: 'identity-admin', dependencies: ['firebase-auth'] });
