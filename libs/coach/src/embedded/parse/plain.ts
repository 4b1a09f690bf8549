import { greetedName, isClosingLine, splitSignature } from './names.js';
import type { Turn } from './types.js';

export interface PlainReading {
  turns: Turn[];
  addressee: string | null;
}

/**
 * Prose from one writer (a draft, a message received): one turn, its signer as the speaker when
 * it is signed (unnamed otherwise), and whom its greeting addresses.
 */
export function readPlain(text: string): PlainReading {
  const lines = text.split(/\r?\n/);
  const { body, signer } = splitSignature(lines);
  const firstLine = body.find((line) => line.trim() !== '') ?? '';
  const addressee = greetedName(firstLine);
  const content = body
    .filter((line, index) => !(index === body.length - 1 && isClosingLine(line)))
    .filter((line) => line !== firstLine || addressee === null)
    .join('\n')
    .trim();
  return { turns: [{ speaker: signer ?? '', text: content || text.trim() }], addressee };
}
