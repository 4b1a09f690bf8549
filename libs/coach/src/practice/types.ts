import type { PracticeTurn } from '@styleprint/contracts';
import type { CoachCallOptions } from '../engine.js';
import type { Persona } from './persona.js';
import type { PracticeMove } from './phrases.js';

/** One practice turn to play: who, to what end, and the lines so far (the user's last). */
export interface PracticeTurnInput {
  persona: Persona;
  goal: string;
  turns: readonly PracticeTurn[];
}

export interface PracticeReply {
  reply: string;
  /** What the persona does this turn (the embedded plan; the LLM is asked to do the same). */
  move: PracticeMove;
  /**
   * Who wrote this line: "embedded" or "<provider>:<model>". An LLM's line that breaks a line
   * rule is replaced by the embedded one (docs/decisions/0109-llm-plays-the-practice-persona.md).
   */
  writtenBy: string;
  /** Why the model's line was not shown, when the embedded line stood in for it (for logs). */
  fallback?: string;
}

/** Plays the persona (docs/decisions/0105-practice-persona-engine.md). Rejects only with a CoachError. */
export interface PracticeEngine {
  readonly name: string;
  turn(input: PracticeTurnInput, options?: CoachCallOptions): Promise<PracticeReply>;
}
