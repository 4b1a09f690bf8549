import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, useApp } from '../helpers/app.js';
import { createEmailAccount, type TestAccount } from '../helpers/emulator.js';
import { describeEachStore } from '../helpers/stores.js';

/*
 * A client written from the product spec's words alone (docs/product.md: entities in section 3,
 * tallies in 4, calls in 7, statuses in 8, constants in 9), not from our contract: it tallies
 * answers the way the spec's tally describes ("set that behaviour to High", counts per letter and
 * value, the defaults at submit), sends the spec's payload through POST /quiz/submit-assessment,
 * reads GET /profile/me and checks every field against the range the spec states. The answers
 * list is the spec's Answer entity (questionId, framework, value), sent as the optional field our
 * API reads (decision 0013); one class sends the spec's payload without it.
 *
 * It failed before decision 0018 (ties written into Primary/TopDomain, "High" refused with 400).
 */

// ---- The spec's vocabulary (section 9) ----
const THINKING_STYLES = ['Analytical', 'Structural', 'Social', 'Conceptual'] as const;
const BEHAVIOURS = ['Expressiveness', 'Assertiveness', 'Flexibility'] as const;
const DISC_VALUES = ['D', 'i', 'S', 'C'] as const;
const STRENGTH_VALUES = [
  'Executing',
  'Influencing',
  'Relationship Building',
  'Strategic Thinking',
] as const;
/** The profile's names for the four domains (section 3: Executing, Influencing, Relationship, Thinking). */
const DOMAINS = ['Executing', 'Influencing', 'Relationship', 'Thinking'] as const;

// The assessment's questions, in quiz order (section 9: 3 thinking, 4 type, 3 behaviour, 3 strengths).
const THINKING_Q = ['emergenetics-1', 'emergenetics-2', 'emergenetics-3'] as const;
const TYPE_Q = ['mbti-ei', 'mbti-sn', 'mbti-tf', 'mbti-jp'] as const;
const DISC_Q = ['disc-1', 'disc-2', 'disc-3'] as const;
const STRENGTHS_Q = ['strengths-1', 'strengths-2', 'strengths-3'] as const;

type Framework = 'emergenetics' | 'mbti' | 'disc' | 'cliftonStrengths';
interface Answer {
  questionId: string;
  framework: Framework;
  value: string;
}

/** The choices of one run through the quiz; a question left out was not answered. */
interface Choices {
  thinking?: readonly (string | undefined)[];
  type?: readonly (string | undefined)[];
  disc?: readonly (string | undefined)[];
  strengths?: readonly (string | undefined)[];
}

function answersOf(choices: Choices): Answer[] {
  const list = (
    ids: readonly string[],
    framework: Framework,
    values: readonly (string | undefined)[] = [],
  ): Answer[] =>
    ids.flatMap((questionId, n) => {
      const value = values[n];
      return value === undefined ? [] : [{ questionId, framework, value }];
    });
  return [
    ...list(THINKING_Q, 'emergenetics', choices.thinking),
    ...list(TYPE_Q, 'mbti', choices.type),
    ...list(DISC_Q, 'disc', choices.disc),
    ...list(STRENGTHS_Q, 'cliftonStrengths', choices.strengths),
  ];
}

/**
 * The spec's submission payload (section 3) from the answers, by the spec's tallies (section 4)
 * and defaults at submit (section 9). `high` is how this client spells a chosen behaviour: the
 * tally's own word "High" unless a test says otherwise.
 */
