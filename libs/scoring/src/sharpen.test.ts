import { describe, expect, it } from 'vitest';
import { answersFrom } from '../test/answering.js';
import {
  answerQuestion,
  answersToList,
  answersMismatch,
  buildPayload,
  deriveProfile,
  explainResult,
  FOLLOW_UP_QUESTIONS,
  nextFollowUp,
  QUESTIONS,
  SHARPEN_LIMITS,
  undecided,
  withoutFollowUps,
  type Answers,
} from './index.js';

/** The 13 answers: clear thinking (Analytical); DiSC as given; strengths clear Executing and the
 * type ESTJ unless given. */
function core(
  disc: readonly string[],
  mbti: readonly string[] = ['E', 'S', 'T', 'J'],
  strengths: readonly string[] = ['Executing', 'Executing', 'Executing'],
): Answers {
  const picks: Record<string, string> = {
    'emergenetics-1': 'Analytical',
    'emergenetics-2': 'Analytical',
    'emergenetics-3': 'Analytical',
    'mbti-ei': mbti[0]!,
    'mbti-sn': mbti[1]!,
    'mbti-tf': mbti[2]!,
    'mbti-jp': mbti[3]!,
    'disc-1': disc[0]!,
    'disc-2': disc[1]!,
    'disc-3': disc[2]!,
    'strengths-1': strengths[0]!,
    'strengths-2': strengths[1]!,
    'strengths-3': strengths[2]!,
  };
  return answersFrom(QUESTIONS.map((q) => [q.id, picks[q.id]!] as const));
}

/** Answers every follow-up asked with `choose`, as a person would; returns all answers. */
function sharpen(start: Answers, choose: (values: string[], id: string) => string): Answers {
  let answers = start;
  for (let q = nextFollowUp(answers); q !== null; q = nextFollowUp(answers)) {
    const value = choose(
      q.options.map((o) => o.value),
      q.id,
    );
    answers = answerQuestion(answers, { questionId: q.id, framework: q.framework, value });
  }
  return answers;
}

describe('the follow-up bank', () => {
  it('offers one option per result of its framework, with new question ids and texts', () => {
    const ids = new Set([...QUESTIONS, ...FOLLOW_UP_QUESTIONS].map((q) => q.id));
    expect(ids.size).toBe(QUESTIONS.length + FOLLOW_UP_QUESTIONS.length);
    for (const q of FOLLOW_UP_QUESTIONS) {
      const main = QUESTIONS.find((m) => m.framework === q.framework && !m.id.startsWith('mbti'));
      const values = q.options.map((o) => o.value).sort();
      if (q.framework === 'mbti') expect(values).toHaveLength(2);
      else if (q.framework === 'emergenetics')
        expect(values).toEqual(['Analytical', 'Conceptual', 'Social', 'Structural']);
      else expect(values).toEqual(main!.options.map((o) => o.value).sort());
      expect(QUESTIONS.some((m) => m.text === q.text)).toBe(false);
    }
  });
});

