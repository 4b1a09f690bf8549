import type { StrengthDomain } from '@styleprint/contracts';
import { strengthDomainOf } from '../profile-reading.js';
import { traitCopy } from './copy.js';
import type { TraitContent } from './types.js';

/**
 * Canned content for the four strengths domains, keyed by the profile's domain names. The trait
 * is the domain's full name as people know it ("Relationship Building", "Strategic Thinking").
 */
const STRENGTHS_CONTENT: Record<StrengthDomain, TraitContent> = {
  Executing: {
    trait: 'Executing',
    evaluation:
      'People who lead with this domain often get their energy from finishing things. You tend to show care through progress you can point to, and others may rely on you when a deadline is close. Explaining why a task matters, not only when it is due, helps others keep pace with you.',
    superpower: 'People often count on you to see a piece of work through.',
    strengths: [
      'Turns a to-do list into finished work',
      'Keeps track of promises and dates',
      'Keeps going steadily when work piles up',
      'Makes progress easy for others to see',
    ],
    growth: [
      'Check who needs to be involved before you start',
      "Say what you need from others, not only what you'll do",
      'Mark a finished piece of work before starting the next one',
      'Ask whether the goal is still the right one before pushing harder',
    ],
  },
  Influencing: {
    trait: 'Influencing',
    evaluation:
      'People who lead with this domain often enjoy persuading others. You tend to be at ease speaking to a group, and you may be the one who turns a quiet idea into something people discuss. Checking that the people you persuade also feel listened to keeps their support for longer.',
    superpower: 'You can often get an idea heard and win support for it.',
    strengths: [
      'Speaks with ease to a group',
      'Negotiates and persuades',
      'Gets new things started',
      'Carries a group’s ideas to the people who decide',
    ],
    growth: [
      'Answer objections directly instead of talking past them',
      'Bring a fact or two for people who need evidence before they agree',
      "Credit other people's ideas in public",
      'Check a week later that what people agreed to is happening',
    ],
  },
  Relationship: {
    trait: 'Relationship Building',
    evaluation:
      'People who lead with this domain often notice how a group is getting on before its work. You tend to build trust slowly and keep it, and people may come to you when something between them is not right. Giving your own view the same attention you give to others makes your support more useful.',
    superpower: 'You often build the trust that helps a group work well.',
    strengths: [
      'Builds lasting working relationships',
      'Notices what different people need',
      'Eases friction between people',
      'Encourages others to grow',
    ],
    growth: [
      'Hold people to account kindly and directly',
      'Weigh relationships against results and deadlines',
      'Point people to the help they need instead of carrying every problem yourself',
      'Ask for help yourself when you need it',
    ],
  },
  Thinking: {
    trait: 'Strategic Thinking',
    evaluation:
      'People who lead with this domain often enjoy working out what is going on and what could happen next. You tend to bring options and questions, and a group may decide better after hearing them. Offering one recommendation with your reasons helps others act on your thinking.',
    superpower: 'You can often help a group see further and decide better.',
    strengths: [
      'Anticipates what could happen next',
      'Comes up with options and alternatives',
      'Learns quickly and passes on what is learned',
      'Asks the question that reframes a problem',
    ],
    growth: [
      'Say how sure you are, so others know how much weight to give your view',
      'Sketch an idea in a few lines before presenting it',
      'Notice when a group needs a decision more than more ideas',
      'Keep a long analysis to the parts the listener needs',
    ],
  },
};

/** Content for a profile with no top domain ("Unknown") or a domain the product does not know. */
const GENERIC_STRENGTHS: TraitContent = {
  trait: 'Strengths',
  evaluation:
    'Your answers do not point to one strengths domain yet. A simple way to find it: notice what people most often come to you for, and what kind of work leaves you with more energy rather than less.',
  superpower: 'Your strengths often show up where your energy and your results meet.',
  strengths: [
    'Can draw on several domains depending on the situation',
    'Brings a flexible mix of doing, influencing, connecting and thinking',
    'Has room to choose which strengths to develop deliberately',
  ],
  growth: [
    'Retake the strengths questions when you have a few quiet minutes',
    'Ask two people you work with what they rely on you for',
    'Keep a note for a week of the tasks that gave you energy',
  ],
};

/** Content for a TopDomain in any case; "Unknown" and anything unexpected get the generic text. */
export function strengthsContent(topDomain: string): TraitContent {
  const domain = strengthDomainOf(topDomain);
  return traitCopy(domain === null ? GENERIC_STRENGTHS : STRENGTHS_CONTENT[domain]);
}