function specPayload(answers: readonly Answer[], high = 'High') {
  const of = (framework: Framework) => answers.filter((a) => a.framework === framework);
  const count = (framework: Framework, value: string) =>
    of(framework).filter((a) => a.value === value).length;

  const thinking = of('emergenetics');
  const anyStyle = thinking.some((a) => (THINKING_STYLES as readonly string[]).includes(a.value));
  const style = (name: (typeof THINKING_STYLES)[number]) =>
    anyStyle ? count('emergenetics', name) : 5; // "thinking counts default to 5 each"
  const level = (name: (typeof BEHAVIOURS)[number]) =>
    thinking.some((a) => a.value === name) ? high : 'medium'; // "set … to High"; "default to medium"

  const type = of('mbti');
  const mbti = type.length === 4 ? type.map((a) => a.value).join('') : 'ESTJ';

  // "the top three letters by count, padded in the order D, i, S, C up to three"; equal counts
  // keep the order of the earliest answer that chose each letter (the order they were counted).
  const discAnswers = of('disc').map((a) => a.value);
  const counted = DISC_VALUES.filter((l) => discAnswers.includes(l)).sort(
    (a, b) =>
      count('disc', b) - count('disc', a) || discAnswers.indexOf(a) - discAnswers.indexOf(b),
  );
  const disc = [...counted, ...DISC_VALUES.filter((l) => !counted.includes(l))]
    .slice(0, 3)
    .join('');

  return {
    mbti,
    disc,
    emergenetics: {
      analytical: style('Analytical'),
      structural: style('Structural'),
      social: style('Social'),
      conceptual: style('Conceptual'),
      expressiveness: level('Expressiveness'),
      assertiveness: level('Assertiveness'),
      flexibility: level('Flexibility'),
    },
    cliftonStrengths: {
      executing: count('cliftonStrengths', 'Executing'),
      influencing: count('cliftonStrengths', 'Influencing'),
      relationship: count('cliftonStrengths', 'Relationship Building'),
      thinking: count('cliftonStrengths', 'Strategic Thinking'),
    },
  };
}

/** A full quiz with clear results everywhere; tests replace one framework's choices. */
const CLEAR: Required<Choices> = {
  thinking: ['Analytical', 'Analytical', 'Social'],
  type: ['I', 'N', 'T', 'J'],
  disc: ['D', 'D', 'i'],
  strengths: ['Executing', 'Executing', 'Influencing'],
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every field of a GET /profile/me body against the spec's ranges (sections 3, 5, 9). Returns
 * the problems found, so one failing test names all of them.
 */
function specProblems(profile: unknown): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  if (!isObject(profile)) return ['the profile is not an object'];
  const { mbti, disc, emergenetics } = profile;
  const strengths = profile.cliftonStrengths ?? profile.clifton; // "may name it clifton"
  if (!isObject(mbti) || !isObject(disc) || !isObject(emergenetics) || !isObject(strengths)) {
    return [`missing mbti, disc, emergenetics or cliftonStrengths: ${JSON.stringify(profile)}`];
  }
  need(
    typeof mbti.Type === 'string' && /^[EI][SN][TF][JP]$/.test(mbti.Type),
    `mbti.Type ${JSON.stringify(mbti.Type)} is not four letters E/I S/N T/F J/P`,
  );
  need(typeof mbti.Confidence === 'string', 'mbti.Confidence is not a string');
  need(
    typeof disc.Primary === 'string' && ['D', 'I', 'S', 'C'].includes(disc.Primary),
    `disc.Primary ${JSON.stringify(disc.Primary)} is not one of D, I, S, C`,
  );
  need(
    disc.Secondary === undefined || disc.Secondary === null || typeof disc.Secondary === 'string',
    `disc.Secondary ${JSON.stringify(disc.Secondary)} is not an optional, nullable string`,
  );
  for (const style of THINKING_STYLES) {
    const score = emergenetics[style];
    need(
      typeof score === 'number' && score >= 0 && score <= 10,
      `emergenetics.${style} ${JSON.stringify(score)} is not a number on the 0 to 10 axis`,
    );
  }
  for (const behaviour of BEHAVIOURS) {
    need(
      typeof emergenetics[behaviour] === 'string',
      `emergenetics.${behaviour} ${JSON.stringify(emergenetics[behaviour])} is not a string`,
    );
  }
  for (const domain of DOMAINS) {
    const score = strengths[domain] ?? 0; // "numbers, default 0"
    need(
      typeof score === 'number' && score >= 0 && score <= 3,
      `${domain} ${JSON.stringify(score)} is not a number on the 0 to 3 axis`,
    );
  }
  const top = strengths.TopDomain ?? 'Unknown'; // "default Unknown"
  need(
    typeof top === 'string' && [...DOMAINS, 'Unknown'].includes(top),
    `TopDomain ${JSON.stringify(top)} is not one of the four domains or "Unknown"`,
  );
  return problems;
}

