import type { Answer } from '@styleprint/contracts';
import { buildPayload, deriveProfile, QUESTIONS, answersFromList } from '@styleprint/scoring';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithAuth } from '#web/test/render';
import { ProfileView } from './ProfileView';

// The charts are a lazy chunk (visx and d3): its first import in a test run can take seconds on a
// busy machine, longer than a query waits. These tests are about what the profile shows.
beforeAll(async () => {
  await import('./ProfileCharts');
}, 60_000);

/** Answers as the quiz would send them: these choices, the first option everywhere else. */
function answersWith(choices: Record<string, string>): Answer[] {
  return QUESTIONS.map((q) => ({
    questionId: q.id,
    framework: q.framework,
    value: choices[q.id] ?? q.options[0]!.value,
  }));
}

/** The profile the API derives from these answers, with the answers, as GET /profile/me sends it. */
function render(choices: Record<string, string>) {
  const answers = answersWith(choices);
  const profile = deriveProfile(buildPayload(answersFromList(answers)));
  return renderWithAuth(<ProfileView profile={profile} createdAt={null} answers={answers} />);
}

const summaryCard = (label: RegExp) =>
  within(screen.getByRole('region', { name: 'Profile summary' }))
    .getAllByRole('listitem')
    .find((item) => label.test(item.textContent ?? ''))!;

describe('a profile that explains itself (docs/decisions/0014-ties-uncertainty-and-measured-facts.md)', () => {
  it('shows an even DiSC split as a split, with no secondary style and the stated tie-break', () => {
    render({ 'disc-1': 'C', 'disc-2': 'S', 'disc-3': 'i' });
    const disc = summaryCard(/DiSC-style/);
    expect(disc).toHaveTextContent('Even split');
    expect(disc).toHaveTextContent('I (Influence), S (Steadiness) and C (Conscientiousness)');
    expect(disc).not.toHaveTextContent('Secondary style');
    const explanation = screen.getByRole('article', { name: 'DiSC-style' });
    expect(within(explanation).getByText(/^Even split:/)).toBeInTheDocument();
    expect(
      within(explanation).getByText(
        /it lists C \(Conscientiousness\), the style of your earliest answer \(question 8\)/,
      ),
    ).toBeInTheDocument();
  });

  it('shows no secondary style when none was chosen: S, S, S is not "S with D"', () => {
    render({ 'disc-1': 'S', 'disc-2': 'S', 'disc-3': 'S' });
    const disc = summaryCard(/DiSC-style/);
    expect(disc).toHaveTextContent('SNo secondary style');
    expect(disc).toHaveTextContent('3 of 3 answers pointed to S (Steadiness)');
  });

  it('says on every card how sure each result is, and why, from the stated rule', () => {
    render({ 'disc-1': 'S', 'disc-2': 'D', 'disc-3': 'S' });
    expect(summaryCard(/DiSC-style/)).toHaveTextContent('How sure: Leaning');
    expect(summaryCard(/MBTI-style/)).toHaveTextContent('How sure: Leaning');
    const explanation = screen.getByRole('article', { name: 'DiSC-style' });
    expect(explanation).toHaveTextContent(
      'How sure: Leaning S (Steadiness) is 1 answer ahead of the next result, so one answer given differently could change it.',
    );
    render({ 'disc-1': 'C', 'disc-2': 'C', 'disc-3': 'C' });
    expect(screen.getAllByRole('article', { name: 'DiSC-style' })[1]!).toHaveTextContent(
      'How sure: Clear C (Conscientiousness) is 3 answers ahead',
    );
  });

  it('marks behaviours nobody chose as Not measured, with no level sentence', () => {
    render({
      'emergenetics-1': 'Social',
      'emergenetics-2': 'Assertiveness',
      'emergenetics-3': 'Social',
    });
    const behaviours = screen.getByRole('region', { name: 'Behavioural Attributes' });
    expect(within(behaviours).getByText('Expressiveness').nextSibling).toHaveTextContent(
      'Not measured',
    );
    expect(within(behaviours).getByText('Assertiveness').nextSibling).toHaveTextContent('High');
    expect(
      within(behaviours).getByText('Not measured: none of your answers chose this behaviour.'),
    ).toBeInTheDocument();
    expect(behaviours).not.toHaveTextContent('Medium');
  });

  it('lists the answers behind each result, and offers a retake of each framework alone', () => {
    render({ 'disc-3': 'S' });
    const section = screen.getByRole('region', { name: 'How your results were worked out' });
    const articles = within(section).getAllByRole('article');
    expect(articles.map((a) => within(a).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Emergenetics-style',
      'MBTI-style',
      'DiSC-style',
      'CliftonStrengths-style',
    ]);
    const disc = within(section).getByRole('article', { name: 'DiSC-style' });
    expect(
      within(disc).getByText(
        /^You chose “Privately, even if it takes longer to get to the point” \(question 10\): S \(Steadiness\)\.$/,
      ),
    ).toBeInTheDocument();
    expect(
      within(disc).getByRole('link', { name: 'Retake only DiSC-style (3 questions)' }),
    ).toHaveAttribute('href', '/quiz?only=disc');
    expect(within(articles[1]!).getAllByRole('listitem')).toHaveLength(4);
    expect(
      within(section).getByRole('link', { name: 'What your results can and cannot tell' }),
    ).toHaveAttribute('href', '/about-results');
  });

  it('shows the radar with smoothed scores and answer counts, and a thinking tie in words', async () => {
    render({
      'emergenetics-1': 'Analytical',
      'emergenetics-2': 'Structural',
      'emergenetics-3': 'Social',
    });
    expect(
      await screen.findByRole('heading', { name: 'Emergenetics-style Thinking Preferences' }),
    ).toBeVisible();
    const radar = screen.getByRole('list', {
      name: 'Smoothed score from 0 to 10, answers in brackets: three answers cannot justify a 10 or a 0',
    });
    expect(
      within(radar)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Analytical: 2.9 (1)',
      'Structural: 2.9 (1)',
      'Social: 2.9 (1)',
      'Conceptual: 1.4 (0)',
    ]);
    expect(
      screen.getAllByText('Even split: Analytical, Structural and Social').length,
    ).toBeGreaterThanOrEqual(1);
    expect(summaryCard(/Thinking Style/)).toHaveTextContent('Even split');
  });

  it('says so when the result was saved without its answers, and shows the independence notice', () => {
    const profile = deriveProfile(buildPayload(answersFromList(answersWith({}))));
    renderWithAuth(<ProfileView profile={profile} createdAt={null} answers={null} />);
    expect(screen.getByText(/saved without its answers/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Retake only/ })).not.toBeInTheDocument();
    expect(screen.getByText(/not affiliated with or endorsed by their owners/)).toBeInTheDocument();
  });
});

