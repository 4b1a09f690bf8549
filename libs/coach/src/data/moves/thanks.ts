import type { MoveSet } from '../types.js';

/** They thank or praise the user: accept it, share the credit, build on it. */
export const thanksMoves: MoveSet = {
  situation: 'thanks',
  move: 'accept the thanks simply, share the credit where it is due, and name what you would do again',
  open: {
    D: ['Thanks, I appreciate you saying so.', 'Thanks, good to hear.'],
    I: ['Thank you, that really made my day!', 'That means a lot, thank you!'],
    S: ['Thank you, that is kind of you to say.', 'That is lovely to hear, thank you.'],
    C: ['Thank you, glad it checked out.', 'Thanks for checking it so carefully.'],
    any: ['Thank you, that is good to hear.', 'Thanks, that means a lot.'],
  },
  core: ['It was a team effort, and I am glad it helped.', 'I am glad it made a difference.'],
  next: {
    brief: ['Just say if you need anything else.', 'Shout if anything else comes up.'],
    warm: [
      'If there is a part you would like done differently next time, tell me and I will build it in.',
      'If anything could have made it easier for you, tell me and I will do it next time.',
    ],
  },
  warmLine: ['It was good working on it with you.'],
};
