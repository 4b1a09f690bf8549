import type { AccountExport, StoredProfile } from '@styleprint/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, useApp } from '../helpers/app.js';
import { createEmailAccount, type TestAccount } from '../helpers/emulator.js';
import { validPayload } from '../helpers/payloads.js';
import { describeEachStore } from '../helpers/stores.js';

/*
 * Profiles stored before decision 0018 held a tie in the spec's own fields ("I/S/C",
 * "Executing/Thinking"). They are read into the new form at read time (src/store/stored-ties.ts):
 * the tie goes to Tie and TopTie, Primary and TopDomain take one tied value, by the earliest
 * answer when the stored submission says it, else the first tied one.
 */

const OLDER_PROFILE = {
  mbti: { Type: 'INFJ', Confidence: 'Tentative: each letter rests on 1 answer' },
  disc: { Primary: 'I/S/C', Secondary: null },
  emergenetics: {
    Analytical: 1.7,
    Structural: 1.7,
    Social: 5,
    Conceptual: 1.7,
    Expressiveness: 'Not measured',
    Assertiveness: 'High',
    Flexibility: 'Not measured',
  },
  cliftonStrengths: {
    Executing: 1,
    Influencing: 1,
    Relationship: 0,
    Thinking: 1,
    TopDomain: 'Executing/Influencing/Thinking',
  },
};

/** A payload whose answers chose S, C, i and Strategic Thinking, Executing, Influencing, in that order. */
const payloadWithAnswers = {
  ...validPayload(),
  disc: 'SCi',
  cliftonStrengths: { executing: 1, influencing: 1, relationship: 0, thinking: 1 },
  answers: [
    { questionId: 'disc-1', framework: 'disc', value: 'S' },
    { questionId: 'disc-2', framework: 'disc', value: 'C' },
    { questionId: 'disc-3', framework: 'disc', value: 'i' },
    { questionId: 'strengths-1', framework: 'cliftonStrengths', value: 'Strategic Thinking' },
    { questionId: 'strengths-2', framework: 'cliftonStrengths', value: 'Executing' },
    { questionId: 'strengths-3', framework: 'cliftonStrengths', value: 'Influencing' },
  ],
};

describeEachStore((leg) => {
  const context = useApp(leg);
  let alice: TestAccount;

  beforeAll(async () => {
    alice = await createEmailAccount('older-ties');
  });

  /** Writes a submission and its profile as a build before decision 0018 stored them. */
  async function storeTheOlderWay(payload: object, profile: object): Promise<void> {
    const [row] = await context.store.sql.query<{ id: string }>(
      'INSERT INTO assessments (user_id, payload) VALUES ($1, $2::jsonb) RETURNING id',
      [alice.uid, JSON.stringify(payload)],
    );
    await context.store.sql.query(
      'INSERT INTO profiles (assessment_id, profile) VALUES ($1, $2::jsonb)',
      [row?.id, JSON.stringify(profile)],
    );
  }

  const get = (url: string) =>
    context.app.inject({ method: 'GET', url, headers: bearer(alice.idToken) });

  describe('a stored tie written the older way', () => {
    it('reads with the earliest answer first when the submission kept its answers', async () => {
      await storeTheOlderWay(payloadWithAnswers, OLDER_PROFILE);
      const me = await get('/profile/me');
      expect(me.statusCode).toBe(200);
      const body = me.json<StoredProfile>();
      expect(body.disc).toEqual({ Primary: 'S', Secondary: null, Tie: ['S', 'C', 'I'] });
      expect(body.cliftonStrengths).toMatchObject({
        TopDomain: 'Thinking',
        TopTie: ['Thinking', 'Executing', 'Influencing'],
      });
    });

    it('reads with the first tied value when the submission says nothing of the order', async () => {
      const { answers: _none, ...withoutAnswers } = payloadWithAnswers;
      await storeTheOlderWay(
        { ...withoutAnswers, disc: 'DiS' },
        {
          ...OLDER_PROFILE,
          cliftonStrengths: { ...OLDER_PROFILE.cliftonStrengths, TopDomain: 'Executing/Thinking' },
        },
      );
      const body = (await get('/profile/me')).json<StoredProfile>();
      // The payload still lists the DiSC letters by the earliest answer: i before S; C is not listed.
      expect(body.disc).toEqual({ Primary: 'I', Secondary: null, Tie: ['I', 'S', 'C'] });
      expect(body.cliftonStrengths).toMatchObject({
        TopDomain: 'Executing',
        TopTie: ['Executing', 'Thinking'],
      });
    });

    it('reads the same in the history and the data export', async () => {
      await storeTheOlderWay(payloadWithAnswers, OLDER_PROFILE);
      const history = (await get('/profile/history')).json<{ items: StoredProfile[] }>();
      expect(history.items[0]?.disc).toEqual({
        Primary: 'S',
        Secondary: null,
        Tie: ['S', 'C', 'I'],
      });
      expect(history.items[0]?.cliftonStrengths.TopDomain).toBe('Thinking');
      const exported = await get('/account/export');
      expect(exported.statusCode).toBe(200);
      const [entry] = exported.json<AccountExport>().assessments;
      expect(entry?.profile.disc).toEqual({ Primary: 'S', Secondary: null, Tie: ['S', 'C', 'I'] });
      expect(entry?.profile.cliftonStrengths.TopTie).toEqual([
        'Thinking',
        'Executing',
        'Influencing',
      ]);
    });

    it('leaves a profile without a tie exactly as stored', async () => {
      const clear = {
        ...OLDER_PROFILE,
        disc: { Primary: 'S', Secondary: 'C' },
        cliftonStrengths: { ...OLDER_PROFILE.cliftonStrengths, Thinking: 2, TopDomain: 'Thinking' },
      };
      await storeTheOlderWay(payloadWithAnswers, clear);
      const body = (await get('/profile/me')).json<StoredProfile>();
      expect(body.disc).toEqual({ Primary: 'S', Secondary: 'C' });
      expect(body.cliftonStrengths).toEqual(clear.cliftonStrengths);
    });
  });
});
