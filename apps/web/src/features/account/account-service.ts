import type { ApiClient } from '#web/lib/api-client';
import * as firebase from '#web/lib/firebase';
import {
  deleteMyAccount,
  fetchMyData,
  signOutEverywhere,
  tellPasswordChanged,
} from './api/account-api';

/** What the account page does, in one place so its tests can stand in for Firebase and the API. */
export interface AccountService {
  updateDisplayName(name: string): Promise<void>;
  changePassword(current: string, next: string): Promise<void>;
  /** Confirms it is the person: their password, or the Google popup (null). */
  reauthenticate(password: string | null): Promise<void>;
  exportData(): Promise<unknown>;
  signOutEverywhere(): Promise<void>;
  deleteAccount(): Promise<void>;
}

/** The Firebase calls the account page makes; tests pass their own. */
export interface AccountIdentity {
  updateDisplayName(name: string): Promise<unknown>;
  changePassword(current: string, next: string): Promise<void>;
  reauthenticate(password: string | null): Promise<void>;
}

export function createAccountService(
  client: ApiClient,
  identity: AccountIdentity = firebase,
): AccountService {
  return {
    updateDisplayName: async (name) => {
      await identity.updateDisplayName(name);
    },
    changePassword: async (current, next) => {
      await identity.changePassword(current, next);
      // Firebase now refuses every other sign-in; the API must stop admitting them too. The
      // password is changed whatever the API answers, so a failure here is not the person's: the
      // API's remembered sign-ins then lapse within the minute the account screen states.
      await tellPasswordChanged(client).catch(() => undefined);
    },
    reauthenticate: identity.reauthenticate,
    exportData: () => fetchMyData(client),
    signOutEverywhere: () => signOutEverywhere(client),
    deleteAccount: () => deleteMyAccount(client),
  };
}

/** The provider code of a Firebase error, or the API's code of an ApiError. */
export function failureCode(error: unknown): string | null {
  return firebase.authErrorCode(error);
}
