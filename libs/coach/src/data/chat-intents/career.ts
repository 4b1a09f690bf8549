import type { ChatIntentEntry } from '../types.js';

/** Asking for things: a raise, a promotion, feedback up the line, negotiation. */
export const CAREER_INTENTS: readonly ChatIntentEntry[] = [
  {
    id: 'raise',
    label: 'asking for a raise',
    cues: ['raise', 'pay rise', 'salary', 'more money', 'compensation', 'paid more', 'underpaid'],
    move: 'Ask for a meeting about it, bring three results with numbers and a market figure, and name the amount you want.',
    direct:
      "I'd like 30 minutes to discuss my salary. I'll bring the results from this year and what the role pays in the market.",
    careful:
      "Could we set up some time to talk about my pay? I've put together what I delivered this year and some market figures, and I'd value your view on them.",
  },
  {
    id: 'promotion',
    label: 'making the case for a promotion',
    cues: ['promotion', 'promoted', 'next level', 'career growth', 'step up'],
    move: 'Ask what the next level needs, show where you already do it, and agree the gap and a date to review it.',
    direct:
      "I want to be considered for senior. Where do I already meet the bar, and what's missing? Can we review it in three months?",
    careful:
      "I'd like to work towards the senior role. Could you tell me what you'd need to see from me, and could we check in on it in three months?",
  },
  {
    id: 'feedback-to-manager',
    label: 'giving feedback to your manager',
    cues: [
      'feedback to my manager',
      'feedback to my boss',
      'tell my boss',
      'tell my manager',
      'manage up',
      'managing up',
    ],
    move: 'Ask permission, give one specific example and its effect on your work, and ask what would help them.',
    direct:
      "Can I give you some feedback? When plans change on Friday afternoon, the team loses the weekend's prep. Could we agree changes by Thursday?",
    careful:
      "Would it be okay to share something that would help me? When plans change late on Friday, it's hard for the team to adjust. Could we find a way to settle changes by Thursday?",
  },
  {
    id: 'asking-feedback',
    label: 'asking for feedback',
    cues: ['ask for feedback', 'get feedback', 'how am i doing', 'performance review', 'appraisal'],
    move: 'Ask a narrow question about one piece of work; broad questions get polite answers.',
    direct: 'What is one thing I should change in how I run the weekly update?',
    careful:
      "I'd really value your honest view: what's one thing I could do differently in the weekly update to make it more useful for you?",
  },
  {
    id: 'negotiating',
    label: 'negotiating',
    cues: [
      'negotiate',
      'negotiating',
      'negotiation',
      'counter offer',
      'counteroffer',
      'bargain',
      'discount',
    ],
    move: 'Know what you can trade and what you cannot; ask what matters most to them before you name a number.',
    direct:
      'Before we talk price: what matters most to you, the timeline or the scope? I can move on one of them.',
    careful:
      'Could you help me understand what matters most to you here? If I know whether timing or scope is the priority, I can look for a version that works for both of us.',
  },
];
