import type { DiscStyle } from '@styleprint/contracts';
import { discStyleOf } from '../profile-reading.js';
import { traitCopy } from './copy.js';
import type { TraitContent } from './types.js';

/** Canned content for the four DiSC styles, keyed by the profile's upper-case letter. */
const DISC_CONTENT: Record<DiscStyle, TraitContent> = {
  D: {
    trait: 'Dominance',
    evaluation:
      'You tend to communicate directly and with urgency: you focus on results, make decisions quickly and say what you think. You welcome a challenge and get impatient with delay. People know where they stand with you; a little more patience and warmth helps them move with you, not just behind you.',
    superpower: 'You can often cut through indecision and move a group towards a result.',
    strengths: [
      'Gets to the point and keeps discussions moving',
      'Makes decisions when others hesitate',
      'Takes on challenges and responsibility',
      'Sets clear, direct expectations',
    ],
    growth: [
      'Listen fully before responding, and ask one more question than feels necessary',
      'Explain the reasoning behind a decision, not only the decision',
      'Notice when your pace leaves people behind',
      "Acknowledge others' effort before moving on to the next goal",
    ],
  },
  I: {
    trait: 'Influence',
    evaluation:
      'You tend to communicate with enthusiasm and optimism: you connect with people easily, share ideas freely and build excitement. You think out loud and enjoy working with others. Your energy wins people over; a little structure and follow-up make sure the enthusiasm turns into results.',
    superpower: 'You can often get people excited about an idea and ready to join in.',
    strengths: [
      'Builds rapport and networks quickly',
      'Persuades and inspires with stories and energy',
      'Keeps morale up in difficult times',
      'Welcomes new ideas and new people',
    ],
    growth: [
      'Follow each conversation with a short written summary of what was agreed',
      'Back your pitch with a fact or two for sceptical listeners',
      'Give others space to talk: notice how many turns you have taken',
      'Name problems directly instead of staying upbeat about them',
    ],
  },
  S: {
    trait: 'Steadiness',
    evaluation:
      'You tend to communicate calmly and supportively: you listen patiently, value cooperation and give people a steady, dependable presence. You prefer predictable plans and gradual change. Teams rely on your consistency; saying what you need and voicing disagreement makes your support even more effective.',
    superpower: 'You often give a group the steady presence that holds it together.',
    strengths: [
      'Listens patiently and makes people feel heard',
      'Keeps a steady pace and follows through',
      'Builds trust and loyalty over time',
      'Calms tense situations',
    ],
    growth: [
      'Say "not yet" when you are overloaded',
      'Voice concerns in the meeting, not only afterwards',
      'Ask for the reasons behind a change, so you can adapt to it sooner',
      'Tell people early when a change will be hard for you',
    ],
  },
  C: {
    trait: 'Conscientiousness',
    evaluation:
      'You tend to communicate with accuracy and care: you value quality, evidence and doing things right. You ask detailed questions, prefer information in writing and check before you commit. Your standards prevent costly mistakes; sharing conclusions sooner keeps others from waiting on you.',
    superpower: 'You often catch a mistake before it becomes a problem.',
    strengths: [
      'Checks facts and details thoroughly',
      'Asks the precise questions that expose hidden risks',
      'Produces well-reasoned, well-documented work',
      'Stays objective under pressure',
    ],
    growth: [
      "Share a draft or a first view before it's perfect",
      'When speed matters, decide with most of the data rather than all of it',
      'Start with the headline, then give the detail',
      'Acknowledge how people feel before going through the facts',
    ],
  },
};

/** Content for a DiSC primary the product does not recognise. */
const GENERIC_DISC: TraitContent = {
  trait: 'DiSC',
  evaluation:
    'Your DiSC style describes how you tend to act with others: how fast you move, how direct you are and whether you lean towards tasks or people. People use all four styles; your primary style is simply the one you fall back on most.',
  superpower: 'Knowing your usual style can help you adjust it to the person in front of you.',
  strengths: [
    'Brings a recognisable pace and tone that others can learn to work with',
    'Can flex towards other styles when the situation calls for it',
    'Adds balance to a team made up of different styles',
  ],
  growth: [
    'Notice whether the other person wants speed or detail, and match their pace',
    'Ask a colleague with a different style how they prefer to receive information',
    'After a tense conversation, reflect on which style you fell back on',
  ],
};

/** Content for a DiSC primary letter in either case (`i` or `I`); anything else gets the generic text. */
export function discContent(primary: string | null | undefined): TraitContent {
  const style = discStyleOf(primary);
  return traitCopy(style === null ? GENERIC_DISC : DISC_CONTENT[style]);
}
