import {
  parseProfile,
  type AssessmentPayload,
  type CoachReply,
  type Profile,
  type StoredProfile,
} from '@styleprint/contracts';
import { answerQuestion, buildPayload, QUESTIONS, type Answers } from '@styleprint/scoring';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import type { Store } from '../../src/store/open-store.js';
import { bearer, buildTestApp } from '../helpers/app.js';
import { createEmailAccount, type TestAccount } from '../helpers/emulator.js';
import { startFakeProvider, type FakeProvider } from '../helpers/openai-compatible-server.js';
import { PGLITE_LEG, resetStore, type OpenedStore } from '../helpers/stores.js';

/**
 * docs/decisions/0014-ties-uncertainty-and-measured-facts.md: the answers travel with the submission and come back with the profile, and the
 * coach is told only what the answers measured: no padding letter as a secondary DiSC style, no
 * default level for a behaviour nobody chose. The profile the web hands the coach is the one
 * GET /profile/me returns, read with the contract's parser, exactly as the web reads it.
 */
const CHOICES: Record<string, string> = {
  'emergenetics-1': 'Social',
  'emergenetics-2': 'Assertiveness',
  'emergenetics-3': 'Social',
  'mbti-ei': 'I',
  'mbti-sn': 'N',
  'mbti-tf': 'F',
  'mbti-jp': 'J',
  'disc-1': 'S',
  'disc-2': 'S',
  'disc-3': 'S',
  'strengths-1': 'Executing',
  'strengths-2': 'Strategic Thinking',
  'strengths-3': 'Influencing',
};

const answers: Answers = QUESTIONS.reduce<Answers>(
  (given, q) =>
    answerQuestion(given, { questionId: q.id, framework: q.framework, value: CHOICES[q.id] ?? '' }),
  {},
);
const payload = (): AssessmentPayload => buildPayload(answers);

const VALID_REPLY: CoachReply = {
  inferred_style: 'Sam reads as steady (DiSC S), moderate confidence.',
  insights: ['DiSC: Sam asked two questions.', 'MBTI: you wrote three lines.', 'Emergenetics: x.'],
  suggested_reply: 'Hi Sam, here is the answer.',
};

