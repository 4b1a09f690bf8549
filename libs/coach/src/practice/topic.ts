/**
 * What the user's goal is about, as safe noun phrases the persona can say in a full sentence
 * ("the deadline", "moving the deadline"). The goal's own words are never spliced into a reply:
 * slot filling from free text breaks sentences (docs/decisions/0105-practice-persona-engine.md).
 */
export interface GoalTopic {
  /** "the deadline": what the conversation is about. */
  noun: string;
  /** "moving the deadline": what the user is asking for. */
  ask: string;
  /** Words in the user's lines that show they are talking about it. */
  cues: readonly string[];
}

const TOPICS: readonly (GoalTopic & { goalWords: readonly string[] })[] = [
  {
    goalWords: [
      'deadline',
      'due date',
      'timeline',
      'extension',
      'extend',
      'postpone',
      'delay',
      'launch date',
      'later date',
    ],
    noun: 'the deadline',
    ask: 'moving the deadline',
    cues: [
      'deadline',
      'date',
      'due',
      'extension',
      'extend',
      'move',
      'push',
      'later',
      'timeline',
      'delay',
      'slip',
      'week',
      'days',
    ],
  },
  {
    goalWords: ['raise', 'salary', 'pay rise', 'compensation', 'promotion', 'pay'],
    noun: 'your pay',
    ask: 'a raise',
    cues: ['raise', 'salary', 'pay', 'compensation', 'promotion', 'market rate', 'increase'],
  },
  {
    goalWords: ['budget', 'funding', 'spend', 'money for'],
    noun: 'the budget',
    ask: 'more budget',
    cues: ['budget', 'funding', 'spend', 'cost', 'money', 'invest'],
  },
  {
    goalWords: ['help', 'headcount', 'resources', 'another person', 'hire', 'support from'],
    noun: 'the workload',
    ask: 'more help',
    cues: ['help', 'headcount', 'resource', 'hire', 'hands', 'support', 'person', 'contractor'],
  },
  {
    goalWords: ['time off', 'leave', 'holiday', 'vacation', 'day off', 'days off'],
    noun: 'the time off',
    ask: 'time off',
    cues: ['time off', 'leave', 'holiday', 'vacation', 'day off', 'days off', 'away'],
  },
  {
    goalWords: ['remote', 'from home', 'flexible', 'hybrid', 'hours'],
    noun: 'how you work',
    ask: 'a change to how you work',
    cues: ['remote', 'home', 'flexible', 'hybrid', 'hours', 'office', 'schedule'],
  },
  {
    goalWords: ['scope', 'feature', 'requirement', 'cut', 'drop'],
    noun: 'the scope',
    ask: 'a change to the scope',
    cues: ['scope', 'feature', 'requirement', 'cut', 'drop', 'phase', 'mvp'],
  },
  {
    goalWords: ['feedback', 'review', 'criticism', 'tell him', 'tell her', 'tell them'],
    noun: 'the feedback',
    ask: 'a hearing for your feedback',
    cues: ['feedback', 'noticed', 'review', 'when you', 'impact', 'concern'],
  },
  {
    goalWords: [
      'say no',
      'decline',
      'turn down',
      'refuse',
      'push back',
      'priorit',
      'workload',
      'overload',
    ],
    noun: 'your priorities',
    ask: 'a change to your priorities',
    cues: [
      'say no',
      'priorit',
      'workload',
      'capacity',
      'instead',
      'trade',
      'drop',
      'plate',
      'take on',
      "can't",
      'cannot',
    ],
  },
  {
    goalWords: ['price', 'discount', 'contract', 'rate', 'fee', 'invoice'],
    noun: 'the price',
    ask: 'a change to the price',
    cues: ['price', 'discount', 'rate', 'fee', 'contract', 'cost', 'invoice', '%'],
  },
];

const FALLBACK: GoalTopic = {
  noun: 'this',
  ask: 'what you are asking for',
  cues: [],
};

/** The topic of a goal: the first table entry whose words the goal contains. */
export function goalTopic(goal: string): GoalTopic {
  const lower = goal.toLowerCase();
  const found = TOPICS.find((topic) => topic.goalWords.some((word) => lower.includes(word)));
  if (!found) return FALLBACK;
  return { noun: found.noun, ask: found.ask, cues: found.cues };
}
