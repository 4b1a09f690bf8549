import type { StoredProfile } from '@styleprint/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, useApp } from '../helpers/app.js';
import { createEmailAccount, type TestAccount } from '../helpers/emulator.js';
import { validPayload } from '../helpers/payloads.js';
import { describeEachStore } from '../helpers/stores.js';

/** ASSESSMENT_HISTORY_MAX: each user keeps their newest N submissions (decision 0082). */
describeEachStore((leg) => {
  const context = useApp(leg, { ASSESSMENT_HISTORY_MAX: '3' });
  let alice: TestAccount;
  let bob: TestAccount;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([createEmailAccount('alice'), createEmailAccount('bob')]);
  });

  const submit = async (account: TestAccount, mbti: string) => {
    const res = await context.app.inject({
      method: 'POST',
      url: '/quiz/submit-assessment',
      headers: bearer(account.idToken),
      payload: { ...validPayload(), mbti },
    });
    expect(res.statusCode).toBe(201);
    return res.json<StoredProfile>();
  };
  const historyOf = async (account: TestAccount) =>
    (
      await context.app.inject({
        method: 'GET',
        url: '/profile/history?limit=50',
        headers: bearer(account.idToken),
      })
    ).json<{ items: StoredProfile[] }>().items;

  describe('assessment retention', () => {
    it("keeps each user's newest N submissions, with their profiles, and no one else's are touched", async () => {
      const bobs = await submit(bob, 'ENFP');
      const saved: StoredProfile[] = [];
      for (const mbti of ['INTJ', 'ENTP', 'ISFJ', 'ESTP', 'INFP'])
        saved.push(await submit(alice, mbti));

      const history = await historyOf(alice);
      expect(history.map((item) => item.id)).toEqual(
        saved
          .slice(2)
          .reverse()
          .map((item) => item.id),
      );
      expect((await historyOf(bob)).map((item) => item.id)).toEqual([bobs.id]);
      // The trimmed submissions' profiles went with them: nothing orphaned is left behind.
      const [counts] = await context.store.sql.query<{ assessments: number; profiles: number }>(
        `SELECT (SELECT count(*)::int FROM assessments) AS assessments,
                (SELECT count(*)::int FROM profiles) AS profiles`,
      );
      expect(counts).toEqual({ assessments: 4, profiles: 4 });
    });
  });
});