describe('answers with the submission, and only measured facts for the coach', () => {
  let provider: FakeProvider;
  let opened: OpenedStore;
  let store: Store;
  let alice: TestAccount;
  let embedded: App;
  let llm: App;

  beforeAll(async () => {
    provider = await startFakeProvider();
    opened = await PGLITE_LEG.open();
    store = opened.store;
    // Verified: LLM routes refuse unverified addresses (decision 0081).
    alice = await createEmailAccount('alice', { verified: true });
    embedded = await buildTestApp(store);
    llm = await buildTestApp(store, {
      COACH_PROVIDER: 'openai-compatible',
      COACH_MODEL: 'local-model',
      COACH_BASE_URL: provider.baseUrl,
      COACH_MAX_RETRIES: '0',
      COACH_TIMEOUT_MS: '120000',
    });
  });
  beforeEach(async () => {
    await resetStore(store);
  });
  afterAll(async () => {
    await embedded?.close();
    await llm?.close();
    await opened?.dispose();
    await provider?.close();
  });

  const submit = (body: unknown) =>
    embedded.inject({
      method: 'POST',
      url: '/quiz/submit-assessment',
      headers: bearer(alice.idToken),
      payload: body as object,
    });
  const me = () =>
    embedded.inject({ method: 'GET', url: '/profile/me', headers: bearer(alice.idToken) });

  /** What the web passes to the coach: GET /profile/me read with the contract's parser. */
  const profileForCoach = async (): Promise<Profile> => {
    const parsed = parseProfile((await me()).json());
    if (!parsed.ok) throw new Error(parsed.error.message);
    return parsed.value;
  };

  it('stores the answers with the submission and returns them with the profile', async () => {
    const created = await submit(payload());
    expect(created.statusCode).toBe(201);
    const body = created.json<StoredProfile>();
    expect(body.answers).toEqual(payload().answers);
    expect((await me()).json<StoredProfile>().answers).toEqual(payload().answers);
    const history = await embedded.inject({
      method: 'GET',
      url: '/profile/history',
      headers: bearer(alice.idToken),
    });
    expect(history.json<{ items: StoredProfile[] }>().items[0]?.answers).toEqual(payload().answers);
  });

  // docs/decisions/0019-how-sure-each-result-is.md: "Sharpen my result".
  it('decides a tie from follow-up answers sent with the 13, keeping the spec fields and every answer', async () => {
    const followUp = {
      questionId: 'sharpen-strengths-1',
      framework: 'cliftonStrengths',
      value: 'Executing',
    } as const;
    const sharpened = buildPayload(answerQuestion(answers, followUp));
    const { answers: _answers, ...specFields } = payload();
    expect(sharpened).toMatchObject(specFields);
    const created = await submit(sharpened);
    expect(created.statusCode).toBe(201);
    const body = created.json<StoredProfile>();
    expect(body.cliftonStrengths.TopDomain).toBe('Executing');
    expect(body.cliftonStrengths.TopTie).toBeUndefined();
    // The bars keep the 13's counts on their 0–3 axis.
    expect(body.cliftonStrengths.Executing).toBe(1);
    expect((await me()).json<StoredProfile>().answers).toEqual([
      ...(payload().answers ?? []),
      followUp,
    ]);
  });

  it('refuses more follow-up answers than one sharpening asks, and answers that do not exist', async () => {
    const many = [
      ...(payload().answers ?? []),
      ...Array(7).fill({ questionId: 'sharpen-disc-1', framework: 'disc', value: 'S' }),
    ];
    expect((await submit({ ...payload(), answers: many })).statusCode).toBe(400);
    const unknown = [
      ...(payload().answers ?? []),
      { questionId: 'sharpen-disc-99', framework: 'disc', value: 'S' },
    ];
    const refused = await submit({ ...payload(), answers: unknown });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ code: string }>().code).toBe('VALIDATION_ERROR');
    expect((await me()).statusCode).toBe(404);
  });

  it('derives results that are measured: no padded secondary, Not measured behaviours, ties kept', async () => {
    const body = (await submit(payload())).json<StoredProfile>();
    expect(payload().disc).toBe('SDi'); // the spec's padded string is still sent…
    expect(body.disc).toEqual({ Primary: 'S', Secondary: null }); // …but D is not a secondary style
    expect(body.emergenetics).toMatchObject({
      Expressiveness: 'Not measured',
      Assertiveness: 'High',
      Flexibility: 'Not measured',
    });
    // An even split keeps one domain in TopDomain and the tie beside it (decision 0018).
    const { TopDomain, TopTie } = body.cliftonStrengths;
    expect([...(TopTie ?? [])].sort()).toEqual(['Executing', 'Influencing', 'Thinking']);
    expect(TopDomain).toBe(TopTie?.[0]);
  });

  it('refuses answers that do not produce the counts sent with them, storing nothing', async () => {
    const res = await submit({ ...payload(), disc: 'DiS' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'Invalid request body: answers: do not produce the counts and letters sent with them',
      code: 'VALIDATION_ERROR',
    });
    expect((await me()).statusCode).toBe(404);
  });

  it('gives the LLM prompt only measured facts', async () => {
    await submit(payload());
    const profile = await profileForCoach();
    provider.answer({ kind: 'reply', content: JSON.stringify(VALID_REPLY) });
    const res = await llm.inject({
      method: 'POST',
      url: '/chat/ask',
      headers: bearer(alice.idToken),
      payload: { message: 'How do I say no to my manager?', profile, history: [] },
    });
    expect(res.statusCode).toBe(200);
    const prompt = (provider.received.at(-1)?.body.messages ?? [])
      .filter((m) => m.role === 'system')
      .map((m) => m.content)
      .join('\n');
    expect(prompt).toContain('primary "S", secondary "none"');
    expect(prompt).toContain('Expressiveness "Not measured"');
    expect(prompt).toContain('Flexibility "Not measured"');
    expect(prompt).not.toMatch(/Medium|secondary "D"/);
    expect(prompt).toContain(
      'top domain tied: "Executing", "Influencing", "Thinking" (an even split, no single one)',
    );
  });

  it('gives the embedded engine only measured facts: its input and its reply', async () => {
    await submit(payload());
    const profile = await profileForCoach();
    expect(profile.disc.Secondary).toBeNull();
    for (const level of [profile.emergenetics.Expressiveness, profile.emergenetics.Flexibility])
      expect(level).toBe('Not measured');
    const res = await embedded.inject({
      method: 'POST',
      url: '/chat/ask',
      payload: { message: 'How should I give feedback to a colleague?', profile, history: [] },
    });
    expect(res.statusCode).toBe(200);
    const reply = res.json<CoachReply>();
    const text = [reply.inferred_style, ...reply.insights, reply.suggested_reply].join(' ');
    expect(text).not.toMatch(/Expressiveness Medium|Flexibility Medium|with D\)/);
  });
});
