import type { ThinkingContent, TraitContent } from './types.js';
import { listInWords } from '../labels.js';

/** Up to `max` items taken in turn from each list (first of each, then second of each…). */
function takeInTurn(lists: readonly (readonly string[])[], max: number): string[] {
  const out: string[] = [];
  for (let round = 0; out.length < max && lists.some((list) => round < list.length); round += 1) {
    for (const list of lists) {
      const item = list[round];
      if (item !== undefined && out.length < max && !out.includes(item)) out.push(item);
    }
  }
  return out;
}

/**
 * A result card for an even split (decision 0014): named after every tied value, drawing its
 * lists from each in turn, and saying plainly that no single one leads.
 */
export function evenSplitContent(
  names: readonly string[],
  contents: readonly TraitContent[],
  kind: string,
): TraitContent {
  const joined = listInWords(names);
  return {
    trait: joined,
    evaluation: `Your answers split evenly between ${joined}, so no single ${kind} leads. People with an even split often move between these approaches depending on the situation; the lists below draw on each of them.`,
    superpower: `You can often switch between ${joined} approaches as the situation needs.`,
    strengths: takeInTurn(
      contents.map((c) => c.strengths),
      4,
    ),
    growth: takeInTurn(
      contents.map((c) => c.growth),
      4,
    ),
  };
}

/** Advice for behaviours when no single thinking style leads (a tie, or none measured). */
export const NEUTRAL_BEHAVIOUR_ADVICE: ThinkingContent['behaviouralContext'] = {
  expressiveness:
    'Say which angle you are taking (facts, plan, people or ideas), so others can follow when you switch.',
  assertiveness:
    'Whichever angle you take, end with a plain recommendation, so people know where you stand.',
  flexibility:
    'Notice which angle the other person prefers, and start there before bringing in your own.',
};

/** The thinking card when none of the three answers chose a thinking style. */
export const NO_THINKING_STYLE: ThinkingContent = {
  trait: 'Behaviour-Led',
  evaluation:
    'All your answers to these questions described how you act rather than how you think, so this assessment has not measured a thinking style for you. Your behaviour levels still come from your answers; retaking these questions and choosing the options closest to how you think would show a style.',
  superpower: 'You may lead with how you act, which others can often see straight away.',
  strengths: [
    'Shows clearly how they like to work with others',
    'Acts on a situation without waiting for a full analysis',
    'Leaves room to choose a thinking approach for each situation',
  ],
  growth: [
    'Notice whether you reach first for facts, a plan, people or ideas',
    'Ask a colleague which of those they see you use most',
    'Retake these three questions and choose how you think rather than how you act',
  ],
  behaviouralContext: NEUTRAL_BEHAVIOUR_ADVICE,
};
