import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/open-store.js';
import { bearer, buildTestApp } from '../helpers/app.js';
import { createEmailAccount, type TestAccount } from '../helpers/emulator.js';
import { validPayload } from '../helpers/payloads.js';

/** Every file under `dir` whose bytes contain `marker`, as paths relative to `dir`. */
async function filesContaining(dir: string, marker: string): Promise<string[]> {
  const found: string[] = [];
  const needle = Buffer.from(marker);
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await readFile(file)).includes(needle)) found.push(path.relative(dir, file));
  }
  return found;
}

/**
 * The finding: after an erasure and a restart, the erased user's rows were still readable
 * in PGlite's table file and write-ahead log. The marker here is the user id, which the store
 * keeps in every row of the user.
 */
describe('Deleting an account on PGlite leaves nothing readable in its files', () => {
  let dataDir: string;
  let victim: TestAccount;
  let bystander: TestAccount;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'styleprint-erasure-'));
    [victim, bystander] = await Promise.all([
      createEmailAccount('victim'),
      createEmailAccount('bystander'),
    ]);
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Runs `work` against an app over the on-disk store, then closes both (a restart). */
  async function withApp(work: (app: Awaited<ReturnType<typeof buildTestApp>>) => Promise<void>) {
    const store = await openStore({ kind: 'pglite', dataDir });
    const app = await buildTestApp(store);
    try {
      await work(app);
    } finally {
      await app.close();
      await store.close();
    }
  }

  it('the user id is in the files while the rows exist (the check can fail)', async () => {
    await withApp(async (app) => {
      for (const account of [victim, victim, bystander]) {
        const res = await app.inject({
          method: 'POST',
          url: '/quiz/submit-assessment',
          headers: bearer(account.idToken),
          payload: validPayload(),
        });
        expect(res.statusCode).toBe(201);
      }
      // A person the victim saved, with a quote and a kept conversation (docs/decisions/0100).
      const person = await app.inject({
        method: 'POST',
        url: '/people',
        headers: bearer(victim.idToken),
        payload: {
          name: 'Colleague of the victim',
          evidence: [
            {
              id: 'q1',
              trait: 'disc',
              supports: 'D',
              weight: 2,
              quote: 'Send it today, no delays.',
            },
          ],
          keptConversation: 'Colleague: Send it today, no delays.',
        },
      });
      expect(person.statusCode).toBe(201);
    });
    expect(await filesContaining(dataDir, victim.uid)).not.toEqual([]);
    expect(await filesContaining(dataDir, 'Colleague of the victim')).not.toEqual([]);
  });

  it('after DELETE /account and a restart, no file holds it; the other user is intact', async () => {
    await withApp(async (app) => {
      const res = await app.inject({
        method: 'DELETE',
        url: '/account',
        headers: bearer(victim.idToken),
      });
      expect(res.statusCode).toBe(204);
    });
    expect(await filesContaining(dataDir, victim.uid)).toEqual([]);
    expect(await filesContaining(dataDir, 'Colleague of the victim')).toEqual([]);
    expect(await filesContaining(dataDir, bystander.uid)).not.toEqual([]);
    await withApp(async (app) => {
      const res = await app.inject({
        method: 'GET',
        url: '/profile/me',
        headers: bearer(bystander.idToken),
      });
      expect(res.statusCode).toBe(200);
    });
  });
});
