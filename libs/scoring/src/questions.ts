import type {
  DiscLetter,
  FrameworkId,
  MbtiLetter,
  Question,
  StrengthValue,
  ThinkingModelValue,
} from '@styleprint/contracts';

/** The option values each framework's questions may carry (spec §9). */
export type OptionValueOf<F extends FrameworkId> = F extends 'emergenetics'
  ? ThinkingModelValue
  : F extends 'mbti'
    ? MbtiLetter
    : F extends 'disc'
      ? DiscLetter
      : StrengthValue;

/** Builds a question whose option values the compiler checks against its framework. */
function question<F extends FrameworkId>(
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
    'A new project lands on your desk. What do you do first?',
    [
      { label: 'Dig into the data and facts to understand the problem', value: 'Analytical' },
      { label: 'Map out the steps, owners and deadlines', value: 'Structural' },
      { label: 'Find out who is involved and how they feel about it', value: 'Social' },
      { label: 'Picture where it could go and sketch out new ideas', value: 'Conceptual' },
      { label: 'Talk it through out loud with a colleague to get going', value: 'Expressiveness' },
    ],
  ),
  question(
    'emergenetics-2',
    'emergenetics',
    'Your team is stuck on a decision in a meeting. What are you most likely to do?',
    [
      { label: 'Suggest a clear way to decide, with a deadline', value: 'Structural' },
      { label: 'Ask for the numbers and weigh up the evidence', value: 'Analytical' },
      { label: 'Offer a fresh option nobody has considered yet', value: 'Conceptual' },
      { label: 'Check that everyone has had a say before moving on', value: 'Social' },
      { label: 'Say what I think we should do and push for a decision', value: 'Assertiveness' },
    ],
  ),
  question(
    'emergenetics-3',
    'emergenetics',
    'A plan you agreed on changes at the last minute. What helps you most?',
    [
      { label: 'Knowing how the team is taking it, and supporting them', value: 'Social' },
      { label: 'Seeing the new possibilities the change opens up', value: 'Conceptual' },
      { label: 'Understanding the facts and reasons behind the change', value: 'Analytical' },
      { label: 'A revised plan that says who does what, and by when', value: 'Structural' },
      { label: 'Nothing much: I adjust quickly and carry on', value: 'Flexibility' },
    ],
  ),
];

/** Personality-type questions, one per axis in the order E/I, S/N, T/F, J/P, so joining works. */
const PERSONALITY_QUESTIONS: readonly Question[] = [
  question('mbti-ei', 'mbti', 'After a long, busy week at work, what recharges you?', [
    { label: 'Time with people: a team lunch, a lively chat, an evening out', value: 'E' },
    { label: 'Quiet time on my own, or with one or two close friends', value: 'I' },
  ]),
  question('mbti-sn', 'mbti', 'When someone briefs you on a new task, what do you want first?', [
    { label: 'The concrete details: what exactly, by when, and what worked before', value: 'S' },
    { label: 'The big picture: why it matters and where it could lead', value: 'N' },
  ]),
  question(
    'mbti-tf',
    'mbti',
    "A colleague's work has a serious problem. How do you decide what to say?",
    [
      { label: 'I focus on what is wrong and how to fix it, plainly and fairly', value: 'T' },
      {
        label: 'I think about how it will land for them and choose my words with care',
        value: 'F',
      },
    ],
  ),
  question('mbti-jp', 'mbti', 'How do you prefer to run your working week?', [
    { label: 'With a plan: I settle things early and like ticking items off', value: 'J' },
    { label: 'Flexibly: I keep my options open and adapt as things come up', value: 'P' },
  ]),
];

const BEHAVIOUR_MODEL_QUESTIONS: readonly Question[] = [
  question('disc-1', 'disc', 'In a group discussion, what role do you usually take?', [
    { label: 'I drive towards a decision and keep things moving', value: 'D' },
    { label: 'I bring energy and get people talking', value: 'i' },
    { label: 'I listen, support others and keep the peace', value: 'S' },
    { label: 'I check the facts and point out what might go wrong', value: 'C' },
  ]),
  question('disc-2', 'disc', 'What frustrates you most at work?', [
    { label: 'Sloppy work and decisions made without evidence', value: 'C' },
    { label: 'Sudden changes and open conflict in the team', value: 'S' },
    { label: 'Being left out, or working alone for too long', value: 'i' },
    { label: 'Slow progress and people who avoid decisions', value: 'D' },
  ]),
  question('disc-3', 'disc', 'How do you prefer to receive feedback?', [
    { label: 'In conversation, with some encouragement along the way', value: 'i' },
    { label: 'In detail, with specific examples and the reasons behind it', value: 'C' },
    { label: 'Straight to the point, so I can act on it', value: 'D' },
    { label: 'Privately and kindly, with time to take it in', value: 'S' },
  ]),
];

const STRENGTHS_QUESTIONS: readonly Question[] = [
  question('strengths-1', 'cliftonStrengths', 'What do colleagues most often come to you for?', [
    { label: 'Getting things done: they know I will deliver', value: 'Executing' },
    { label: 'Winning people over: pitching an idea or rallying support', value: 'Influencing' },
    {
      label: 'Support: a listening ear, or help working with someone',
      value: 'Relationship Building',
    },
    { label: 'Thinking things through: ideas, analysis and strategy', value: 'Strategic Thinking' },
  ]),
  question('strengths-2', 'cliftonStrengths', 'Which achievement would make you proudest?', [
    { label: 'Building a team where people trust each other', value: 'Relationship Building' },
    { label: 'Spotting a risk or opportunity before anyone else', value: 'Strategic Thinking' },
    { label: 'Finishing a tough project on time and to a high standard', value: 'Executing' },
    { label: 'Getting a hesitant group to back a new direction', value: 'Influencing' },
  ]),
  question('strengths-3', 'cliftonStrengths', 'When a project starts to slip, what do you do?', [
    { label: 'Speak up for what the project needs and rally people', value: 'Influencing' },
    {
      label: 'Step back, work out why it slipped and rethink the approach',
      value: 'Strategic Thinking',
    },
    {
      label: 'Check in on people so that no one is left struggling',
      value: 'Relationship Building',
    },
    { label: 'Take charge of the to-do list and work through it', value: 'Executing' },
  ]),
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
