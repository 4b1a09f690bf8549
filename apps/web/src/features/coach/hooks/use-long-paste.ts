import { useCallback, useState } from 'react';
import { fitPaste, type FitResult } from '@styleprint/coach-content';
import { LIMITS } from '@styleprint/contracts';
import type { PasteSource } from '../lib/long-paste';

/** A long text made to fit the box: what arrived, where from, and what the box got. */
export interface FittedPaste {
  original: string;
  source: PasteSource;
  fit: FitResult;
}

export interface LongPaste {
  /** The fit the box holds now; null once the person edits the text, clears it or undoes. */
  fitted: FittedPaste | null;
  /** The box's own changes: a paste or drop that makes it longer than the limit is fitted. */
  change: (next: string) => void;
  /** A file's text or a sample: fitted when longer than the limit. */
  fill: (text: string, source: PasteSource) => void;
  /** "Part to read": the part starting at that message instead. */
  choosePart: (start: number) => void;
  /** "Use the whole paste": the original back in the box (the over-limit alert then shows). */
  restore: () => void;
  /** "Analyze Another", Start Over: forget the original. */
  clear: () => void;
}

/**
 * Ours: a conversation longer than the analysis limit that arrives at once (pasted, dropped,
 * uploaded or picked) fills the box with its latest part that fits, cleaned of quoted copies,
 * signatures' contact details and footers; the original is kept so another part, or the whole of
 * it, can be put back. Typing past the limit is left alone: the box then says to shorten it.
 */
export function useLongPaste(text: string, setText: (text: string) => void): LongPaste {
  const max = LIMITS.analysisMaxChars;
  const [state, setState] = useState<FittedPaste | null>(null);

  const fitInto = useCallback(
    (original: string, source: PasteSource) => {
      const fit = fitPaste(original, max);
      setState({ original, source, fit });
      setText(fit.text);
    },
    [max, setText],
  );

  const change = useCallback(
    (next: string) => {
      // One character more is typing; more than one at once is a paste or a drop.
      if (next.length > max && next.length - text.length > 1) {
        fitInto(next, 'paste');
        return;
      }
      setState(null);
      setText(next);
    },
    [fitInto, max, setText, text.length],
  );

  const fill = useCallback(
    (next: string, source: PasteSource) => {
      if (next.length > max) {
        fitInto(next, source);
        return;
      }
      setState(null);
      setText(next);
    },
    [fitInto, max, setText],
  );

  const choosePart = useCallback(
    (start: number) => {
      if (!state) return;
      const fit = fitPaste(state.original, max, { start });
      setState({ ...state, fit });
      setText(fit.text);
    },
    [max, setText, state],
  );

  const restore = useCallback(() => {
    if (!state) return;
    setState(null);
    setText(state.original);
  }, [setText, state]);

  const clear = useCallback(() => setState(null), []);

  // The notice stands only while the box still holds what was fitted into it.
  const fitted = state !== null && state.fit.text === text ? state : null;
  return { fitted, change, fill, choosePart, restore, clear };
}
