import { greetedName, isClosingLine, openingName, splitSignature } from './names.js';
import type { Turn } from './types.js';

export interface SingleReading {
  turn: Turn;
  addressee: string | null;
}

/**
 * One message from one writer (a message received, or a draft): its signer as the speaker when it
 * is signed ("" otherwise), and whom its greeting addresses.
 */
export function readSingle(text: string): SingleReading {
  const lines = text.split('\n').map((line) => line.trimEnd());
  const { body, signer } = splitSignature(lines);
  const firstIndex = body.findIndex((line) => line.trim() !== '');
  const addressee = firstIndex >= 0 ? greetedName(body[firstIndex] ?? '') : null;
  const content = body
    .filter((line, index) => !(index === body.length - 1 && isClosingLine(line)))
    .filter((_, index) => index !== firstIndex || addressee === null)
    .join('\n')
    .trim();
  const opening = firstIndex >= 0 ? openingName(body[firstIndex] ?? '') : null;
  return {
    turn: { speaker: signer ?? '', text: content || text.trim() },
    addressee: addressee ?? opening,
  };
}
