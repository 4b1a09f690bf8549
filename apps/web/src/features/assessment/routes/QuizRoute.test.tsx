import { QUESTIONS } from '@styleprint/scoring';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeAuthService, testUser } from '#web/test/fake-auth';
import { answer, apiError, json } from '#web/test/fake-api';
import { storedProfile } from '#web/test/profiles';
import { renderApp } from '#web/test/render';

type Submit = (request: Request) => Response | Promise<Response>;
/** The API of the quiz: the latest result, and the submission answered by `submit`. */
function stubApi(submit: Submit) {
  answer('GET /profile/me', json(200, storedProfile()));
  return answer('POST /quiz/submit-assessment', submit);
}

async function openQuiz(submit: Submit = () => json(201, storedProfile())) {
  const submitted = stubApi(submit);
  const view = renderApp('/quiz', createFakeAuthService(testUser()).service);
  await screen.findByRole('heading', { level: 1, name: 'Communication Assessment' });
  return { submitted, ...view };
}

const nextButton = () => screen.getByRole('button', { name: 'Next' });
const previousButton = () => screen.getByRole('button', { name: 'Previous' });
const questionGroup = (index: number) =>
  screen.getByRole('group', { name: new RegExp(escape(QUESTIONS[index]!.text)) });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Chooses the first option of each question from the current one up to `lastIndex`. */
async function answerThrough(user: UserEvent, from: number, lastIndex: number) {
  for (let index = from; index <= lastIndex; index += 1) {
    const options = within(questionGroup(index)).getAllByRole('radio');
    await user.click(options[0]!);
    if (index < lastIndex) await user.click(nextButton());
  }
}

