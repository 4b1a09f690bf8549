import type {
  AccountExport,
  PracticeFeedback,
  PracticeSession,
  PracticeSessionList,
  PracticeTurnResponse,
  SelfReadResult,
} from '@styleprint/contracts';
import { describe, expect, it } from 'vitest';
import { bearer, useApp } from '../helpers/app.js';
import { createEmailAccount, type TestAccount } from '../helpers/emulator.js';
import { validPayload } from '../helpers/payloads.js';
import { describeEachStore } from '../helpers/stores.js';

const GOAL = 'ask for the deadline to move';
const C_STYLES = { disc: 'C', mbti: 'ISTJ', thinking: 'Analytical', strength: null } as const;
const LINES = [
  'Hi, do you have a minute?',
  'Could we move the report deadline to the 30th?',
  'Because the data arrived 9 days late and checking it takes 5 days.',
  'My plan: I will share a draft on the 25th so nothing else slips.',
  "I'll send the breakdown in writing today. Can we agree on the 30th?",
];

type Turns = { role: 'user' | 'persona'; text: string }[];

/** A conversation with Priya (a careful C, ISTJ, by hand): the body of turn, feedback and keep. */
const withPriya = (turns: Turns, goal = GOAL) => ({ styles: C_STYLES, name: 'Priya', goal, turns });

