/**
 * The account's API calls (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md): export, sign out everywhere, delete. All go through the
 * shared client, so failures arrive as typed ApiErrors.
 */
import type { ApiClient } from '#web/lib/api-client';

const EXPORT_FILE_NAME = 'styleprint-my-data.json';

/** GET /account/export, parsed only as JSON: the file is the server's document, byte for byte in meaning. */
export async function fetchMyData(client: ApiClient): Promise<unknown> {
  return client.request('/account/export', {
    auth: true,
    parse: (json) => ({ ok: true, value: json }),
  });
}

export async function signOutEverywhere(client: ApiClient): Promise<void> {
  await client.request('/account/sign-out-everywhere', { method: 'POST', auth: true });
}

/**
 * POST /account/password-changed, right after a password change: the API stops admitting sign-ins
 * older than the change at once, not within the minute it remembers a verified sign-in
 * (docs/decisions/0027-hostile-text-late-writes-and-revocation.md).
 */
export async function tellPasswordChanged(client: ApiClient): Promise<void> {
  await client.request('/account/password-changed', { method: 'POST', auth: true });
}

export async function deleteMyAccount(client: ApiClient): Promise<void> {
  await client.request('/account', { method: 'DELETE', auth: true });
}

/** Offers `data` as a downloaded JSON file. */
export function downloadJson(data: unknown, fileName = EXPORT_FILE_NAME): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
