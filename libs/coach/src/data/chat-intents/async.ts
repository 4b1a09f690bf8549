import type { ChatIntentEntry } from '../types.js';

/** Remote and written work: no reply, async etiquette, meetings, updates, tone. */
export const ASYNC_INTENTS: readonly ChatIntentEntry[] = [
  {
    id: 'no-reply',
    label: 'getting no reply',
    cues: [
      'no reply',
      'not replying',
      "doesn't reply",
      'does not reply',
      'ignoring me',
      'ghosted',
      'no response',
      'not answering',
      "haven't heard back",
      'ignores me',
      'ignores my',
      'ignoring my',
      'left on read',
      'never replies',
      'never answers',
    ],
    move: 'Stop pinging; send one message that makes answering easy: what you need, by when, and a question they can answer in a word.',
    direct:
      'Quick one on the budget sheet: I need a yes or no by Thursday to book the venue. Yes, no, or not yet?',
    careful:
      'I know things are busy, so just one small thing: could you let me know by Thursday whether the budget sheet looks okay? A one-word answer is fine, and if someone else should look at it, tell me who.',
  },
  {
    id: 'async-etiquette',
    label: 'remote and async etiquette',
    cues: [
      'remote',
      'async',
      'asynchronous',
      'time zone',
      'timezone',
      'working from home',
      'distributed team',
    ],
    move: 'Write messages that stand alone: the ask in the first line, the deadline, and the context below; agree response times as a team.',
    direct:
      'Ask first: "Need your sign-off on the rollout plan by Wed 3 pm (my time). Context below."',
    careful:
      'Start with the ask and a friendly line: "Hope your day\'s going well! Could you sign off the rollout plan by Wednesday 3 pm my time? Context is below, no rush before then."',
  },
  {
    id: 'meeting-overload',
    label: 'too many meetings',
    cues: [
      'too many meetings',
      'meeting overload',
      'back to back meetings',
      'pointless meeting',
      'useless meeting',
    ],
    move: 'Offer a cheaper way to get what the meeting gets: a written update, a shorter slot, or going every other week.',
    direct: "Could we swap the Monday sync for a written update? I'll post it by 10 am.",
    careful:
      "Would it work if I sent a short written update instead of joining Monday's sync? I'm happy to join whenever there's something to decide.",
  },
  {
    id: 'status-update',
    label: 'writing a status update',
    cues: [
      'status update',
      'weekly update',
      'progress report',
      'update my manager',
      'update my boss',
    ],
    move: 'Lead with the state (on track, at risk, late), then what changed, then what you need from them.',
    direct:
      'At risk: the API is two days late. Changed: vendor delay. Need: your call on moving the demo.',
    careful:
      "Here's where things are: mostly on track, with one risk: the API is two days late because of the vendor. Could you let me know if we should move the demo?",
  },
  {
    id: 'message-tone',
    label: 'the tone of a message',
    cues: [
      'sound rude',
      'sounds rude',
      'sound harsh',
      'too blunt',
      'passive aggressive',
      'tone of my email',
      'tone of my message',
    ],
    move: 'Keep the ask; add one human line at the start and replace verdicts with facts.',
    direct:
      'Before: "This is wrong, fix it." After: "Thanks for the draft. Table 2 doesn\'t match the dashboard; can you check it by Friday?"',
    careful:
      'Before: "This is wrong, fix it." After: "Thanks so much for the draft. I noticed Table 2 doesn\'t match the dashboard. Could you take a look by Friday? Happy to help if useful."',
  },
];
