import { useRef, type KeyboardEvent } from 'react';
import { COACH_TEXT } from '../texts';

export type CoachMode = 'analyze' | 'chat';
const MODES: readonly CoachMode[] = ['analyze', 'chat'];

export const tabId = (prefix: string, mode: CoachMode) => `${prefix}-tab-${mode}`;
export const panelId = (prefix: string, mode: CoachMode) => `${prefix}-panel-${mode}`;

interface ModeTabsProps {
  mode: CoachMode;
  onChange: (mode: CoachMode) => void;
  idPrefix: string;
}

/**
 * docs/product.md#s2: the two modes as WAI-ARIA tabs: one tab stop, arrow keys, Home and End move between
 * them and select at once.
 */
export function ModeTabs({ mode, onChange, idPrefix }: ModeTabsProps) {
  const tabs = useRef<Partial<Record<CoachMode, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = MODES.indexOf(mode);
    const last = MODES.length - 1;
    const target = {
      ArrowRight: index >= last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const next = target === undefined ? undefined : MODES[target];
    if (next === undefined) return;
    event.preventDefault();
    onChange(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="coach-tabs" role="tablist" aria-label={COACH_TEXT.modes.label}>
      {MODES.map((item) => {
        const selected = item === mode;
        return (
          <button
            key={item}
            ref={(element) => {
              tabs.current[item] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item)}
            className="coach-tab"
            aria-selected={selected}
            // Only the shown panel exists, so only its tab points at it.
            aria-controls={selected ? panelId(idPrefix, item) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item)}
            onKeyDown={onKeyDown}
          >
            {COACH_TEXT.modes[item]}
          </button>
        );
      })}
    </div>
  );
}
