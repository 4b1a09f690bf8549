import type { MoveSet } from '../types.js';

/** They set an ultimatum: stay calm, separate what is fixed from what can move, ask for time. */
export const ultimatumMoves: MoveSet = {
  situation: 'ultimatum',
  move: 'do not answer the threat in kind: name what you can and cannot move, and ask for the time you need to decide',
  open: {
    D: ['Clear, thanks for being direct.', 'Understood, I hear the deadline.'],
    I: ['Thanks for being straight with me.', 'I hear you, and I want to find a way.'],
    S: ['Thank you for telling me where you stand.', 'I understand this matters a lot to you.'],
    C: ['Understood: I have your terms.', 'Thanks for setting out your position clearly.'],
    any: ['Thanks for being clear about where you stand.', 'Understood.'],
  },
  core: [
    'I have read what you wrote about {figures}, and I know you need an answer {date}.',
    'I know you need an answer {date}.',
    'I have read what you wrote about {figures}.',
    'I understand where you stand.',
  ],
  next: {
    brief: [
      'I will come back to you with what I can and cannot move {deadline}.',
      'I will come back to you with what I can and cannot move before your deadline.',
    ],
    warm: [
      '{deadline} I will send you what I can move and what I cannot, so you can decide with the full picture.',
      'Before your deadline I will send you what I can move and what I cannot, so you can decide with the full picture.',
    ],
  },
  warmLine: ['I value working with you and I want to keep doing so.'],
};
