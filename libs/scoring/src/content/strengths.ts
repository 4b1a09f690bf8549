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
      'Your strengths lie in making things happen: you know how to turn a plan into done. You communicate through commitment and visible progress, and people trust you to deliver. Pairing your drive with time to explain the why helps others move with you.',
    superpower: 'When you say it will get done, it gets done.',
    strengths: [
      'Turns plans into finished work',
      'Keeps track of commitments and deadlines',
      'Works hard and steadily under pressure',
      'Makes progress visible to others',
    ],
    growth: [
      'Bring people along before charging ahead',
      "Say what you need from others, not only what you'll do",
      'Celebrate progress instead of moving straight to the next task',
      'Check that the goal is still the right one before pushing harder',
    ],
  },
  Influencing: {
    trait: 'Influencing',
    evaluation:
      'Your strengths lie in taking charge, speaking up and winning people over. You communicate with confidence, help a group hear an idea and move it to action. Make sure the people you persuade feel heard as well as convinced.',
    superpower: 'You can get an idea heard, and get people behind it.',
    strengths: [
      'Speaks confidently to groups',
      'Persuades and negotiates effectively',
      'Starts things and builds momentum',
      "Represents the team's ideas to the wider organisation",
    ],
    growth: [
      'Listen for objections and answer them instead of talking past them',
      'Back persuasion with evidence for sceptical audiences',
      "Share the stage: credit others' ideas in public",
      'Follow up after the pitch so that commitments are kept',
    ],
  },
  Relationship: {
    trait: 'Relationship Building',
    evaluation:
      "Your strengths lie in bringing people together and keeping them together. You communicate with empathy and patience, build trust one conversation at a time and help groups become teams. Give your own view the same care you give to everyone else's.",
    superpower: 'You build the trust that makes teams work.',
    strengths: [
      'Builds deep, trusting working relationships',
      'Understands what different people need',
      'Resolves friction and keeps groups connected',
      'Develops and encourages others',
    ],
    growth: [
      'State your own position clearly, even if it creates tension',
      'Hold people to account kindly but directly',
      'Balance relationships with results and deadlines',
      "Don't carry everyone's problems: point people to the help they need",
    ],
  },
  Thinking: {
    trait: 'Strategic Thinking',
    evaluation:
      'Your strengths lie in absorbing information, analysing it and thinking about what could be. You communicate with ideas and perspective, help teams make better decisions and anticipate what lies ahead. Sharing your thinking in short, concrete steps helps others act on it.',
    superpower: 'You help the team see further and decide better.',
    strengths: [
      'Analyses situations and anticipates outcomes',
      'Generates options and alternatives',
      'Learns quickly and shares what you learn',
      'Asks the question that reframes a problem',
    ],
    growth: [
      'Lead with a recommendation, not the full analysis',
      'Turn insights into clear next actions with owners',
      "Share your thinking before it's complete",
      'Notice when the team needs action more than more ideas',
    ],
  },
};

/** Content for a profile with no top domain ("Unknown") or a domain the product does not know. */
const GENERIC_STRENGTHS: TraitContent = {
  trait: 'Strengths',
  evaluation:
    'Your answers do not point to one strengths domain yet. A simple way to find it: notice what colleagues most often come to you for, and what kind of work leaves you with more energy rather than less.',
  superpower: 'Your strengths show up where your energy and your results meet.',
  strengths: [
    'Can draw on several domains depending on the situation',
    'Brings a flexible mix of doing, influencing, connecting and thinking',
    'Has room to choose which strengths to develop deliberately',
  ],
  growth: [
    'Retake the strengths questions when you have a few quiet minutes',
    'Ask two colleagues what they rely on you for',
    'Keep a note for a week of the tasks that gave you energy',
  ],
};

/** Content for a TopDomain in any case; "Unknown" and anything unexpected get the generic text. */
export function strengthsContent(topDomain: string): TraitContent {
  const domain = strengthDomainOf(topDomain);
  return traitCopy(domain === null ? GENERIC_STRENGTHS : STRENGTHS_CONTENT[domain]);
}
