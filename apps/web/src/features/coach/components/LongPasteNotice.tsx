import { LIMITS } from '@styleprint/contracts';
import { Button, Select } from '#web/components/ui';
import type { FittedPaste } from '../hooks/use-long-paste';
import { longPasteSummary } from '../lib/long-paste';
import { COACH_TEXT } from '../texts';

interface LongPasteNoticeProps {
  fitted: FittedPaste | null;
  onChoosePart: (start: number) => void;
  onRestore: () => void;
}

const T = COACH_TEXT.analyze.longPaste;

/**
 * Ours: under the analysis box, what happened to a long paste: what was removed, which part the
 * coach will read, a "Part to read" list and "Use the whole paste". Its words sit in a status
 * region that stays on the page (hidden while empty) and only changes its text, so they are read
 * out when a paste is fitted or another part is chosen.
 */
export function LongPasteNotice({ fitted, onChoosePart, onRestore }: LongPasteNoticeProps) {
  const summary = fitted
    ? longPasteSummary(fitted.fit, fitted.source, LIMITS.analysisMaxChars)
    : '';
  const windows = fitted?.fit.windows ?? [];
  return (
    <div className={fitted ? 'coach-long-paste' : 'visually-hidden'}>
      <p role="status" className="coach-long-paste__summary">
        {summary}
      </p>
      {fitted ? (
        <div className="coach-long-paste__actions">
          {windows.length > 1 ? (
            <Select
              label={T.partLabel}
              value={String(fitted.fit.kept.from)}
              options={windows.map((window) => ({
                value: String(window.start),
                label: window.label,
              }))}
              onChange={(value) => {
                if (value !== null) onChoosePart(Number(value));
              }}
            />
          ) : null}
          <Button variant="secondary" onClick={onRestore}>
            {T.useWhole}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