describeEachStore((leg) => {
  const context = useApp(leg);
  let user: TestAccount;

  beforeAll(async () => {
    user = await createEmailAccount('spec-client');
  });

  const submit = (payload: unknown, headers: Record<string, string> = bearer(user.idToken)) =>
    context.app.inject({
      method: 'POST',
      url: '/quiz/submit-assessment',
      headers,
      payload: payload as object,
    });
  const profileMe = (headers: Record<string, string> = bearer(user.idToken)) =>
    context.app.inject({ method: 'GET', url: '/profile/me', headers });

  /** Submits the choices as the spec's client would; returns GET /profile/me's body. */
  async function submitAndRead(payload: unknown): Promise<Json> {
    const sent = await submit(payload);
    // Section 7: the body is not read, so only the status matters to a client.
    expect(sent.statusCode, sent.body).toBeGreaterThanOrEqual(200);
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const me = await profileMe();
    expect(me.statusCode, me.body).toBe(200);
    const profile = me.json<Json>();
    expect(specProblems(profile)).toEqual([]);
    return profile;
  }

  const withAnswers = (choices: Choices, high?: string) => {
    const answers = answersOf(choices);
    return { ...specPayload(answers, high), answers };
  };

  describe('every answer pattern class reads back in the spec ranges', () => {
    const classes: [string, Choices][] = [
      ['clear winners everywhere', CLEAR],
      ['a three-way DiSC tie (C, S, i)', { ...CLEAR, disc: ['C', 'S', 'i'] }],
      ['a two-way DiSC tie (D, S, one unanswered)', { ...CLEAR, disc: ['D', 'S', undefined] }],
      ['a four-way DiSC tie (no DiSC answers)', { ...CLEAR, disc: [] }],
      [
        'a three-way strengths tie',
        { ...CLEAR, strengths: ['Strategic Thinking', 'Executing', 'Influencing'] },
      ],
      [
        'a two-way strengths tie (one unanswered)',
        { ...CLEAR, strengths: ['Executing', 'Relationship Building', undefined] },
      ],
      ['no strengths answers', { ...CLEAR, strengths: [] }],
      [
        'a thinking tie (Structural, Social, Conceptual)',
        { ...CLEAR, thinking: ['Structural', 'Social', 'Conceptual'] },
      ],
      [
        'every behaviour chosen (no thinking style: counts default to 5)',
        { ...CLEAR, thinking: ['Expressiveness', 'Assertiveness', 'Flexibility'] },
      ],
      ['an incomplete type (ESTJ by default)', { ...CLEAR, type: ['I', 'N', undefined, 'J'] }],
      ['nothing answered', {}],
    ];

    it.each(classes)('%s', async (_name, choices) => {
      await submitAndRead(withAnswers(choices));
    });

    it.each(
      DISC_VALUES.flatMap((a) => DISC_VALUES.flatMap((b) => DISC_VALUES.map((c) => [a, b, c]))),
    )('DiSC answers %s, %s, %s', async (...disc) => {
      await submitAndRead(withAnswers({ ...CLEAR, disc }));
    });

    it('every strengths pattern of three answers', async () => {
      for (const a of STRENGTH_VALUES)
        for (const b of STRENGTH_VALUES)
          for (const c of STRENGTH_VALUES) {
            await submitAndRead(withAnswers({ ...CLEAR, strengths: [a, b, c] }));
          }
    });
  });

  describe('a tie reads as one value in the spec field and the tie beside it', () => {
    it('a three-way DiSC tie returns a single letter in Primary and the tie in disc.Tie', async () => {
      const profile = await submitAndRead(withAnswers({ ...CLEAR, disc: ['C', 'S', 'i'] }));
      // The earliest answer (C) breaks the tie, as the submitted letters "CSi" already say.
      expect(profile.disc).toEqual({ Primary: 'C', Secondary: null, Tie: ['C', 'S', 'I'] });
    });

    it('a three-way strengths tie returns one domain in TopDomain and the tie in TopTie', async () => {
      const profile = await submitAndRead(
        withAnswers({ ...CLEAR, strengths: ['Strategic Thinking', 'Executing', 'Influencing'] }),
      );
      expect(profile.cliftonStrengths).toMatchObject({
        TopDomain: 'Thinking',
        TopTie: ['Thinking', 'Executing', 'Influencing'],
      });
    });

    it('no strengths answers read "Unknown", with no tie', async () => {
      const profile = await submitAndRead(withAnswers({ ...CLEAR, strengths: [] }));
      expect(profile.cliftonStrengths).toMatchObject({ TopDomain: 'Unknown' });
      expect(profile.cliftonStrengths).not.toHaveProperty('TopTie');
    });
  });

  describe('behaviour levels as the spec writes them', () => {
    it.each([['High'], ['high'], ['HIGH']])(
      'accepts a chosen behaviour sent as %j',
      async (high) => {
        const choices = { ...CLEAR, thinking: ['Expressiveness', 'Social', 'Flexibility'] };
        const profile = await submitAndRead(withAnswers(choices, high));
        expect(profile.emergenetics).toMatchObject({
          Expressiveness: 'High',
          Flexibility: 'High',
        });
      },
    );

    it('accepts the spec payload without the optional answers, levels as the spec spells them', async () => {
      const payload = {
        mbti: 'ENFP',
        disc: 'iSC',
        emergenetics: {
          analytical: 0,
          structural: 1,
          social: 2,
          conceptual: 0,
          expressiveness: 'High',
          assertiveness: 'medium',
          flexibility: 'Medium',
        },
        cliftonStrengths: { executing: 0, influencing: 1, relationship: 1, thinking: 1 },
      };
      const profile = await submitAndRead(payload);
      expect(profile.mbti).toMatchObject({ Type: 'ENFP' });
      expect(profile.disc).toMatchObject({ Primary: 'I' });
      expect(profile.emergenetics).toMatchObject({
        Expressiveness: 'High',
        Assertiveness: 'Medium',
        Flexibility: 'Medium',
      });
    });

    it('the default payload of an untouched quiz (section 9 defaults)', async () => {
      const profile = await submitAndRead(specPayload([]));
      expect(profile.mbti).toMatchObject({ Type: 'ESTJ' });
      expect(profile.disc).toMatchObject({ Primary: 'D' });
      expect(profile.cliftonStrengths).toMatchObject({ TopDomain: 'Unknown' });
    });
  });

  describe('statuses of the spec (sections 6, 7, 8)', () => {
    const detailAndCode = (body: Json) => {
      expect(typeof body.detail).toBe('string');
      expect(typeof body.code).toBe('string');
    };

    it('GET /profile/me before any submission is 404 (no profile yet)', async () => {
      const me = await profileMe();
      expect(me.statusCode).toBe(404);
      detailAndCode(me.json<Json>());
    });

    it('both calls need a bearer token: 401 without one', async () => {
      const sent = await submit(specPayload([]), {});
      expect(sent.statusCode).toBe(401);
      detailAndCode(sent.json<Json>());
      const me = await profileMe({});
      expect(me.statusCode).toBe(401);
      detailAndCode(me.json<Json>());
    });

    it('a payload outside the spec shape is a client error (4xx) with a detail', async () => {
      const sent = await submit({ ...specPayload([]), mbti: 'XXXX' });
      expect(sent.statusCode).toBeGreaterThanOrEqual(400);
      expect(sent.statusCode).toBeLessThan(500);
      detailAndCode(sent.json<Json>());
    });
  });

  describe('the coach calls take the profile as read (section 7), with no authorization', () => {
    const reply = (body: Json) => {
      expect(typeof body.inferred_style).toBe('string');
      expect(Array.isArray(body.insights)).toBe(true);
      expect(typeof body.suggested_reply).toBe('string');
    };
    const spec4 = (p: Json) => ({
      mbti: p.mbti,
      disc: p.disc,
      emergenetics: p.emergenetics,
      cliftonStrengths: p.cliftonStrengths,
    });

    it('a tied profile read from GET /profile/me is analysed and chatted about', async () => {
      const profile = spec4(
        await submitAndRead(
          withAnswers({
            ...CLEAR,
            disc: ['C', 'S', 'i'],
            strengths: ['Strategic Thinking', 'Executing', 'Influencing'],
          }),
        ),
      );
      const analysed = await context.app.inject({
        method: 'POST',
        url: '/analysis/analyze-conversation',
        payload: {
          conversation: 'Sam: Can you send the figures by Friday?\nMe: Sure, I will.',
          profile,
        },
      });
      expect(analysed.statusCode, analysed.body).toBe(200);
      reply(analysed.json<Json>());
      const chatted = await context.app.inject({
        method: 'POST',
        url: '/chat/ask',
        payload: { message: 'How do I give feedback?', profile, history: [] },
      });
      expect(chatted.statusCode, chatted.body).toBe(200);
      reply(chatted.json<Json>());
    });
  });
});