describeEachStore((leg) => {
  const context = useApp(leg);

  const post = (account: TestAccount | null, url: string, payload: unknown) =>
    context.app.inject({
      method: 'POST',
      url,
      headers: account ? bearer(account.idToken) : {},
      payload: payload as Record<string, unknown>,
    });
  const call = (account: TestAccount, method: 'GET' | 'DELETE', url: string) =>
    context.app.inject({ method, url, headers: bearer(account.idToken) });

  /** Plays the five lines through the API and returns the turns. */
  async function playSession(account: TestAccount) {
    const turns: Turns = [];
    for (const text of LINES) {
      turns.push({ role: 'user', text });
      const res = await post(account, '/practice/turn', withPriya(turns));
      expect(res.statusCode).toBe(200);
      turns.push({ role: 'persona', text: res.json<PracticeTurnResponse>().reply });
    }
    return turns;
  }

  describe('POST /practice/turn', () => {
    it('answers each line in the persona’s manner, different every turn, without blanks', async () => {
      const alice = await createEmailAccount('alice');
      const turns = await playSession(alice);
      const replies = turns.filter((t) => t.role === 'persona').map((t) => t.text);
      expect(new Set(replies).size).toBe(5);
      for (const reply of replies) expect(reply).not.toMatch(/\[|\]|\{|\}|TBD/);
      expect(replies[1]).toContain('30th');
      expect(replies.some((reply) => /agreed|approve|proceed/i.test(reply))).toBe(true);

      const res = await post(alice, '/practice/turn', {
        styles: C_STYLES,
        goal: GOAL,
        turns: turns.slice(0, 1),
      });
      const body = res.json<PracticeTurnResponse>();
      expect(body.engine).toBe('embedded');
      expect(body.persona).toMatchObject({
        name: 'Your colleague',
        personId: null,
        styles: C_STYLES,
      });
      expect(body.persona.manner).toMatch(/specifics and evidence/);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('refuses bad input with {detail, code}', async () => {
      const alice = await createEmailAccount('alice');
      const cases: [unknown, string][] = [
        [{ goal: GOAL, turns: [] }, 'Choose who to practise with'],
        [{ styles: C_STYLES, personId: 'p1', goal: GOAL, turns: [] }, 'only one of'],
        [{ styles: C_STYLES, goal: 'x', turns: [] }, 'goal'],
        [{ styles: { ...C_STYLES, disc: 'Q' }, goal: GOAL, turns: [] }, 'disc'],
        [{ styles: { ...C_STYLES, mbti: 'ABCD' }, goal: GOAL, turns: [] }, 'mbti'],
        [{ styles: C_STYLES, goal: GOAL, turns: [{ role: 'user', text: '   ' }] }, 'text'],
        [{ styles: C_STYLES, goal: GOAL, turns: [{ role: 'boss', text: 'Hi' }] }, 'role'],
        [
          { styles: C_STYLES, goal: GOAL, turns: [{ role: 'user', text: 'x'.repeat(1001) }] },
          'text',
        ],
        [
          {
            styles: C_STYLES,
            goal: GOAL,
            turns: [
              { role: 'user', text: 'Hi' },
              { role: 'persona', text: 'Yes?' },
            ],
          },
          'The last turn must be yours',
        ],
        [
          {
            styles: C_STYLES,
            goal: GOAL,
            turns: Array.from({ length: 41 }, () => ({ role: 'user', text: 'Hi' })),
          },
          'turns',
        ],
      ];
      for (const [payload, detail] of cases) {
        const res = await post(alice, '/practice/turn', payload);
        expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
        expect(res.json<{ detail: string }>().detail).toContain(detail);
      }
    });

    it('plays a saved person of mine by id, and never another user’s (404)', async () => {
      const alice = await createEmailAccount('alice');
      const bob = await createEmailAccount('bob');
      const saved = await post(alice, '/people', {
        name: 'Dana',
        traits: { disc: 'D', mbti: 'ENTJ' },
      });
      expect(saved.statusCode).toBe(201);
      const { id } = saved.json<{ id: string }>();
      const turns = [{ role: 'user', text: 'About the deadline, it is kind of a lot right now.' }];
      const res = await post(alice, '/practice/turn', { personId: id, goal: GOAL, turns });
      expect(res.statusCode).toBe(200);
      const body = res.json<PracticeTurnResponse>();
      expect(body.persona).toMatchObject({
        name: 'Dana',
        personId: id,
        styles: { disc: 'D', mbti: 'ENTJ' },
      });
      expect(body.persona.manner).toMatch(/brief and pushes for the bottom line/);
      expect(body.reply.split(/\s+/).length).toBeLessThanOrEqual(25);
      const other = await post(bob, '/practice/turn', { personId: id, goal: GOAL, turns });
      expect(other.statusCode).toBe(404);
      const feedback = await post(bob, '/practice/feedback', { personId: id, goal: GOAL, turns });
      expect(feedback.statusCode).toBe(404);
    });

    it('finds no saved person by an id that is not one of mine (404)', async () => {
      const alice = await createEmailAccount('alice');
      const res = await post(alice, '/practice/turn', {
        personId: 'someone-else',
        goal: GOAL,
        turns: [],
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        detail: 'You have no saved person with that id.',
        code: 'NOT_FOUND',
      });
    });
  });

  describe('POST /practice/feedback', () => {
    it('scores the user’s own lines on the stated rubric, quoting them', async () => {
      const alice = await createEmailAccount('alice');
      const turns = await playSession(alice);
      const res = await post(alice, '/practice/feedback', { styles: C_STYLES, goal: GOAL, turns });
      expect(res.statusCode).toBe(200);
      const feedback = res.json<PracticeFeedback>();
      expect(feedback.scores.map((s) => s.label)).toEqual([
        'Clear ask',
        'Reason given',
        'Adapted to their style',
        'Next step agreed',
      ]);
      expect(feedback.max).toBe(20);
      expect(feedback.total).toBeGreaterThanOrEqual(15);
      for (const score of feedback.scores) {
        expect(LINES.some((line) => line.includes(score.quote ?? '∅'))).toBe(true);
      }
    });

    it('refuses feedback with no line of the user', async () => {
      const alice = await createEmailAccount('alice');
      const res = await post(alice, '/practice/feedback', {
        styles: C_STYLES,
        goal: GOAL,
        turns: [{ role: 'persona', text: 'Hello.' }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ detail: string }>().detail).toMatch(/nothing of yours/);
    });
  });

  describe('kept sessions', () => {
    const keep = async (account: TestAccount, goal = GOAL) => {
      const turns = await playSession(account);
      const res = await post(account, '/practice/sessions', withPriya(turns, goal));
      expect(res.statusCode).toBe(201);
      return res.json<PracticeSession>();
    };

    it('computes the feedback itself from the turns, the same as /feedback', async () => {
      const alice = await createEmailAccount('alice');
      const turns = await playSession(alice);
      const shown = (
        await post(alice, '/practice/feedback', withPriya(turns))
      ).json<PracticeFeedback>();
      const res = await post(alice, '/practice/sessions', withPriya(turns));
      expect(res.statusCode).toBe(201);
      const kept = res.json<PracticeSession>();
      expect(kept.feedback).toEqual(shown);
      expect(kept).toMatchObject({ personId: null, personName: 'Priya', styles: C_STYLES });
      const read = await call(alice, 'GET', `/practice/sessions/${kept.id}`);
      expect(read.json<PracticeSession>().feedback).toEqual(shown);

      // A score sent with the turns is refused, not stored.
      const forged = await post(alice, '/practice/sessions', {
        goal: GOAL,
        styles: C_STYLES,
        turns,
        feedback: { ...shown, total: 20 },
      });
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(forged.json<{ detail: string }>().detail).toContain('feedback');
    });

    it('keeps a saved person’s name and styles as they are, and scores against them', async () => {
      const alice = await createEmailAccount('alice');
      const bob = await createEmailAccount('bob');
      const saved = await post(alice, '/people', { name: 'Dana', traits: { disc: 'D' } });
      const { id } = saved.json<{ id: string }>();
      const turns = [
        { role: 'user', text: 'Could we move the report deadline to the 30th?' },
        { role: 'persona', text: 'Why?' },
      ];
      const res = await post(alice, '/practice/sessions', { personId: id, goal: GOAL, turns });
      expect(res.statusCode).toBe(201);
      const kept = res.json<PracticeSession>();
      expect(kept).toMatchObject({
        personId: id,
        personName: 'Dana',
        styles: { disc: 'D', mbti: null, thinking: null, strength: null },
      });
      const shown = await post(alice, '/practice/feedback', { personId: id, goal: GOAL, turns });
      expect(kept.feedback).toEqual(shown.json());

      const theirs = await post(bob, '/practice/sessions', { personId: id, goal: GOAL, turns });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toEqual({
        detail: 'You have no saved person with that id.',
        code: 'NOT_FOUND',
      });
      expect(
        (await call(bob, 'GET', '/practice/sessions')).json<PracticeSessionList>().items,
      ).toEqual([]);
    });

    it('keeps, lists, reads and deletes my sessions', async () => {
      const alice = await createEmailAccount('alice');
      const kept = await keep(alice);
      expect(kept.turns).toHaveLength(10);
      const list = (await call(alice, 'GET', '/practice/sessions')).json<PracticeSessionList>();
      expect(list.items).toEqual([
        {
          id: kept.id,
          createdAt: kept.createdAt,
          goal: GOAL,
          personName: 'Priya',
          turns: 10,
          total: kept.feedback?.total,
          max: 20,
        },
      ]);
      const read = await call(alice, 'GET', `/practice/sessions/${kept.id}`);
      expect(read.json()).toEqual(kept);
      expect((await call(alice, 'DELETE', `/practice/sessions/${kept.id}`)).statusCode).toBe(204);
      expect((await call(alice, 'GET', `/practice/sessions/${kept.id}`)).statusCode).toBe(404);
      expect((await call(alice, 'DELETE', `/practice/sessions/${kept.id}`)).statusCode).toBe(404);
      expect((await call(alice, 'GET', '/practice/sessions/not-a-uuid')).statusCode).toBe(404);
    });

    it('never shows or deletes another user’s session', async () => {
      const alice = await createEmailAccount('alice');
      const bob = await createEmailAccount('bob');
      const kept = await keep(alice);
      expect(
        (await call(bob, 'GET', '/practice/sessions')).json<PracticeSessionList>().items,
      ).toEqual([]);
      expect((await call(bob, 'GET', `/practice/sessions/${kept.id}`)).statusCode).toBe(404);
      expect((await call(bob, 'DELETE', `/practice/sessions/${kept.id}`)).statusCode).toBe(404);
      expect((await call(alice, 'GET', `/practice/sessions/${kept.id}`)).statusCode).toBe(200);
    });

    it('needs sign-in and a valid session', async () => {
      const alice = await createEmailAccount('alice');
      expect(
        (await context.app.inject({ method: 'GET', url: '/practice/sessions' })).statusCode,
      ).toBe(401);
      const cases: [unknown, string][] = [
        [{ goal: GOAL, styles: C_STYLES, turns: [] }, 'turns'],
        [{ goal: GOAL, turns: [{ role: 'user', text: 'Hi' }] }, 'Choose who to practise with'],
        [
          { goal: GOAL, styles: C_STYLES, turns: [{ role: 'persona', text: 'Hello.' }] },
          'nothing of yours',
        ],
        [
          { goal: GOAL, styles: C_STYLES, personId: 'p1', turns: [{ role: 'user', text: 'Hi' }] },
          'only one of',
        ],
      ];
      for (const [payload, detail] of cases) {
        const bad = await post(alice, '/practice/sessions', payload);
        expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
        expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
        expect(bad.json<{ detail: string }>().detail).toContain(detail);
      }
      const long = await call(alice, 'GET', `/practice/sessions/${'a'.repeat(101)}`);
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect((await call(alice, 'DELETE', '/practice/sessions/not-a-uuid')).json()).toEqual({
        detail: 'You have no kept practice session with that id.',
        code: 'NOT_FOUND',
      });
      expect(
        (await call(alice, 'GET', '/practice/sessions')).json<PracticeSessionList>().items,
      ).toEqual([]);
    });

    it('is in "download my data" and erased with the account', async () => {
      const alice = await createEmailAccount('alice');
      const bob = await createEmailAccount('bob');
      const kept = await keep(alice);
      await keep(bob);
      const exported = (await call(alice, 'GET', '/account/export')).json<AccountExport>();
      expect(exported.practiceSessions).toEqual([kept]);

      expect((await call(alice, 'DELETE', '/account')).statusCode).toBe(204);
      const rows = async (uid: string) =>
        (
          await context.store.sql.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM practice_sessions WHERE user_id = $1',
            [uid],
          )
        )[0]?.n;
      expect(await rows(alice.uid)).toBe(0);
      expect(await rows(bob.uid)).toBe(1);
    });
  });

  describe('POST /coach/self-read', () => {
    const MESSAGES = [
      'Send me the Q3 figures by Friday.',
      'Move the review to 3pm. I need the deck first.',
      'Can you check the churn numbers again? The 4.2% looks off.',
      'Fix the login bug today. Customers are complaining.',
      'Please loop in Dana on the pricing page.',
      'Ship it. We can polish later.',
      'Book the room for Tuesday and send the agenda.',
      'Could you draft the summary by noon?',
    ].join('\n\n');

    it('compares my messages with my latest assessment, framework by framework', async () => {
      const alice = await createEmailAccount('alice');
      const submitted = await context.app.inject({
        method: 'POST',
        url: '/quiz/submit-assessment',
        headers: bearer(alice.idToken),
        payload: validPayload(),
      });
      expect(submitted.statusCode).toBe(201);
      const res = await post(alice, '/coach/self-read', { text: MESSAGES });
      expect(res.statusCode).toBe(200);
      const result = res.json<SelfReadResult>();
      expect(result.hasProfile).toBe(true);
      expect(result.messages).toBe(8);
      expect(result.frameworks.map((f) => f.framework)).toEqual([
        'disc',
        'emergenetics',
        'mbti',
        'cliftonStrengths',
      ]);
      expect(result.frameworks.every((f) => f.self !== null)).toBe(true);
      expect(result.frameworks[0]?.summary).toMatch(
        /\d+ of your \d+ requests were direct instructions/,
      );
    });

    it('says so when there is too little text, reads without a profile, and refuses a blank', async () => {
      const bob = await createEmailAccount('bob');
      const short = (
        await post(bob, '/coach/self-read', { text: 'Ok, thanks.' })
      ).json<SelfReadResult>();
      expect(short.enough).toBe(false);
      expect(short.headline).toMatch(/too little/);
      const alone = (
        await post(bob, '/coach/self-read', { text: MESSAGES })
      ).json<SelfReadResult>();
      expect(alone.hasProfile).toBe(false);
      const blank = await post(bob, '/coach/self-read', { text: '  \n ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      const long = await post(bob, '/coach/self-read', { text: 'word '.repeat(1300) });
      expect(long.statusCode).toBe(400);
    });
  });
});
