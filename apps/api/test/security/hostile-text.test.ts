import { ERROR_CODES, type Person } from '@styleprint/contracts';
import type { InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { callAs, useApp } from '../helpers/app.js';
import { createEmailAccount, type TestAccount } from '../helpers/emulator.js';
import { practiceSessionRequest } from '../helpers/practice.js';
import { describeEachStore } from '../helpers/stores.js';
import { byHand, fromRead } from '../people/fixtures.js';

/**
 * Text PostgreSQL cannot store (a NUL, half of a surrogate pair) and names nobody can see are
 * refused at the door with a 400 naming the field, on both stores, never a 500 from the database
 * (docs/decisions/0027-hostile-text-late-writes-and-revocation.md).
 */
const UNSTORABLE = [
  ['a NUL', 'Pri\u0000ya', /NUL/, 'Pri%00ya'],
  // A surrogate has no UTF-8 encoding: in a URL it can only be sent as these (invalid) bytes.
  ['a lone surrogate', 'Priya\uD800', /lone surrogate/, 'Priya%ED%A0%80'],
] as const;

const INVISIBLE_NAMES = ['\u200B', '\u200C\u200D', '\uFEFF', '\u202E\u2066', ' \u200B\u00A0'];

type Body = Record<string, unknown>;

/** Each text field a person or a practice session stores, as a route and a body carrying `text`. */
const TEXT_FIELDS: { field: string; url: string; body: (text: string) => Body }[] = [
  { field: 'name', url: '/people', body: (text) => ({ ...byHand(), name: text }) },
  { field: 'note', url: '/people', body: (text) => ({ ...byHand(), note: text }) },
  {
    field: 'evidence.0.quote',
    url: '/people',
    body: (text) => {
      const person = fromRead();
      const [first, ...rest] = person.evidence ?? [];
      return { ...person, evidence: [{ ...first, quote: text }, ...rest] };
    },
  },
  {
    field: 'keptConversation',
    url: '/people',
    body: (text) => ({ ...fromRead(), keptConversation: text }),
  },
  {
    field: 'goal',
    url: '/practice/sessions',
    body: (text) => ({ ...practiceSessionRequest(), goal: `ask ${text}` }),
  },
  {
    field: 'name',
    url: '/practice/sessions',
    body: (text) => ({ ...practiceSessionRequest(), name: text }),
  },
  {
    field: 'turns.0.text',
    url: '/practice/sessions',
    body: (text) => {
      const session = practiceSessionRequest();
      return { ...session, turns: [{ role: 'user', text }, ...session.turns.slice(1)] };
    },
  },
];

describeEachStore((leg) => {
  const context = useApp(leg);
  let owner: TestAccount;

  beforeEach(async () => {
    owner ??= await createEmailAccount('hostile-text');
  });

  const call = (method: InjectOptions['method'], url: string, payload?: unknown) =>
    callAs(context, owner, method, url, payload);

  const expectRefused = (
    res: Awaited<ReturnType<typeof call>>,
    field: string,
    message: RegExp,
  ): void => {
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ detail: string; code: string }>();
    expect(body.code).toBe(ERROR_CODES.VALIDATION_ERROR);
    expect(Object.keys(body).sort()).toEqual(['code', 'detail']);
    expect(body.detail).toContain(`${field}: `);
    expect(body.detail).toMatch(message);
  };

  describe.each(UNSTORABLE)('text with %s', (_what, text, message, inUrl) => {
    it.each(TEXT_FIELDS)(
      'POST $url refuses it in $field with a 400 naming the field',
      async ({ field, url, body }) => {
        expectRefused(await call('POST', url, body(text)), field, message);
      },
    );

    it('PATCH /people/:id refuses it in the name and leaves the person as they were', async () => {
      const created = await call('POST', '/people', byHand('Marta Ruiz'));
      const person = created.json<Person>();
      expectRefused(await call('PATCH', `/people/${person.id}`, { name: text }), 'name', message);
      expect((await call('GET', `/people/${person.id}`)).json<Person>().name).toBe('Marta Ruiz');
    });

    it('is refused in a path id and a query string, not a 500', async () => {
      for (const url of [
        `/people/${inUrl}`,
        `/practice/sessions/${inUrl}`,
        `/profile/history?cursor=${inUrl}`,
      ]) {
        const res = await call('GET', url);
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      }
    });
  });

  describe.each(INVISIBLE_NAMES)('a name of only invisible characters %j', (name) => {
    it('is refused for a person, a persona and a person renamed', async () => {
      // U+FEFF counts as white space to JavaScript, so it meets the "not blank" rule first.
      const refusal = /visible character|must not be blank/;
      expectRefused(await call('POST', '/people', byHand(name)), 'name', refusal);
      expectRefused(
        await call('POST', '/practice/sessions', { ...practiceSessionRequest(), name }),
        'name',
        refusal,
      );
      const person = (await call('POST', '/people', byHand())).json<Person>();
      expectRefused(await call('PATCH', `/people/${person.id}`, { name }), 'name', refusal);
    });
  });

  it('keeps a name with a bidirectional control as sent: the web shows it isolated', async () => {
    const res = await call('POST', '/people', byHand('Ana \u202Egnp.exe'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Person>().name).toBe('Ana \u202Egnp.exe');
  });

  it('says a path id over 100 characters is too long, not that an escape is malformed', async () => {
    for (const url of [`/people/${'a'.repeat(101)}`, `/practice/sessions/${'a'.repeat(300)}`]) {
      const res = await call('GET', url);
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json<{ detail: string; code: string }>();
      expect(body.code).toBe(ERROR_CODES.VALIDATION_ERROR);
      expect(body.detail).toMatch(/longer than 100 characters/);
      expect(body.detail).not.toMatch(/escape/);
    }
  });
});
