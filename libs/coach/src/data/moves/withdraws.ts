import type { MoveSet } from '../types.js';

/** They have gone quiet or apologised under pressure: lower the pressure, ask, listen. */
export const withdrawsMoves: MoveSet = {
  situation: 'withdraws',
  move: 'lower the pressure: separate the problem from the person, ask what happened, and agree one step together',
  // Neutral about whose fault it was: the quiet may follow the user's pressure, a slight the user
  // did not see ("Ok." after a client was reassigned) or nothing at all ("Noted." is how some
  // people write), so no line says the user was harsh: fresh readers counted "I came across
  // harder than I meant" and "I got the tone wrong" as invented where the user had not been.
  open: {
    D: ['Quick check-in on this.', 'I may have moved too fast there.'],
    I: [
      'I want to check in properly on this.',
      'I may have skipped past something that matters to you.',
    ],
    S: [
      'Thank you, and I want to check I have not rushed past something.',
      'I want to make sure this is working for you.',
    ],
    C: [
      'I want to make sure I have not missed a point you made.',
      'I may have gone past a point that deserved more care.',
    ],
    any: [
      'I want to check in properly on this.',
      'I think I went past something that matters to you.',
      'I may have moved on too quickly from your last message.',
    ],
  },
  core: [
    'This is about {topic}, and I would like to hear how you see it.',
    'I would like to hear how you see it, properly this time.',
  ],
  next: {
    brief: [
      'Could we take ten minutes {date} to talk it through?',
      'Could we take ten minutes today to talk it through?',
    ],
    warm: [
      'Could we take ten minutes {date}? I would like to hear what would help.',
      'Could we take ten minutes today? I would like to hear what would help.',
    ],
  },
  warmLine: ['You matter to this team, and I want to get this right with you.'],
};
