import type { MoveSet } from '../types.js';

/** They ask where something stands: answer first, with their date, then what is still open. */
export const asksStatusMoves: MoveSet = {
  situation: 'asks_status',
  move: 'give the status in the first line, tied to the date they named, and say plainly what is still open',
  // The openings acknowledge the ask; they never promise a status the reply does not give.
  open: {
    D: ['Got it on {topic}.', 'Understood on {topic}.', 'Noted on {topic}.'],
    I: ['Thanks for checking in on {topic}!', 'Good timing on {topic}.'],
    S: [
      'Thank you for asking about {topic}, and sorry for the wait.',
      'Thanks for your patience on {topic}.',
    ],
    C: ['Good, precise questions on {topic}.', 'Clear on what you need for {topic}.'],
    any: ['Thanks for the nudge on {topic}.', 'Noted on {topic}.', 'Thanks for the nudge.'],
  },
  // The user's own status line is never repeated back: the other side has read it already.
  core: [
    // Their question the user's last reply passed over, or has not answered yet (decision 0128).
    'You asked {skipped}, and my last reply skipped it. I owe you a straight answer on that.',
    'You asked {asked}, and I owe you a straight answer on that.',
    // Only where the user already took the work on ({working}): otherwise it is a promise the
    // user never made.
    'I know you need it {date}{working}.',
    'I have your questions and I am pulling the answers together.',
  ],
  next: {
    brief: [
      'I will confirm {deadline} whether everything is in, and flag any gap as soon as I see it.',
      'Can I send what I have now and the rest as soon as it lands?',
    ],
    warm: [
      'I will send what I have so far and list anything still open, so nothing surprises you {deadline}.',
      'I will send what I have so far and list what is still open, with who is on it.',
    ],
  },
  pressed: [
    'Honest answer: not yet, and I would rather say so than promise a yes I cannot keep. I will send you what is still open and who owns each item, and give you a plain yes or no well before {when}.',
    'Honest answer: not yet, and I would rather say so than promise a yes I cannot keep. I will send you what is still open and who owns each item, with a plain yes or no as soon as I have one.',
  ],
  warmLine: ['I know this is holding things up for you.', 'I appreciate you flagging it.'],
};