describe('Assessment', { timeout: 20_000 }, () => {
  it('shows progress "1 of 13", the framework badge and the navigation rules', async () => {
    const { user } = await openQuiz();
    expect(screen.getByText('1 of 13')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Assessment progress' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    expect(within(questionGroup(0)).getByText('Emergenetics-style')).toBeInTheDocument();
    expect(previousButton()).toBeDisabled();
    expect(nextButton()).toBeDisabled();

    await user.click(within(questionGroup(0)).getAllByRole('radio')[1]!);
    expect(nextButton()).toBeEnabled();
    await user.click(nextButton());
    expect(screen.getByText('2 of 13')).toBeInTheDocument();
    expect(previousButton()).toBeEnabled();
    expect(nextButton()).toBeDisabled();

    await user.click(previousButton());
    expect(screen.getByText('1 of 13')).toBeInTheDocument();
    // The earlier answer is still chosen, and can be changed.
    const options = within(questionGroup(0)).getAllByRole('radio');
    expect(options[1]).toBeChecked();
    await user.click(options[2]!);
    expect(options[2]).toBeChecked();
    expect(options[1]).not.toBeChecked();
  });

  it('works from the keyboard: arrows choose, Enter continues', async () => {
    const { user } = await openQuiz();
    const options = within(questionGroup(0)).getAllByRole('radio');
    await user.click(options[0]!);
    await user.keyboard('{ArrowDown}');
    expect(options[1]).toBeChecked();
    expect(options[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('2 of 13')).toBeInTheDocument();
    // Focus moves into the new question so the arrows keep working.
    expect(within(questionGroup(1)).getAllByRole('radio')[0]).toHaveFocus();
  });

  it('does not continue on Enter before the question is answered', async () => {
    const { user } = await openQuiz();
    await user.click(within(questionGroup(0)).getAllByRole('radio')[0]!);
    await user.click(nextButton());
    const first = within(questionGroup(1)).getAllByRole('radio')[0]!;
    first.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('2 of 13')).toBeInTheDocument();
  });

  it('shows a result card once every question of a framework is answered', async () => {
    const { user } = await openQuiz();
    // "Tell others my first thoughts" chooses Expressiveness, which makes that behaviour High.
    await user.click(within(questionGroup(0)).getByRole('radio', { name: /Tell others my first/ }));
    await user.click(nextButton());
    await answerThrough(user, 1, 1);
    expect(screen.queryByRole('heading', { name: /^Your .* Profile$/ })).not.toBeInTheDocument();
    await user.click(nextButton());
    await user.click(within(questionGroup(2)).getAllByRole('radio')[0]!);

    const card = screen
      .getByRole('heading', { level: 2, name: /^Your .* Profile$/ })
      .closest('section')!;
    const inCard = within(card);
    expect(inCard.getByText('Emergenetics-style')).toBeInTheDocument();
    expect(inCard.getByText('Your Communication Superpower')).toBeInTheDocument();
    expect(inCard.getByRole('heading', { name: 'Natural Strengths' })).toBeInTheDocument();
    expect(inCard.getByRole('heading', { name: 'Growth Opportunities' })).toBeInTheDocument();
    expect(
      inCard.getByText("Use these insights to enhance your communication in today's interactions"),
    ).toBeInTheDocument();
    const chips = within(inCard.getByRole('list', { name: 'Behaviour levels' })).getAllByRole(
      'listitem',
    );
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Expressiveness: High',
      'Assertiveness: Not measured',
      'Flexibility: Not measured',
    ]);
    // What the result rests on, and the answers behind it.
    expect(
      inCard.getByText(/^1 of 3 answers pointed to Analytical; 1 to Structural|^Even split:/),
    ).toBeInTheDocument();
    const answers = within(
      inCard.getByRole('heading', { name: 'Answers behind this result' })
        .nextElementSibling as HTMLElement,
    ).getAllByRole('listitem');
    expect(answers[0]).toHaveTextContent(
      'You chose “Tell others my first thoughts straight away” (question 1): Expressiveness.',
    );
    expect(answers).toHaveLength(3);

    // The next framework starts without a card.
    await user.click(nextButton());
    expect(screen.queryByRole('heading', { name: /^Your .* Profile$/ })).not.toBeInTheDocument();
  });

  it('submits on "Complete Assessment" with the bearer token, then opens the profile', async () => {
    const { user, submitted } = await openQuiz();
    await answerThrough(user, 0, 12);
    expect(screen.getByText('13 of 13')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete Assessment' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Communication Profile' }),
    ).toBeInTheDocument();
    expect(submitted).toHaveLength(1);
    const [request] = submitted;
    expect(request!.url).toBe('http://127.0.0.1:8080/quiz/submit-assessment');
    expect(request!.headers.get('authorization')).toBe('Bearer test-id-token');
    const body = await request!.json();
    // A three-way DiSC tie is ordered by the earliest answer (D, then C, then i), not a fixed list.
    expect(body).toMatchObject({ mbti: 'ESTJ', disc: 'DCi' });
    expect(body.answers).toHaveLength(13);
  });

  it('shows a busy state while submitting', async () => {
    const { user } = await openQuiz(() => new Promise(() => {}));
    await answerThrough(user, 0, 12);
    await user.click(screen.getByRole('button', { name: 'Complete Assessment' }));
    expect(screen.getByRole('button', { name: 'Complete Assessment' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Complete Assessment' })).toBeDisabled();
    expect(previousButton()).toBeDisabled();
  });

  it('keeps every answer and offers a retry when the submission fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    const { user } = await openQuiz(async () => {
      attempts += 1;
      return attempts === 1
        ? apiError(503, { detail: 'Store unavailable', code: 'STORE_UNAVAILABLE' })
        : json(201, storedProfile());
    });
    await answerThrough(user, 0, 12);
    await user.click(screen.getByRole('button', { name: 'Complete Assessment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not save your assessment. Your answers are kept: try again in a moment.',
    );
    expect(console.error).toHaveBeenCalled();
    expect(within(questionGroup(12)).getAllByRole('radio')[0]).toBeChecked();
    await user.click(previousButton());
    expect(within(questionGroup(11)).getAllByRole('radio')[0]).toBeChecked();
    await user.click(nextButton());

    await user.click(screen.getByRole('button', { name: 'Complete Assessment' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Communication Profile' }),
    ).toBeInTheDocument();
  });
});
