import type { StrengthDomain } from '@styleprint/contracts';
import type { ComplementContent } from './types.js';

export const STRENGTHS_GUIDE: ComplementContent<StrengthDomain> = {
  framework: 'cliftonStrengths',
  values: ['Executing', 'Influencing', 'Relationship', 'Thinking'],
  // docs/decisions/0015-names-and-trademarks.md: the long domain names, never a bare "Thinking".
  label: {
    Executing: 'Executing',
    Influencing: 'Influencing',
    Relationship: 'Relationship Building',
    Thinking: 'Strategic Thinking',
  },
  brings: {
    Executing: 'getting things finished',
    Influencing: 'taking charge and persuading others',
    Relationship: 'holding people together',
    Thinking: 'analysing and planning ahead',
  },
  bridge: {
    Executing: 'say what will be done and by when',
    Influencing: 'say who it will win over and why it matters',
    Relationship: 'say how it helps the team and what it asks of them',
    Thinking: 'give the reasoning and time to think it over',
  },
  differMeet:
    'Your {you} strengths and {name}’s {them} strengths cover different ground: you add {youBring} and they add {themBring}.',
  differClash:
    'You measure a good day by {youBring} and {name} by {themBring}, so when you ask something of them, {bridge}.',
  advice: {
    open: {
      Executing: 'Open with the task and what done looks like; {name} wants to get moving.',
      Influencing: 'Open with the goal and who it will win over; {name} likes a cause to rally to.',
      Relationship:
        'Open with the people and what you have been through together; {name} trusts the relationship first.',
      Thinking: 'Open with the question and its context; {name} wants to think it through.',
    },
    disagree: {
      Executing: 'Disagree with {name} by showing how your way finishes sooner or better.',
      Influencing:
        'Disagree with {name} openly, but leave them room to be seen changing their mind.',
      Relationship:
        'Disagree with {name} in a way that keeps the team together: say what you both want for the people involved.',
      Thinking: 'Disagree with {name} through a reasoned alternative, with time to consider it.',
    },
    feedback: {
      Executing:
        'Give {name} feedback on outcomes and deadlines: what landed, what slipped and what to change.',
      Influencing: 'Give {name} feedback on impact: how their message landed with other people.',
      Relationship:
        'Give {name} feedback on how their work helps the people around them, and one change that would help more.',
      Thinking: 'Give {name} feedback with context and reasons, and ask for their analysis of it.',
    },
    writing: {
      Executing:
        'In writing to {name}, avoid open-ended discussion with no ask; they want the action.',
      Influencing:
        'In writing to {name}, avoid a dry message with the conclusion buried; they want the headline.',
      Relationship:
        'In writing to {name}, avoid curt one-line replies; they notice the care you take.',
      Thinking: 'In writing to {name}, avoid conclusions without the reasoning behind them.',
    },
  },
  differMisread: {
    Executing:
      '{name} may misread your drive to finish as impatience with their way of working; ask how they would do it.',
    Influencing:
      '{name} may misread your persuading as pressure; ask what they think before you argue.',
    Relationship:
      '{name} may misread your attention to people as a detour from the work; link it to the goal.',
    Thinking: '{name} may misread your time to think as hesitation; say when you will come back.',
  },
  same: {
    meet: {
      Executing:
        'You and {name} both lead with Executing strengths, so you recognise each other’s best work: getting things finished.',
      Influencing:
        'You and {name} both lead with Influencing strengths, so you recognise each other’s best work: winning people over.',
      Relationship:
        'You and {name} both lead with Relationship Building strengths, so you recognise each other’s best work: holding people together.',
      Thinking:
        'You and {name} both lead with Strategic Thinking strengths, so you recognise each other’s best work: thinking ahead.',
    },
    clash: {
      Executing:
        'Two Executing-led people can race to finish without asking whether it is the right task: check the goal first.',
      Influencing:
        'Two Influencing-led people can compete for the room: agree who leads which part.',
      Relationship:
        'Two Relationship Building-led people can protect harmony at the cost of a needed no: say the hard part together.',
      Thinking:
        'Two Strategic Thinking-led people can plan and debate without starting: set a date to act.',
    },
    misread: {
      Executing:
        'Because you share Executing strengths, {name} may expect you to work exactly as they do; say where you differ.',
      Influencing:
        'Because you share Influencing strengths, {name} may take your push as a bid for the lead; say what you want from them.',
      Relationship:
        'Because you share Relationship Building strengths, {name} may take your kindness as agreement; say so when you disagree.',
      Thinking:
        'Because you share Strategic Thinking strengths, {name} may take your questions as a rival plan; say what you agree with first.',
    },
  },
  anyThem: {
    meet: '{name}’s strengths domain is not sure yet, so look for what works with any strengths: ask what they are proud of at work.',
    clash:
      '{name}’s strengths domain is not sure yet, so, with any strengths, agree early what a good result looks like to each of you.',
    open: '{name}’s strengths domain is not sure yet, so open in a way that suits any strengths: the goal and what you ask of them.',
    disagree:
      '{name}’s strengths domain is not sure yet, so disagree in a way that suits any strengths: on the work, never on the person.',
    feedback:
      '{name}’s strengths domain is not sure yet, so give feedback that suits any strengths: name one thing they do well before one change.',
    writing:
      '{name}’s strengths domain is not sure yet, so in writing avoid what puts off any strengths domain: a request without a reason or a date.',
    misread:
      '{name}’s strengths domain is not sure yet, so say what you are good at and how you like to work; that helps with any strengths.',
  },
  anyYou: {
    meet: 'Your own strengths domain is not sure yet, so look for what works with any pairing: ask {name} what they are proud of at work.',
    clash:
      'Your own strengths domain is not sure yet, so, for any pairing, agree early what a good result looks like to each of you.',
    misread:
      'Your own strengths domain is not sure yet, so say how you like to work; that helps {name} with any pairing.',
  },
};
