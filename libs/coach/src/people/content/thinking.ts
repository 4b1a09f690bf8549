import type { ThinkingStyle } from '@styleprint/contracts';
import type { ComplementContent } from './types.js';

export const THINKING_GUIDE: ComplementContent<ThinkingStyle> = {
  framework: 'emergenetics',
  values: ['Analytical', 'Structural', 'Social', 'Conceptual'],
  label: {
    Analytical: 'analytical',
    Structural: 'structural',
    Social: 'social',
    Conceptual: 'conceptual',
  },
  brings: {
    Analytical: 'evidence and logic',
    Structural: 'a plan and clear steps',
    Social: 'the people involved and how they feel',
    Conceptual: 'the big idea and what could be',
  },
  bridge: {
    Analytical: 'bring a figure or a source for every claim',
    Structural: 'bring the steps, the owner and the date',
    Social: 'say who is affected and how they will hear it',
    Conceptual: 'start with the why and the bigger picture before the detail',
  },
  differMeet:
    'Your {you} thinking and {name}’s {them} thinking complement each other: you bring {youBring} and they bring {themBring}.',
  differClash:
    'You reach first for {youBring} and {name} for {themBring}, so to be heard by them, {bridge}.',
  advice: {
    open: {
      Analytical:
        'Open with the data or the question you want answered; {name} listens to evidence before opinion.',
      Structural:
        'Open with the agenda and what you want decided by the end; {name} likes to know the route.',
      Social:
        'Open by asking how {name} and the people around them are doing; the relationship is the way in.',
      Conceptual:
        'Open with the purpose and the big picture; {name} engages with the idea before the details.',
    },
    disagree: {
      Analytical:
        'Disagree with {name} through a better argument or a figure, not through how you feel about it.',
      Structural:
        'Disagree with {name} by pointing to the plan, the process or a precedent, and propose an orderly change.',
      Social:
        'Disagree with {name} gently, and show that you have thought about the people it affects.',
      Conceptual:
        'Disagree with {name} by offering another possibility rather than only knocking theirs down.',
    },
    feedback: {
      Analytical:
        'Give {name} feedback with evidence: what happened, what it cost and what you suggest.',
      Structural:
        'Give {name} feedback as clear, specific steps with a date to check back on them.',
      Social:
        'Give {name} feedback personally and kindly, and make clear that the relationship is fine.',
      Conceptual:
        'Give {name} feedback on the purpose of their idea first, then on how it was carried out.',
    },
    writing: {
      Analytical:
        'In writing to {name}, avoid opinions without evidence and vague words such as soon or a lot.',
      Structural:
        'In writing to {name}, avoid a message that jumps around; number the points and end with the next step.',
      Social:
        'In writing to {name}, avoid a purely transactional tone; they read how you feel before what you ask.',
      Conceptual:
        'In writing to {name}, avoid pages of step-by-step detail before the point; lead with the idea.',
    },
  },
  differMisread: {
    Analytical: '{name} may misread your questions about the data as distrust; say why you ask.',
    Structural:
      '{name} may misread your attention to process as rigidity; say which parts can flex.',
    Social:
      '{name} may misread your care for people as avoiding a hard decision; name the decision.',
    Conceptual:
      '{name} may misread your new ideas as dissatisfaction with the current plan; say what you like about it.',
  },
  same: {
    meet: {
      Analytical:
        'You and {name} both think analytically first, so you agree quickly on what counts as proof.',
      Structural:
        'You and {name} both think structurally first, so a plan you agree on is one you both keep.',
      Social:
        'You and {name} both think socially first, so you both notice how the people around you are doing.',
      Conceptual:
        'You and {name} both think conceptually first, so you build on each other’s ideas quickly.',
    },
    clash: {
      Analytical:
        'Two analytical thinkers can debate the data and forget the people it affects: ask who else should weigh in.',
      Structural:
        'Two structural thinkers can keep to a plan after it stops fitting: agree when you will review it.',
      Social:
        'Two social thinkers can keep everyone happy and leave a hard call unmade: decide who makes it.',
      Conceptual:
        'Two conceptual thinkers can chase the next idea before the first is done: write down who finishes what.',
    },
    misread: {
      Analytical:
        'Because you both think analytically first, {name} may assume you read the numbers as they do; check rather than assume.',
      Structural:
        'Because you both think structurally first, {name} may assume you follow the same plan; confirm the steps out loud.',
      Social:
        'Because you both think socially first, {name} may take your warmth as agreement; say so when you disagree.',
      Conceptual:
        'Because you both think conceptually first, {name} may take your interest in an idea as a commitment; say what you will do.',
    },
  },
  anyThem: {
    meet: '{name}’s thinking preference is not sure yet, so find common ground that suits any preference: agree on the purpose before the details.',
    clash:
      '{name}’s thinking preference is not sure yet, so, for any preference, cover the why, the facts, the steps and the people in what you propose.',
    open: '{name}’s thinking preference is not sure yet, so open in a way that suits any preference: the purpose, one fact and the next step.',
    disagree:
      '{name}’s thinking preference is not sure yet, so disagree in a way that suits any preference: give a reason and ask what they see.',
    feedback:
      '{name}’s thinking preference is not sure yet, so give feedback that suits any preference: what happened, why it matters and what to try next.',
    writing:
      '{name}’s thinking preference is not sure yet, so in writing avoid what puts off any preference: a message without its purpose.',
    misread:
      '{name}’s thinking preference is not sure yet, so ask what they need from you to decide; that works for any preference.',
  },
  anyYou: {
    meet: 'Your own thinking preference is not sure yet, so find common ground that suits any pairing: agree on the purpose before the details.',
    clash:
      'Your own thinking preference is not sure yet, so, for any pairing, check that you cover what {name} reaches for first.',
    misread:
      'Your own thinking preference is not sure yet, so ask {name} what they need from you to decide; that works for any pairing.',
  },
};
