import type { ChatIntentEntry } from '../types.js';

/**
 * Working with one person over time: a colleague who misses deadlines, a hard one-to-one with a
 * report, giving recognition, being micromanaged, asking for help, resigning well
 * (docs/decisions/0116-coach-chat-intents-added.md).
 */
export const COLLEAGUE_INTENTS: readonly ChatIntentEntry[] = [
  {
    id: 'missed-deadlines-colleague',
    label: 'a colleague who keeps missing deadlines',
    cues: [
      'keeps missing deadlines',
      'misses deadlines',
      'missing deadlines',
      'misses every deadline',
      'always late with',
      'never on time',
      'late again',
      'never delivers',
      "doesn't deliver",
      'unreliable',
    ],
    move: 'Name the pattern with two dates and what it cost you, ask what gets in the way, and agree one checkpoint before the next deadline instead of chasing at the end.',
    direct:
      "The last two reports came in after the Friday deadline, and I presented without your numbers both times. What's getting in the way? For the next one, can we check in on Wednesday?",
    careful:
      "Can we talk about the report deadlines? The last two came in after Friday, and I ended up presenting without your numbers. Is something making Fridays hard? I'd like to find a midweek checkpoint that works for you.",
  },
  {
    id: 'hard-one-to-one',
    label: 'a hard one-to-one',
    cues: [
      'hard one to one',
      'difficult one to one',
      'tough one to one',
      'hard 1:1',
      'difficult 1:1',
      'tough 1:1',
      'underperforming',
      'underperformance',
      'performance issue',
      'performance problem',
      'performance conversation',
      'not performing',
    ],
    move: 'Say the point in your first two sentences with one example, then stop and listen; end with one agreed change and a date to look at it again.',
    direct:
      "I want to talk about the client reports. Two of the last three went out with errors the client caught. What's happening from your side? Let's agree one change today and look at it again in two weeks.",
    careful:
      "I'd like to use today for something that's been on my mind: the client reports. Two of the last three had errors the client found, and I want to understand what makes them hard. Can you walk me through how you put them together? Then let's agree one change and check in again in two weeks.",
  },
  {
    id: 'recognition',
    label: 'giving recognition',
    cues: [
      'give recognition',
      'give praise',
      'praise someone',
      'praise my team',
      'praise a colleague',
      'show appreciation',
      'shout out',
      'thank my team',
      'thank someone',
      'recognise their work',
      'recognize their work',
      'recognise good work',
      'recognize good work',
    ],
    move: 'Praise the specific thing and what it made possible, soon after it happened; say it in public only if they enjoy that.',
    direct:
      'Thank you for the launch: catching the import bug early and fixing it in a day is why we shipped on Thursday. That saved us a week.',
    careful:
      'I wanted to say thank you for the launch. Because you caught the import bug early and fixed it in a day, we shipped on Thursday, and I know it took real care. I really appreciate it.',
  },
  {
    id: 'micromanaged',
    label: 'being micromanaged',
    cues: [
      'micromanages',
      'micromanaging',
      'micromanaged',
      'micromanager',
      'micromanagement',
      'breathing down my neck',
      'checks everything i do',
      'no autonomy',
    ],
    move: 'Offer the visibility they are looking for on your terms (a short update at agreed times) and ask for room on one piece of work in return.',
    direct:
      "I'll send you a three-line update every Tuesday and Friday. In return, can I run the vendor review on my own and bring you the result?",
    careful:
      "I'd like you to always know where things stand without needing to check. Would a short update on Tuesdays and Fridays help? If it does, I'd love to take the vendor review on by myself and bring you the result.",
  },
  {
    id: 'asking-for-help',
    label: 'asking for help',
    cues: [
      'ask for help',
      'asking for help',
      'afraid to ask',
      'need help from',
      'stuck on',
      "don't want to bother",
      'bother them',
    ],
    move: 'Show what you have tried, ask one narrow question, and make it easy to say no or to point you to someone else.',
    direct:
      "I'm stuck on the billing export: I've checked the logs and the config, and the totals still don't match. Do you have 15 minutes today, or who else should I ask?",
    careful:
      "Could I ask for your help with something small? I've been stuck on the billing export: I've checked the logs and the config, and the totals still don't match. If you have 15 minutes this week I'd be grateful, and if not, could you point me to someone who might know?",
  },
  {
    id: 'resigning',
    label: 'resigning well',
    cues: [
      'resign',
      'resigning',
      'resignation',
      'quit my job',
      'hand in my notice',
      'handing in my notice',
      'leaving the company',
      "tell my boss i'm leaving",
      "tell my manager i'm leaving",
      'accepted another offer',
      'accepted a job offer',
    ],
    move: 'Tell your manager first, in person or on a call, then in writing: the decision, your last day and an offer to hand over well. Keep grievances out of the letter.',
    direct:
      "I've decided to leave. My last day will be 28 March. I'll write a handover plan for the platform work this week.",
    careful:
      "I wanted you to hear it from me first: I've accepted another role, and my last day will be 28 March. I've really valued working with you, and I'll make sure the handover of the platform work is thorough. Could we plan it together this week?",
  },
];
