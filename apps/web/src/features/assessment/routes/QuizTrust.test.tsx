import { QUESTIONS, buildPayload, answersFromList } from '@styleprint/scoring';
import type { Answer, StoredProfile } from '@styleprint/contracts';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeAuthService, testUser } from '#web/test/fake-auth';
import { storedProfile } from '#web/test/profiles';
import { answer, json } from '#web/test/fake-api';
import { renderApp } from '#web/test/render';

/** docs/decisions/0014-ties-uncertainty-and-measured-facts.md and 13 on the quiz: ties as ties, answers behind results, retakes, kept answers. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const group = (index: number) =>
  screen.getByRole('group', { name: new RegExp(escape(QUESTIONS[index]!.text)) });
const next = () => screen.getByRole('button', { name: 'Next' });

const everyAnswer = (pick: number): Answer[] =>
  QUESTIONS.map((q) => ({
    questionId: q.id,
    framework: q.framework,
    value: q.options[pick]!.value,
  }));

/** The API of the quiz: `profile` is the latest result, and a submission returns it too. */
function stubApi(profile: StoredProfile = storedProfile()) {
  answer('GET /profile/me', json(200, profile));
  return answer('POST /quiz/submit-assessment', json(201, profile));
}

async function open(path = '/quiz') {
  const view = renderApp(path, createFakeAuthService(testUser()).service);
  await screen.findByRole('heading', { level: 1, name: 'Communication Assessment' });
  return view;
}

async function choose(user: UserEvent, index: number, label: RegExp) {
  await user.click(within(group(index)).getByRole('radio', { name: label }));
}

describe('a quiz people can trust', { timeout: 30_000 }, () => {
  it('tells people to answer for how they usually act, and shows the independence notice', async () => {
    stubApi();
    await open();
    expect(
      screen.getByText(/Answer for how you usually act, not how you would like to be seen/),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/independent self-reflection tool/).length).toBeGreaterThanOrEqual(
      1,
    );
  });

  it('shows a three-way thinking split as a split, in words, with the answers behind it', async () => {
    stubApi();
    const { user } = await open();
    await choose(user, 0, /^Look into the facts/);
    await user.click(next());
    await choose(user, 1, /^Propose a deadline/);
    await user.click(next());
    await choose(user, 2, /^Check how the others/);
    const card = screen
      .getByRole('heading', { level: 2, name: /^Your .* Profile$/ })
      .closest('section')!;
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Your Analytical, Structural and Social Profile',
    );
    expect(
      within(card).getByText('Even split: Analytical, Structural and Social'),
    ).toBeInTheDocument();
    expect(
      within(card)
        .getByText(/^How sure:/)
        .closest('p'),
    ).toHaveTextContent(
      'How sure: Even split No result is ahead: 1 answer each, so one more answer would decide it.',
    );
    expect(
      within(card).getByText(
        /You chose “Propose a deadline for deciding” \(question 2\): Structural\./,
      ),
    ).toBeInTheDocument();
    // None of the behaviours was chosen: none gets a level.
    const chips = within(within(card).getByRole('list', { name: 'Behaviour levels' })).getAllByRole(
      'listitem',
    );
    expect(chips.map((c) => c.textContent)).toEqual([
      'Expressiveness: Not measured',
      'Assertiveness: Not measured',
      'Flexibility: Not measured',
    ]);
  });

  it('keeps unsubmitted answers across a reload, until they are discarded', async () => {
    stubApi();
    const first = await open();
    await choose(first.user, 0, /^Look into the facts/);
    await first.user.click(next());
    await choose(first.user, 1, /^Propose a deadline/);
    first.unmount();

    const { user } = await open();
    expect(screen.getByText('2 of 13')).toBeInTheDocument();
    expect(within(group(1)).getByRole('radio', { name: /^Propose a deadline/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(within(group(0)).getByRole('radio', { name: /^Look into the facts/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Discard answers and start over' }));
    expect(screen.getByText('1 of 13')).toBeInTheDocument();
    expect(within(group(0)).getByRole('radio', { name: /^Look into the facts/ })).not.toBeChecked();
    expect(sessionStorage.length).toBe(0);
  });

  it('retakes only DiSC: 3 questions, merged into the latest answers, then submitted', async () => {
    const previous = everyAnswer(0);
    const submitted = stubApi(storedProfile({ answers: previous }));
    const { user } = await open('/quiz?only=disc');
    expect(screen.getByText('1 of 3')).toBeInTheDocument();
    expect(screen.getByText(/retaking only the DiSC-style questions \(3\)/)).toBeInTheDocument();
    for (const index of [0, 1, 2]) {
      await user.click(
        within(screen.getByRole('group')).getByRole('radio', {
          name: /^(I keep things calm|Sudden changes|Privately)/,
        }),
      );
      if (index < 2) await user.click(next());
    }
    expect(
      screen.getByRole('heading', { level: 2, name: 'Your Steadiness Profile' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete Assessment' }));
    await screen.findByRole('heading', { level: 1, name: 'Your Communication Profile' });

    expect(submitted).toHaveLength(1);
    const sent: unknown = await submitted[0]!.json();
    const merged = previous.map((a) => (a.framework === 'disc' ? { ...a, value: 'S' } : a));
    expect(sent).toEqual(buildPayload(answersFromList(merged)));
  });

  it('offers the full assessment when the latest result has no answers to merge into', async () => {
    stubApi(storedProfile());
    renderApp('/quiz?only=disc', createFakeAuthService(testUser()).service);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Retake the full assessment instead' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the full assessment' })).toHaveAttribute(
      'href',
      '/quiz',
    );
  });
});
