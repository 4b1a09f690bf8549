import type { ChatIntentEntry } from '../types.js';

/** Friction: interruptions, defensiveness, disagreement, complaints, apologies. */
export const CONFLICT_INTENTS: readonly ChatIntentEntry[] = [
  {
    id: 'interrupted',
    label: 'being interrupted',
    cues: [
      'interrupts',
      'interrupting',
      'interrupted',
      'talks over me',
      'cuts me off',
      'talk over',
    ],
    move: 'Hold the floor in the moment with one calm line, and raise the pattern privately afterwards with one example.',
    direct:
      'In the moment: "Let me finish this point, then I want your view." Afterwards: "In today\'s meeting I was cut off twice before I finished. I need to finish my point; then I want your challenge."',
    careful:
      'In the moment: "I\'d like to finish this thought, and then I\'d love to hear yours." Afterwards: "Can I mention something from today? A couple of times I didn\'t get to finish my point. Could we both watch for that?"',
  },
  {
    id: 'defensive',
    label: 'someone getting defensive',
    cues: [
      'gets defensive',
      'get defensive',
      'defensive',
      'takes it personally',
      'takes it badly',
      'gets upset',
    ],
    move: 'Slow down instead of pushing: acknowledge what they heard, restate the one point about the work, and ask what they see.',
    direct:
      "I'm not questioning your effort. My point is only about this one thing, and I'd like to hear what happened from your side.",
    careful:
      "I can see that landed hard, and that wasn't my intent. I value the work you put in. There is one thing I'd like us to look at together. How do you see it?",
  },
  {
    id: 'disagreement',
    label: 'a disagreement',
    cues: ['disagree', 'disagreement', 'we disagree', 'argument', 'arguing', 'different opinion'],
    move: 'Agree on the goal first, then compare the options against it; ask what would need to be true for their option to win.',
    direct:
      'We want the same thing: launch on time. Your plan saves a week, mine lowers risk. What would need to be true for yours to be the safer bet?',
    careful:
      'I think we both want the launch to go well. Could we list what each option costs and risks, and decide together which fits better?',
  },
  {
    id: 'complaint',
    label: 'handling a complaint',
    cues: [
      'complaint',
      'complaining',
      'angry customer',
      'unhappy client',
      'upset customer',
      'customer is angry',
    ],
    move: 'Acknowledge, own what is yours, say what happens next and by when; no excuses in the first message.',
    direct:
      "You're right, that shouldn't have happened. I'm fixing it today and will confirm by 5 pm what changed.",
    careful:
      "I'm sorry for the trouble this caused you. I'm looking into it myself and will write to you today with what went wrong and what we're doing so it doesn't happen again.",
  },
  {
    id: 'apologising',
    label: 'apologising',
    cues: ['apologise', 'apologize', 'apology', 'say sorry', 'i messed up', 'my mistake'],
    move: 'Name what you did and its effect, say what you will do differently, and do not add a "but".',
    direct:
      "I sent the figures without checking them, and it cost you an hour. I'm sorry. From now on I'll check them before they go out.",
    careful:
      "I'm sorry: I sent the figures without checking them, and I know that cost you time. I'll check them before they go out from now on. Is there anything I can do to help today?",
  },
  {
    id: 'credit-taken',
    label: 'someone taking credit',
    cues: [
      'took credit',
      'takes credit',
      'taking credit',
      'took the credit',
      'stole my idea',
      'stole my work',
      'claimed my work',
      'credit for my work',
      'presented my work',
      'passed off my',
      'my idea as his',
      'my idea as her',
    ],
    move: 'Make your work visible going forward (written updates, your name on the deck) and raise the one instance calmly, with facts.',
    direct:
      "The pricing analysis in today's deck was mine. Next time, can we present it together or note who did it?",
    careful:
      "Could I mention something about today's deck? The pricing analysis was my work, and I'd like that to be visible. Could we agree how we credit work in future?",
  },
];
