import type { ChatIntentEntry } from '../types.js';

/** Relationships: new manager, new hire, a difficult colleague, a quiet one, building trust. */
export const PEOPLE_INTENTS: readonly ChatIntentEntry[] = [
  {
    id: 'new-manager',
    label: 'working with a new manager',
    cues: ['new manager', 'new boss', 'new lead', 'first one to one', 'first 1:1'],
    move: 'Ask early how they like to work (updates, decisions, bad news) and tell them the same about you.',
    direct: 'How do you like updates: written, weekly, or only when something changes?',
    careful:
      "I'd love to make this easy for you: how do you prefer to get updates, and how would you like me to raise problems?",
  },
  {
    id: 'onboarding',
    label: 'onboarding someone new',
    cues: ['new hire', 'new starter', 'onboarding', 'new joiner', 'new team member'],
    move: 'Give them the first week in writing, one person to ask, and a check-in at the end of each day.',
    direct:
      "Here's your first week in writing. Ask me anything, anytime. We'll check in at 4 pm each day.",
    careful:
      "Welcome! I've written down the first week step by step, and I'm your go-to for any question, however small. Shall we have a short check-in at 4 pm each day?",
  },
  {
    id: 'difficult-colleague',
    label: 'a difficult colleague',
    cues: [
      'difficult colleague',
      'difficult coworker',
      'hard to work with',
      'toxic',
      'rude colleague',
      'clash with',
    ],
    move: 'Talk about one behaviour and its effect, privately and soon; ask for their side before you propose a change.',
    direct:
      'In yesterday\'s review you called the plan "amateur" in front of the client. It undercut us. Can we disagree in private first?',
    careful:
      'Could we talk about yesterday\'s review? When the plan was called "amateur" in front of the client, it made things harder for all of us. How did it look from your side?',
  },
  {
    id: 'quiet-colleague',
    label: 'drawing out a quiet colleague',
    cues: [
      'quiet colleague',
      'never speaks up',
      "doesn't speak up",
      'shy',
      'introvert',
      'quiet in meetings',
    ],
    move: 'Ask for their view before the meeting or in writing, and give credit when they share it.',
    direct:
      'Send the question the day before: "What\'s your take on option B? I\'d like to open with it tomorrow."',
    careful:
      'Ask privately first: "I\'d really value your view on option B. Would you be comfortable sharing it tomorrow, or shall I mention that you raised it?"',
  },
  {
    id: 'building-trust',
    label: 'building trust',
    cues: ['build trust', 'rebuild trust', "doesn't trust me", 'lost trust', 'trust issues'],
    move: 'Make small promises and keep them visibly; say early when one will slip.',
    direct:
      "I'll send you a two-line update every Friday at noon, and tell you the same day if anything slips.",
    careful:
      "I'd like to make things easier between us. Would a short update every Friday help? And I promise to tell you straight away if anything slips.",
  },
];
