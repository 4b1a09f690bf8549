import type { Answer, AssessmentPayload } from '@styleprint/contracts';
import { answersFromList, buildPayload, FOLLOW_UP_QUESTIONS, QUESTIONS } from '@styleprint/scoring';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, json } from '#web/test/fake-api';
import { createFakeAuthService, testUser } from '#web/test/fake-auth';
import { storedProfile } from '#web/test/profiles';
import { renderApp } from '#web/test/render';

/** The 13 answers: clear thinking and strengths, DiSC as given, the type ESTJ. */
function answersWith(disc: readonly string[]): Answer[] {
  const pick: Record<string, string> = {
    'emergenetics-1': 'Analytical',
    'emergenetics-2': 'Analytical',
    'emergenetics-3': 'Analytical',
    'mbti-ei': 'E',
    'mbti-sn': 'S',
    'mbti-tf': 'T',
    'mbti-jp': 'J',
    'disc-1': disc[0] ?? 'S',
    'disc-2': disc[1] ?? 'S',
    'disc-3': disc[2] ?? 'S',
    'strengths-1': 'Executing',
    'strengths-2': 'Executing',
    'strengths-3': 'Executing',
  };
  return QUESTIONS.map((q) => ({ questionId: q.id, framework: q.framework, value: pick[q.id]! }));
}

function stubApi(answers: Answer[]) {
  answer('GET /profile/me', json(200, storedProfile({ answers })));
  return answer('POST /quiz/submit-assessment', json(201, storedProfile({ answers })));
}

async function open() {
  const view = renderApp('/quiz/sharpen', createFakeAuthService(testUser()).service);
  await screen.findByRole('heading', { level: 1, name: 'Sharpen my result' });
  return view;
}

/** The follow-up question on screen, read back from the bank by its text. */
function shownQuestion() {
  const group = screen.getByRole('group');
  const question = FOLLOW_UP_QUESTIONS.find((q) => group.textContent?.includes(q.text));
  if (!question) throw new Error(`No follow-up question on screen: ${group.textContent}`);
  return { group, question };
}

/** Answers every follow-up asked with `choose(question)`'s value, until the summary shows. */
async function answerAll(user: UserEvent, choose: (id: string) => string) {
  const asked: string[] = [];
  while (screen.queryByRole('heading', { name: 'Your sharpened result' }) === null) {
    const { group, question } = shownQuestion();
    const value = choose(question.id);
    const label = question.options.find((o) => o.value === value)?.label;
    const radio = label
      ? within(group).getByRole('radio', { name: label })
      : within(group).getAllByRole('radio')[0]!;
    await user.click(radio);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    asked.push(question.id);
  }
  return asked;
}

describe('Sharpen my result (decision 0019)', { timeout: 30_000 }, () => {
  it('asks only between the tied DiSC styles, then saves a single style with the answers behind it', async () => {
    const core = answersWith(['C', 'S', 'i']);
    const submitted = stubApi(core);
    const { user } = await open();

    // A three-way split of I, S and C: D is not among the options.
    const { group, question } = shownQuestion();
    expect(question.framework).toBe('disc');
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(
      within(group).queryByRole('radio', {
        name: question.options.find((o) => o.value === 'D')!.label,
      }),
    ).toBeNull();
    expect(screen.getByText('Follow-up question 1 (at most 6)')).toBeInTheDocument();

    const asked = await answerAll(user, (id) => (id.startsWith('sharpen-disc') ? 'S' : ''));
    expect(asked.length).toBeLessThanOrEqual(6);
    expect(asked.filter((id) => id.startsWith('sharpen-disc'))).toHaveLength(3);

    const summary = screen.getByRole('region', { name: 'Your sharpened result' });
    expect(screen.getByRole('heading', { name: 'Your sharpened result' })).toHaveFocus();
    expect(within(summary).getByText('DiSC-style').nextSibling).toHaveTextContent(
      /^Even split: I \(Influence\), S \(Steadiness\) and C \(Conscientiousness\) → .*Steadiness.* · Clear$/,
    );
    expect(within(summary).getByText('Emergenetics-style').nextSibling).toHaveTextContent(
      /^Unchanged:/,
    );

    await user.click(screen.getByRole('button', { name: 'Save my sharpened result' }));
    await screen.findByRole('heading', { level: 1, name: 'Your Communication Profile' });
    expect(submitted).toHaveLength(1);
    const sent = (await submitted[0]!.json()) as AssessmentPayload;
    // The spec's fields are the 13's; the follow-up answers travel with the answers.
    const { answers: _coreAnswers, ...spec } = buildPayload(answersFromList(core));
    expect(sent).toMatchObject(spec);
    expect(sent.answers?.map((a) => a.questionId)).toEqual([
      ...core.map((a) => a.questionId),
      ...asked,
    ]);
  });

  it('goes back a question with Previous, keeping the answer that was chosen', async () => {
    stubApi(answersWith(['C', 'S', 'i']));
    const { user } = await open();
    const first = shownQuestion();
    const label = first.question.options.find((o) => o.value === 'S')!.label;
    await user.click(within(first.group).getByRole('radio', { name: label }));
    await user.keyboard('{Enter}');
    expect(screen.getByText('Follow-up question 2 (at most 6)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: label })).toBeChecked();
    expect(screen.getByRole('radio', { name: label })).toHaveFocus();
  });

  it('offers to discard the follow-up answers of a sharpened result, which saves the 13 alone', async () => {
    const core = answersWith(['C', 'S', 'i']);
    const sharpened = [
      ...core,
      { questionId: 'sharpen-disc-1', framework: 'disc' as const, value: 'S' },
    ];
    const submitted = stubApi(sharpened);
    const { user } = await open();
    expect(screen.getByText(/It includes 1 follow-up answer\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard follow-up answers' }));
    await screen.findByRole('heading', { level: 1, name: 'Your Communication Profile' });
    expect(await submitted[0]!.json()).toEqual(buildPayload(answersFromList(core)));
  });

  it('asks the person without a result to take the assessment first', async () => {
    answer('GET /profile/me', json(200, storedProfile()));
    renderApp('/quiz/sharpen', createFakeAuthService(testUser()).service);
    expect(
      await screen.findByRole('heading', { name: 'Take the assessment first' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the assessment' })).toHaveAttribute(
      'href',
      '/quiz',
    );
  });
});