describe('nextFollowUp', () => {
  it('asks nothing before the 13 are answered, and only between the tied styles of a split', () => {
    expect(nextFollowUp({})).toBeNull();
    const question = nextFollowUp(core(['C', 'S', 'i']));
    expect(question?.framework).toBe('disc');
    expect(question?.options.map((o) => o.value).sort()).toEqual(['C', 'S', 'i']);
  });

  it('asks between a leader one answer ahead and its runner-up, never a style nobody chose', () => {
    const question = nextFollowUp(core(['S', 'S', 'D']));
    expect(question?.framework).toBe('disc');
    expect(question?.options.map((o) => o.value).sort()).toEqual(['D', 'S']);
  });

  it('leaves a clear result alone and goes on to the personality letters', () => {
    const question = nextFollowUp(core(['S', 'S', 'S']));
    expect(question?.framework).toBe('mbti');
    expect(question?.id).toMatch(/^sharpen-mbti-ei-/);
  });

  it('finishes a result it has started on before starting another', () => {
    // Strengths an even split, DiSC one answer ahead: the split comes first, and once it leans
    // its way it is asked about again before DiSC is started.
    const start = core(['S', 'S', 'D'], undefined, [
      'Executing',
      'Influencing',
      'Strategic Thinking',
    ]);
    const first = nextFollowUp(start);
    expect(first?.framework).toBe('cliftonStrengths');
    const leaning = answerQuestion(start, {
      questionId: first!.id,
      framework: 'cliftonStrengths',
      value: 'Executing',
    });
    expect(nextFollowUp(leaning)?.framework).toBe('cliftonStrengths');
  });

  it('never gives the last question to a result one answer ahead, but still to an even split', () => {
    // Five follow-ups already answered (thinking stays clear): one question is left.
    const withFive = (start: Answers) =>
      FOLLOW_UP_QUESTIONS.filter((q) => q.framework === 'emergenetics')
        .slice(0, SHARPEN_LIMITS.total - 1)
        .reduce(
          (given, q) =>
            answerQuestion(given, {
              questionId: q.id,
              framework: q.framework,
              value: 'Analytical',
            }),
          start,
        );
    // One answer for D would leave DiSC an even split with no question left to decide it; every
    // letter rests on one answer, so the same holds for each of them.
    expect(nextFollowUp(withFive(core(['S', 'S', 'D'])))).toBeNull();
    const split = nextFollowUp(withFive(core(['C', 'S', 'i'])));
    expect(split?.framework).toBe('disc');
    expect(split?.options.map((o) => o.value).sort()).toEqual(['C', 'S', 'i']);
  });

  it('leaves no even split behind for a person who answers every follow-up', () => {
    // Answer patterns that once ended with the last question spent on a result one answer ahead:
    // DiSC, then the E/I letter, were left an even split.
    const cases = [
      {
        start: core(['S', 'S', 'D'], undefined, [
          'Executing',
          'Influencing',
          'Relationship Building',
        ]),
        choose: (values: string[]) => values[0]!,
      },
      { start: core(['D', 'i', 'S']), choose: (values: string[]) => values.at(-1)! },
    ];
    for (const { start, choose } of cases) {
      const done = sharpen(start, choose);
      for (const framework of ['emergenetics', 'mbti', 'disc', 'cliftonStrengths'] as const)
        expect(explainResult(framework, done)?.certainty?.level).not.toBe('even split');
    }
  });

  it('stops once results are clear, and never asks more than the total', () => {
    for (const disc of [
      ['C', 'S', 'i'],
      ['S', 'S', 'D'],
      ['D', 'i', 'S'],
    ]) {
      // A person who answers at random among what is shown.
      let flip = 0;
      const done = sharpen(core(disc), (values) => values[flip++ % values.length]!);
      const asked = answersToList(done).length - QUESTIONS.length;
      expect(asked).toBeGreaterThan(0);
      expect(asked).toBeLessThanOrEqual(SHARPEN_LIMITS.total);
    }
  });
});

describe('a sharpened result', () => {
  const split = core(['C', 'S', 'i']);
  const done = sharpen(split, (values, id) => (id.startsWith('sharpen-disc') ? 'S' : values[0]!));

  it('keeps the spec payload of the 13 answers and carries the follow-ups in the answers', () => {
    const payload = buildPayload(done);
    const { answers: coreList, ...spec } = buildPayload(split);
    expect(payload).toMatchObject(spec);
    expect(payload.answers?.slice(0, QUESTIONS.length)).toEqual(coreList);
    expect(payload.answers?.length).toBeGreaterThan(QUESTIONS.length);
    expect(answersMismatch(payload)).toBeNull();
  });

  it('is derived from all the answers: one DiSC style, no even split, said to be clear', () => {
    const before = deriveProfile(buildPayload(split));
    const after = deriveProfile(buildPayload(done));
    expect(before.disc.Tie).toEqual(['C', 'S', 'I']);
    expect(after.disc).toMatchObject({ Primary: 'S' });
    expect(after.disc.Tie).toBeUndefined();
    const explanation = explainResult('disc', done);
    expect(explanation?.tie).toBeNull();
    expect(explanation?.certainty?.level).toBe('clear');
    expect(explanation?.basis).toMatch(/^4 of 6 answers pointed to S \(Steadiness\)/);
    expect(
      explanation?.answers.filter((line) => line.includes('(a follow-up question)')),
    ).toHaveLength(3);
  });

  it('reads personality letters from every answer on their axis', () => {
    const profile = deriveProfile(buildPayload(done));
    expect(profile.mbti.Type).toMatch(/^[EI][SN][TF][JP]$/);
    expect(profile.mbti.Confidence).toMatch(/^Sharpened: each letter rests on /);
    expect(deriveProfile(buildPayload(split)).mbti.Confidence).toBe(
      'Tentative: each letter rests on 1 answer',
    );
  });

  it('goes back to the 13 alone when the follow-ups are discarded', () => {
    expect(buildPayload(withoutFollowUps(done))).toEqual(buildPayload(split));
  });

  it('lists what is left undecided, ties marked', () => {
    expect(undecided(split)).toEqual([
      { framework: 'disc', tie: true },
      { framework: 'mbti', tie: false },
    ]);
  });
});
