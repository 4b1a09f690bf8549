import type {
  DiscLetter,
  FrameworkId,
  MbtiLetter,
  Question,
  StrengthValue,
  ThinkingModelValue,
} from '@styleprint/contracts';

/** The option values each framework's questions may carry (docs/product.md#s9). */
export type OptionValueOf<F extends FrameworkId> = F extends 'emergenetics'
  ? ThinkingModelValue
  : F extends 'mbti'
    ? MbtiLetter
    : F extends 'disc'
      ? DiscLetter
      : StrengthValue;

/** Builds a question whose option values the compiler checks against its framework. */
export function question<F extends FrameworkId>(
  id: string,
  framework: F,
  text: string,
  options: ReadonlyArray<{ label: string; value: OptionValueOf<F> }>,
): Question {
  return { id, framework, text, options: options.map(({ label, value }) => ({ label, value })) };
}

/**
 * Thinking-model questions: each offers the four thinking styles plus one behaviour, so every
 * behaviour (Expressiveness, Assertiveness, Flexibility) can be chosen in exactly one question.
 */
const THINKING_QUESTIONS: readonly Question[] = [
  question(
    'emergenetics-1',
    'emergenetics',
    'You are handed a new piece of work, at work, on a course or as a volunteer. What do you usually do first?',
    [
      { label: 'Look into the facts, even if it delays the start', value: 'Analytical' },
      { label: 'Write out the steps in order before starting', value: 'Structural' },
      { label: 'Ask the people involved how they see it', value: 'Social' },
      { label: 'Explore new ideas, even ones that may go nowhere', value: 'Conceptual' },
      { label: 'Tell others my first thoughts straight away', value: 'Expressiveness' },
    ],
  ),
  question(
    'emergenetics-2',
    'emergenetics',
    'Your group is stuck on a decision. What are you most likely to do?',
    [
      { label: 'Propose a deadline for deciding', value: 'Structural' },
      { label: 'Ask for the figures before anyone decides', value: 'Analytical' },
      { label: 'Suggest an option nobody has raised, even an unusual one', value: 'Conceptual' },
      { label: 'Make sure everyone has spoken, even if it takes longer', value: 'Social' },
      { label: 'Argue for the option I prefer', value: 'Assertiveness' },
    ],
  ),
  question(
    'emergenetics-3',
    'emergenetics',
    'A plan you agreed on changes at the last minute. What do you usually do first?',
    [
      { label: 'Check how the others are taking it', value: 'Social' },
      { label: 'Look for what the change makes possible', value: 'Conceptual' },
      { label: 'Find out the reasons for the change', value: 'Analytical' },
      { label: 'Redo the plan: who does what, by when', value: 'Structural' },
      { label: 'Switch to the new plan straight away', value: 'Flexibility' },
    ],
  ),
];

/**
 * Personality-type questions, one per axis in the order E/I, S/N, T/F, J/P, so joining works.
 * Each option names its cost ("even if…"), so neither reads as the answer a person should give.
 */
const PERSONALITY_QUESTIONS: readonly Question[] = [
  question(
    'mbti-ei',
    'mbti',
    'After a day spent mostly with other people, how do you usually feel?',
    [
      { label: 'Energised: I could happily keep going', value: 'E' },
      { label: 'Drained: I need some quiet time to recover', value: 'I' },
    ],
  ),
  question('mbti-sn', 'mbti', 'When someone explains a new task to you, what do you want first?', [
    { label: 'The specifics: exactly what to do', value: 'S' },
    { label: 'The purpose: why it matters', value: 'N' },
  ]),
  question(
    'mbti-tf',
    'mbti',
    'Two people in your group disagree, and you have to choose between their plans. What weighs most?',
    [
      { label: 'Which plan is more logical, even if one of them ends up upset', value: 'T' },
      { label: 'How each of them will be affected, even if the logic is less tidy', value: 'F' },
    ],
  ),
  question('mbti-jp', 'mbti', 'How do you usually run your week?', [
    { label: 'Plan it early, even if something better comes up later', value: 'J' },
    { label: 'Decide as I go, even if some things end up last-minute', value: 'P' },
  ]),
];

/** Behaviour-model questions: every option names its cost, so none is the "right" one. */
const BEHAVIOUR_MODEL_QUESTIONS: readonly Question[] = [
  question('disc-1', 'disc', 'In a group discussion, what role do you usually take?', [
    { label: 'I push for a decision, even if some people feel rushed', value: 'D' },
    { label: 'I get people talking, even if we drift off topic', value: 'i' },
    { label: 'I keep things calm, even if I hold back my own view', value: 'S' },
    { label: 'I point out what could go wrong, even if it slows us down', value: 'C' },
  ]),
  question(
    'disc-2',
    'disc',
    'What frustrates you most in a group you work, study or volunteer with?',
    [
      { label: 'Decisions made without evidence', value: 'C' },
      { label: 'Sudden changes of plan', value: 'S' },
      { label: 'Working on my own for too long', value: 'i' },
      { label: 'Slow progress', value: 'D' },
    ],
  ),
  question('disc-3', 'disc', 'How do you prefer to receive feedback?', [
    { label: 'In a friendly chat, even if the main point gets softened', value: 'i' },
    { label: 'In writing, with every detail, even if it takes a while to read', value: 'C' },
    { label: 'In one sentence, even if it sounds blunt', value: 'D' },
    { label: 'Privately, even if it takes longer to get to the point', value: 'S' },
  ]),
];

const STRENGTHS_QUESTIONS: readonly Question[] = [
  question(
    'strengths-1',
    'cliftonStrengths',
    'What do the people you work, study or volunteer with most often come to you for?',
    [
      { label: 'Getting a task finished', value: 'Executing' },
      { label: 'Persuading others', value: 'Influencing' },
      { label: 'A listening ear', value: 'Relationship Building' },
      { label: 'Thinking a problem through', value: 'Strategic Thinking' },
    ],
  ),
  question('strengths-2', 'cliftonStrengths', 'Which result would make you proudest?', [
    { label: 'A group where people trust each other', value: 'Relationship Building' },
    { label: 'Spotting a risk before it happens', value: 'Strategic Thinking' },
    { label: 'Finishing a hard task on time', value: 'Executing' },
    { label: 'Winning a hesitant group over to a new idea', value: 'Influencing' },
  ]),
  question(
    'strengths-3',
    'cliftonStrengths',
    'When a piece of shared work starts to slip, what do you do first?',
    [
      { label: 'Rally people to push harder', value: 'Influencing' },
      { label: 'Work out why it slipped', value: 'Strategic Thinking' },
      { label: 'Check in on the people doing it', value: 'Relationship Building' },
      { label: 'Work through the remaining tasks myself', value: 'Executing' },
    ],
  ),
];

/** The 13 questions in quiz order: 3 thinking-model, 4 personality-type, 3 behaviour-model, 3 strengths. */
export const QUESTIONS: readonly Question[] = [
  ...THINKING_QUESTIONS,
  ...PERSONALITY_QUESTIONS,
  ...BEHAVIOUR_MODEL_QUESTIONS,
  ...STRENGTHS_QUESTIONS,
];

/** The questions of one framework, in quiz order. */
export function questionsOf(framework: FrameworkId): readonly Question[] {
  return QUESTIONS.filter((q) => q.framework === framework);
}

/** The question with this id, if the bank has one. */
export function questionById(id: string): Question | undefined {
  return QUESTIONS.find((q) => q.id === id);
}
