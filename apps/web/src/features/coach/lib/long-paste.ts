import type { FitResult } from '@styleprint/coach-content';
import { COACH_TEXT } from '../texts';

/** Where a long text came from, for the notice's first words. */
export type PasteSource = 'paste' | 'file' | 'sample';

const T = COACH_TEXT.analyze.longPaste;

/**
 * The notice's words for a paste made to fit: how long it was, what cleaning removed, and which
 * part the coach reads ("Your paste was 5,515 characters. Removed: … The coach will read the
 * latest 6 of 10 messages; the first 4 are left out.").
 */
export function longPasteSummary(fit: FitResult, source: PasteSource, max: number): string {
  const [unit, units] = T.units[fit.unit];
  const removed = fit.removed.map((part) => T.parts[part.kind](part.count));
  // Cleaning that only tidied white space still changed the text: say so.
  if (removed.length === 0 && fit.cleanedChars < fit.originalChars) removed.push(T.parts.spaces);

  const sentences = [T.was(source, fit.originalChars)];
  if (removed.length > 0) sentences.push(T.removed(removed));
  const kept = fit.kept.to - fit.kept.from + 1 + (fit.pinned === null ? 0 : 1);
  if (fit.leftOut === 0) {
    sentences.push(T.fitsNow);
  } else if (fit.latest) {
    sentences.push(T.latest(kept, fit.messages, units, fit.leftOut, fit.newestFirst));
  } else {
    const pinned = fit.pinned === null ? null : fit.pinned + 1;
    const range = T.range(unit, units, fit.kept.from + 1, fit.kept.to + 1, pinned);
    sentences.push(T.chosen(range, fit.messages, fit.leftOut));
  }
  if (fit.cut) sentences.push(T.cut(unit, max, fit.newestFirst ? 'beginning' : 'end'));
  return sentences.join(' ');
}
