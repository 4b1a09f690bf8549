/**
 * Takes the assessment the way a person does: one question at a time, choosing the option whose
 * label they read. Which option is chosen is given by its value; the label comes from the
 * product's own question bank, so rewording a question does not break the journey.
 */
import { QUESTIONS } from '@styleprint/scoring';
import type { Page } from 'playwright-core';
import { expectVisible } from './ui.js';

export type AnswerPlan = Readonly<Record<string, string>>;

/**
 * A plan with a clear result in every framework: Analytical thinking (4.3 of 10 smoothed, Social 2.9),
 * INTJ, DiSC Dominance with Conscientiousness second, Strategic Thinking as the top domain.
 */
export const INTJ_ANALYTICAL_PLAN: AnswerPlan = {
  'emergenetics-1': 'Analytical',
  'emergenetics-2': 'Analytical',
  'emergenetics-3': 'Social',
  'mbti-ei': 'I',
  'mbti-sn': 'N',
  'mbti-tf': 'T',
  'mbti-jp': 'J',
  'disc-1': 'D',
  'disc-2': 'D',
  'disc-3': 'C',
  'strengths-1': 'Strategic Thinking',
  'strengths-2': 'Strategic Thinking',
  'strengths-3': 'Executing',
};

export interface PlannedQuestion {
  index: number;
  id: string;
  framework: string;
  text: string;
  label: string;
  /** True for the last question of its framework: answering it completes the framework. */
  completesFramework: boolean;
}

export function planQuestions(plan: AnswerPlan): PlannedQuestion[] {
  return QUESTIONS.map((question, index) => {
    const next = QUESTIONS[index + 1];
    return {
      index,
      id: question.id,
      framework: question.framework,
      text: question.text,
      label: optionLabel(question.id, plan[question.id] ?? ''),
      completesFramework: next?.framework !== question.framework,
    };
  });
}

/** The label of the option carrying `value` in question `questionId`. */
export function optionLabel(questionId: string, value: string): string {
  const option = QUESTIONS.find((q) => q.id === questionId)?.options.find((o) => o.value === value);
  if (!option) throw new Error(`Question ${questionId} has no option ${value}`);
  return option.label;
}

export function optionNamed(page: Page, label: string) {
  return page.getByRole('radio', { name: label, exact: true });
}

/** Waits for the question to be on screen, then chooses the option with this label. */
export async function answer(page: Page, question: PlannedQuestion, label = question.label) {
  await expectVisible(
    page.getByText(question.text, { exact: true }),
    `question "${question.text}"`,
  );
  await optionNamed(page, label).check();
}

export const resultCardHeadings = (page: Page) =>
  page.getByRole('heading', { name: /^Your .+ Profile$/ });