describe('the offer to sharpen a result (docs/decisions/0019-how-sure-each-result-is.md)', () => {
  it('names what the 13 answers left undecided and links to the follow-up', () => {
    render({ 'disc-1': 'C', 'disc-2': 'S', 'disc-3': 'i' });
    const offer = screen.getByRole('region', { name: 'Sharpen my result' });
    expect(within(offer).getByText('DiSC-style: an even split')).toBeInTheDocument();
    expect(
      within(offer).getByText('MBTI-style: each letter rests on one answer'),
    ).toBeInTheDocument();
    expect(within(offer).getByRole('link', { name: 'Sharpen my result' })).toHaveAttribute(
      'href',
      '/quiz/sharpen',
    );
  });

  it('once sharpened, shows one style, the follow-up answers behind it, and a way to review them', () => {
    const answers = [
      ...answersWith({ 'disc-1': 'C', 'disc-2': 'S', 'disc-3': 'i' }),
      { questionId: 'sharpen-disc-1', framework: 'disc' as const, value: 'S' },
    ];
    const profile = deriveProfile(buildPayload(answersFromList(answers)));
    renderWithAuth(<ProfileView profile={profile} createdAt={null} answers={answers} />);
    expect(summaryCard(/DiSC-style/)).not.toHaveTextContent('Even split');
    const explanation = screen.getByRole('article', { name: 'DiSC-style' });
    expect(
      within(explanation).getByText(/\(a follow-up question\): S \(Steadiness\)\.$/),
    ).toBeInTheDocument();
    const offer = screen.getByRole('region', { name: 'Sharpen my result' });
    expect(offer).toHaveTextContent('This result includes 1 follow-up answer');
    expect(
      within(offer).getByRole('link', { name: 'Review or discard follow-up answers' }),
    ).toHaveAttribute('href', '/quiz/sharpen');
  });
});
