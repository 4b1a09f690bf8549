import type { ChatIntentEntry } from '../types.js';

/**
 * How the words land: English as a second language, teams from different cultures, sounding sure
 * (docs/decisions/0116-coach-chat-intents-added.md). The lines are plain English a non-native
 * reader follows: short sentences, dates and amounts in figures.
 */
export const LANGUAGE_INTENTS: readonly ChatIntentEntry[] = [
  {
    id: 'non-native-english',
    label: 'writing in English as a second language',
    cues: [
      'non native speaker',
      'not my first language',
      'english is not my',
      "english isn't my",
      'english is my second language',
      'my english',
      'second language',
      'native speakers',
      'writing in english',
      'grammar mistakes',
    ],
    move: "Write short sentences with one idea each, the ask in the first line and dates in figures; one friendly opening line and a 'could you' on the ask make it polite, not rude. Plain words read as confident, and there is no need to apologise for your English.",
    direct:
      'Hi Tom, I need your approval for the budget by Thursday 14 March. The total is 12,400 euros. The details are below.',
    careful:
      'Hi Tom, I hope your week is going well. Could you approve the budget by Thursday 14 March? The total is 12,400 euros. I have put the details below. Thank you!',
  },
  {
    id: 'cross-cultural',
    label: 'working across cultures',
    cues: [
      'cross cultural',
      'different culture',
      'different cultures',
      'other cultures',
      'international team',
      'colleagues abroad',
      'cultural differences',
      'culture clash',
      'too direct for',
      'indirect culture',
    ],
    move: "Ask how they like to hear disagreement and decisions instead of guessing from their country, and say your own habit out loud so it isn't misread.",
    direct:
      "In my team we are quite direct, so when I say a plan won't work, I mean the plan, not you. How do you prefer to hear disagreement?",
    careful:
      "I think we may have different habits in how we disagree. When I say a plan won't work, I only mean the plan, never the person. Please tell me if my messages ever feel too blunt, and how you would prefer to hear concerns.",
  },
  {
    id: 'sounding-confident',
    label: 'sounding sure of yourself',
    cues: [
      'sounding unsure',
      'sound unsure',
      'sound confident',
      'sound more confident',
      'more confident',
      'hedge too much',
      'sound weak',
      'too apologetic',
      'apologise too much',
      'apologize too much',
    ],
    move: "Lead with your answer, take the softeners ('just', 'I think', 'sorry, but') out of the first line, and keep one honest caveat if there is a real one.",
    direct:
      "Yes, we can ship on Friday. The one risk is the payment test; I'll confirm it by Wednesday.",
    careful:
      "Thanks for checking. Yes, Friday works. The one thing I'm watching is the payment test, and I'll let you know by Wednesday how it looks.",
  },
];
