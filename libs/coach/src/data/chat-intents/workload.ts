import type { ChatIntentEntry } from '../types.js';

/** Too much work: overload, priorities, saying no, delegating, deadlines. */
export const WORKLOAD_INTENTS: readonly ChatIntentEntry[] = [
  {
    id: 'overload',
    label: 'being overloaded',
    cues: [
      'overloaded',
      'too much on my plate',
      'drowning',
      'overwhelmed',
      'burnt out',
      'burned out',
      'too much work',
      'workload',
      'swamped',
    ],
    move: 'Name the overload as a fact with the list, then ask your manager to choose what moves: you keep the work visible and the decision where it belongs.',
    direct:
      'I have more than I can finish well this week: the launch deck, the audit and the hiring loop. Which one should slip?',
    careful:
      'I want to be honest about my workload: with the launch deck, the audit and the hiring loop, something will suffer this week. Could we look at the list together and agree what can wait?',
  },
  {
    id: 'prioritising',
    label: 'prioritising',
    cues: [
      'prioritise',
      'prioritize',
      'priorities',
      'what to do first',
      'competing deadlines',
      'two managers',
      'conflicting requests',
    ],
    move: 'Put the competing asks side by side with their dates and ask the person who owns the priorities to rank them, in writing.',
    direct:
      'Two asks land on Friday: the client report and the budget review. I can do one well. Which comes first?',
    careful:
      'I have two requests due on Friday and I want to get the order right. Could you tell me which matters more, so I can plan the week around it?',
  },
  {
    id: 'saying-no',
    label: 'saying no',
    cues: ['say no', 'saying no', 'turn down', 'decline', 'push back on a request', 'refuse'],
    move: 'Say no to the task, not the person: give the reason in one line and offer what you can do instead.',
    direct:
      "I can't take this on this week without dropping the migration. I can start it Monday, or help find someone now.",
    careful:
      "Thank you for thinking of me. I don't have room to do this well this week, and I'd rather say so now. I could start it Monday, or help you find someone today. Would either work?",
  },
  {
    id: 'delegating',
    label: 'delegating',
    cues: ['delegate', 'delegating', 'hand off', 'hand over', 'assign this'],
    move: 'Hand over the outcome, the deadline and the decisions they may make alone, then agree when you will check in.',
    direct:
      "Can you own the supplier shortlist? Three names with prices by Thursday; you decide the criteria, I'll review on Friday.",
    careful:
      "Would you be up for owning the supplier shortlist? I'd like three names with prices by Thursday. You can decide the criteria, and I'm happy to talk it through on Tuesday if that helps.",
  },
  {
    id: 'missed-deadline',
    label: 'a missed deadline',
    cues: [
      'missed the deadline',
      'going to miss',
      'will be late',
      'running late',
      'behind schedule',
      'slipping',
    ],
    move: 'Tell them before they ask: the new date, the cause in one line, and what you are doing so it does not slip again.',
    direct:
      "The report will be two days late: the data arrived Tuesday. New date: Thursday noon. I'll flag any further risk today.",
    careful:
      'I want to let you know early that the report will be two days late, because the data only arrived on Tuesday. I can have it to you by Thursday noon. Does that still work for you?',
  },
];
