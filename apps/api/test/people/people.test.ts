import type { ErrorBody, Person, PersonList, StoredProfile } from '@styleprint/contracts';
import { PEOPLE_LIMITS, PersonSchema, STYLE_SIGNAL_COUNTS } from '@styleprint/contracts';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { callerFor, useApp } from '../helpers/app.js';
import { createEmailAccount, type TestAccount } from '../helpers/emulator.js';
import { validPayload } from '../helpers/payloads.js';
import { describeEachStore } from '../helpers/stores.js';
import { byHand, fromRead } from './fixtures.js';

/** Measures of a quote, all zero: a valid shape to spoil one field of. */
const NO_SIGNALS = {
  ...Object.fromEntries(STYLE_SIGNAL_COUNTS.map((key) => [key, 0])),
  sentiment: 0,
  intensity: 0,
};

describeEachStore((leg) => {
  const context = useApp(leg);

  const call = callerFor(context);

  const add = async (account: TestAccount, body: unknown): Promise<Person> => {
    const res = await call(account, 'POST', '/people', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Person>();
  };

  const rowsOf = async (uid: string) =>
    (
      await context.store.sql.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM people WHERE user_id = $1',
        [uid],
      )
    )[0]?.n;

  describe('POST /people and GET /people', () => {
    it('adds a person by hand, "not sure" included, and lists them by name', async () => {
      const alice = await createEmailAccount('alice');
      const marta = await add(alice, { ...byHand('  Marta   Ruiz '), note: 'Finance lead' });
      expect(Value.Check(PersonSchema, marta)).toBe(true);
      expect(marta).toMatchObject({ name: 'Marta Ruiz', note: 'Finance lead', origin: 'manual' });
      expect(marta.traits.disc).toMatchObject({ value: 'D', source: 'user', confidence: null });
      expect(marta.traits.mbti).toMatchObject({ value: null, source: 'user' });
      expect(marta.traits.strength).toMatchObject({ value: null, source: null });
      await add(alice, byHand('anna Berg'));

      const list = await call(alice, 'GET', '/people');
      expect(list.statusCode).toBe(200);
      expect(list.headers['cache-control']).toBe('no-store');
      const body = list.json<PersonList>();
      expect(body.max).toBe(PEOPLE_LIMITS.maxPeople);
      expect(body.items.map((p) => p.name)).toEqual(['anna Berg', 'Marta Ruiz']);
      expect((await call(alice, 'GET', `/people/${marta.id}`)).json<Person>()).toEqual(marta);
    });

    it('saves a read with its evidence and computes the read from it', async () => {
      const alice = await createEmailAccount('alice');
      const kenji = await add(alice, fromRead());
      expect(kenji.origin).toBe('analysis');
      expect(kenji.evidence).toHaveLength(4);
      expect(kenji.evidence.every((quote) => quote.struck === false)).toBe(true);
      expect(kenji.traits.disc).toMatchObject({ value: 'D', source: 'read' });
      expect(kenji.traits.disc.confidence).toBeGreaterThan(0);
      // 14 words of thinking evidence: under the coach's threshold.
      expect(kenji.traits.thinking).toMatchObject({
        value: null,
        source: null,
        read: { tooLittle: true, words: 14 },
      });
      expect(kenji.keptConversation).toMatch(/^Kenji:/);
    });

    it.each([
      ['a blank name', { name: '   ' }, /name: must not be blank/],
      ['a long name', { name: 'x'.repeat(81) }, /name: /],
      ['an unknown field', { name: 'A', age: 3 }, /age|additional/i],
      ['a value of another framework', { name: 'A', traits: { disc: 'Social' } }, /traits.disc/],
      ['a made-up MBTI type', { name: 'A', traits: { mbti: 'XXXX' } }, /traits.mbti/],
      [
        'a quote without weight',
        {
          name: 'A',
          evidence: [{ id: 'a', trait: 'disc', supports: 'D', weight: 0, quote: 'Go.' }],
        },
        /evidence.0/,
      ],
      [
        'a quote whose measures are negative',
        {
          name: 'A',
          evidence: [
            { id: 'a', trait: 'disc', quote: 'Go.', signals: { ...NO_SIGNALS, words: -1 } },
          ],
        },
        /evidence.0/,
      ],
      [
        'a quote with a measure the coach does not take',
        {
          name: 'A',
          evidence: [{ id: 'a', trait: 'disc', quote: 'Go.', signals: { ...NO_SIGNALS, mood: 3 } }],
        },
        /evidence.0/,
      ],
      [
        'an MBTI quote without the type it speaks for',
        { name: 'A', evidence: [{ id: 'a', trait: 'mbti', quote: 'Go.' }] },
        /evidence.0/,
      ],
      [
        'a quote id used twice',
        { name: 'A', evidence: [...(fromRead().evidence ?? []), { ...fromRead().evidence![0]! }] },
        /evidence.4.id: "d1" is used twice/,
      ],
      ['a long note', { name: 'A', note: 'n'.repeat(501) }, /note: /],
      ['a blank kept conversation', { name: 'A', keptConversation: ' ' }, /keptConversation/],
    ])('refuses %s with 400 in the error shape', async (_what, body, detail) => {
      const alice = await createEmailAccount('alice');
      const res = await call(alice, 'POST', '/people', body);
      expect(res.statusCode).toBe(400);
      const error = res.json<ErrorBody>();
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.detail).toMatch(detail);
      expect(await rowsOf(alice.uid)).toBe(0);
    });

    it(`refuses the ${PEOPLE_LIMITS.maxPeople + 1}st person with 409`, async () => {
      const alice = await createEmailAccount('alice');
      await context.store.sql.query(
        `INSERT INTO people (user_id, name, origin)
         SELECT $1, 'P' || n, 'manual' FROM generate_series(1, $2::int) AS n`,
        [alice.uid, PEOPLE_LIMITS.maxPeople],
      );
      const res = await call(alice, 'POST', '/people', byHand());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'PEOPLE_LIMIT_REACHED',
        detail: 'You can keep at most 200 people. Delete someone to add another.',
      });
      expect(await rowsOf(alice.uid)).toBe(PEOPLE_LIMITS.maxPeople);
    });
  });

  describe('PATCH /people/:id', () => {
    it('strikes out a quote and the read changes at once; restoring it brings it back', async () => {
      const alice = await createEmailAccount('alice');
      const kenji = await add(alice, fromRead());
      const struck = await call(alice, 'PATCH', `/people/${kenji.id}`, {
        struck: [{ id: 'd1', struck: true }],
      });
      expect(struck.statusCode).toBe(200);
      const after = struck.json<Person>();
      expect(after.evidence.find((q) => q.id === 'd1')?.struck).toBe(true);
      expect(after.traits.disc).toMatchObject({ value: 'S', source: 'read' });
      const restored = await call(alice, 'PATCH', `/people/${kenji.id}`, {
        struck: [{ id: 'd1', struck: false }],
      });
      expect(restored.json<Person>().traits.disc.value).toBe('D');
    });

    it('lets a trait set by hand win, and gives it back to the read', async () => {
      const alice = await createEmailAccount('alice');
      const kenji = await add(alice, fromRead());
      const set = await call(alice, 'PATCH', `/people/${kenji.id}`, {
        name: 'Kenji S.',
        note: 'Ops',
        traits: { disc: 'C', strength: 'Thinking' },
      });
      expect(set.json<Person>()).toMatchObject({ name: 'Kenji S.', note: 'Ops' });
      expect(set.json<Person>().traits.disc).toMatchObject({ value: 'C', source: 'user' });
      expect(set.json<Person>().traits.disc.read.value).toBe('D');
      const back = await call(alice, 'PATCH', `/people/${kenji.id}`, {
        traits: { disc: 'read' },
        note: null,
        keptConversation: null,
      });
      const person = back.json<Person>();
      expect(person.traits.disc).toMatchObject({ value: 'D', source: 'read' });
      expect(person.traits.strength.value).toBe('Thinking');
      expect(person.note).toBeUndefined();
      expect(person.keptConversation).toBeUndefined();
    });

    it('refuses a quote id the person does not have, and bad values, with 400', async () => {
      const alice = await createEmailAccount('alice');
      const kenji = await add(alice, fromRead());
      const unknown = await call(alice, 'PATCH', `/people/${kenji.id}`, {
        struck: [{ id: 'zz', struck: true }],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<ErrorBody>().detail).toBe(
        'Invalid request body: struck.0.id: "zz" names no quote of this person',
      );
      const bad = await call(alice, 'PATCH', `/people/${kenji.id}`, { traits: { disc: 'Q' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ErrorBody>().detail).toMatch(/traits.disc/);
      const keep = await call(alice, 'PATCH', `/people/${kenji.id}`, { keptConversation: 'x' });
      expect(keep.statusCode).toBe(400);
      expect((await call(alice, 'GET', `/people/${kenji.id}`)).json<Person>()).toEqual(kenji);
    });
  });

  describe('DELETE /people/:id', () => {
    it('deletes the person with everything stored with them', async () => {
      const alice = await createEmailAccount('alice');
      const kenji = await add(alice, fromRead());
      const res = await call(alice, 'DELETE', `/people/${kenji.id}`);
      expect(res.statusCode).toBe(204);
      expect(await rowsOf(alice.uid)).toBe(0);
      const again = await call(alice, 'DELETE', `/people/${kenji.id}`);
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ code: 'PERSON_NOT_FOUND', detail: 'Person not found' });
    });
  });

  describe('isolation between users', () => {
    it('no route reaches another user’s person: each answers as for an unknown id', async () => {
      const alice = await createEmailAccount('alice');
      const bob = await createEmailAccount('bob');
      const kenji = await add(alice, fromRead());
      await call(bob, 'POST', '/quiz/submit-assessment', validPayload());
      for (const [method, url, payload] of [
        ['GET', `/people/${kenji.id}`, undefined],
        ['PATCH', `/people/${kenji.id}`, { name: 'Taken' }],
        ['PATCH', `/people/${kenji.id}`, { struck: [{ id: 'd1', struck: true }] }],
        ['DELETE', `/people/${kenji.id}`, undefined],
        ['GET', `/people/${kenji.id}/guide`, undefined],
      ] as const) {
        const res = await call(bob, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json<ErrorBody>().code).toBe('PERSON_NOT_FOUND');
      }
      expect((await call(bob, 'GET', '/people')).json<PersonList>().items).toEqual([]);
      const team = (await call(bob, 'GET', '/people/team')).json<{ members: unknown[] }>();
      expect(team.members).toHaveLength(1);
      expect((await call(alice, 'GET', `/people/${kenji.id}`)).json<Person>()).toEqual(kenji);
    });

    it('answers 404 for an id that is not one, and 401 on every route without a token', async () => {
      const alice = await createEmailAccount('alice');
      expect((await call(alice, 'GET', '/people/not-a-uuid')).statusCode).toBe(404);
      for (const [method, url] of [
        ['GET', '/people'],
        ['POST', '/people'],
        ['GET', '/people/team'],
        ['GET', '/people/00000000-0000-4000-8000-000000000000'],
        ['PATCH', '/people/00000000-0000-4000-8000-000000000000'],
        ['DELETE', '/people/00000000-0000-4000-8000-000000000000'],
        ['GET', '/people/00000000-0000-4000-8000-000000000000/guide'],
      ] as const) {
        const res = await call(
          null,
          method,
          url,
          method === 'POST' || method === 'PATCH' ? {} : undefined,
        );
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json<ErrorBody>().code).toBe('AUTH_REQUIRED');
      }
    });
  });

  describe('GET /people/:id/guide and GET /people/team', () => {
    it('gives two contrasting pairs materially different guides, each line naming its framework', async () => {
      const alice = await createEmailAccount('alice');
      // INTJ, D-style, analytical, Relationship Building (validPayload).
      await call(alice, 'POST', '/quiz/submit-assessment', validPayload());
      const twin = await add(alice, {
        name: 'Dana',
        traits: { disc: 'D', mbti: 'INTJ', thinking: 'Analytical', strength: 'Relationship' },
      });
      const opposite = await add(alice, {
        name: 'Sam',
        traits: { disc: 'I', mbti: 'ESFP', thinking: 'Conceptual', strength: 'Executing' },
      });
      type Guide = { sections: { key: string; lines: { framework: string; text: string }[] }[] };
      const guideOf = async (id: string) => {
        const res = await call(alice, 'GET', `/people/${id}/guide`);
        expect(res.statusCode).toBe(200);
        return res.json<Guide>();
      };
      const a = await guideOf(twin.id);
      const b = await guideOf(opposite.id);
      const texts = (g: Guide) => g.sections.flatMap((s) => s.lines.map((l) => l.text));
      expect(
        texts(a).filter((t) =>
          texts(b)
            .map((x) => x.replace('Sam', 'Dana'))
            .includes(t),
        ),
      ).toEqual([]);
      for (const guide of [a, b]) {
        expect(guide.sections.map((s) => s.key)).toEqual([
          'meet',
          'clash',
          'open',
          'disagree',
          'feedback',
          'writing',
          'misread',
        ]);
        expect(new Set(guide.sections.flatMap((s) => s.lines.map((l) => l.framework)))).toEqual(
          new Set(['disc', 'mbti', 'emergenetics', 'cliftonStrengths']),
        );
      }
      expect(texts(a).join(' ')).toMatch(/both D-style/);
      expect(texts(b).join(' ')).toMatch(/i-style/);
    });

    it('needs my profile for a guide, and counts me on the team map', async () => {
      const alice = await createEmailAccount('alice');
      const marta = await add(alice, byHand());
      const none = await call(alice, 'GET', `/people/${marta.id}/guide`);
      expect(none.statusCode).toBe(404);
      expect(none.json<ErrorBody>().code).toBe('PROFILE_NOT_FOUND');
      const submitted = await call(alice, 'POST', '/quiz/submit-assessment', validPayload());
      expect(submitted.json<StoredProfile>().disc.Primary).toBe('D');
      const team = await call(alice, 'GET', '/people/team');
      expect(team.statusCode).toBe(200);
      const body = team.json<{
        members: { isYou: boolean; name: string }[];
        counts: { disc: Record<string, number> };
        observations: { text: string }[];
      }>();
      expect(body.members.map((m) => [m.name, m.isYou])).toEqual([
        ['You', true],
        ['Marta Ruiz', false],
      ]);
      expect(body.counts.disc).toMatchObject({ D: 2, I: 0, S: 0, C: 0 });
      expect(body.observations.map((o) => o.text)).toContain(
        'No one on your map is S-style: steadiness and care for how change lands may be missing, so ask how the team is coping.',
      );
    });
  });

  describe('GET /docs/json', () => {
    it('documents every people route with its schemas and errors', async () => {
      const res = await context.app.inject({ method: 'GET', url: '/docs/json' });
      const paths = res.json<{
        paths: Record<string, Record<string, { tags?: string[]; responses: object }>>;
      }>().paths;
      // Registered as '/' under the '/people' prefix; both spellings are served.
      expect(Object.keys(paths['/people/'] ?? {}).sort()).toEqual(['get', 'post']);
      expect(Object.keys(paths['/people/team'] ?? {})).toEqual(['get']);
      expect(Object.keys(paths['/people/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'patch']);
      expect(Object.keys(paths['/people/{id}/guide'] ?? {})).toEqual(['get']);
      expect(paths['/people/']?.post?.tags).toEqual(['people']);
      expect(Object.keys(paths['/people/']?.post?.responses ?? {})).toEqual(
        expect.arrayContaining(['201', '400', '401', '409']),
      );
      expect(Object.keys(paths['/analysis/analyze-conversation']?.post?.responses ?? {})).toContain(
        '404',
      );
    });
  });

  describe('my data', () => {
    it('"Download my data" includes my people, and nobody else’s', async () => {
      const alice = await createEmailAccount('alice');
      const bob = await createEmailAccount('bob');
      const kenji = await add(alice, fromRead());
      await add(bob, byHand('Bob’s colleague'));
      const res = await call(alice, 'GET', '/account/export');
      expect(res.statusCode).toBe(200);
      expect(res.json<{ people: Person[] }>().people).toEqual([kenji]);
    });

    it('deleting my account erases my people and leaves other users’ people', async () => {
      const alice = await createEmailAccount('alice');
      const bob = await createEmailAccount('bob');
      await add(alice, fromRead());
      await add(alice, byHand());
      await add(bob, byHand());
      const res = await call(alice, 'DELETE', '/account');
      expect(res.statusCode).toBe(204);
      expect(await rowsOf(alice.uid)).toBe(0);
      expect(await rowsOf(bob.uid)).toBe(1);
    });
  });
});
