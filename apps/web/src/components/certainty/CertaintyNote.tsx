import './certainty.css';
import type { Certainty, CertaintyLevel } from '@styleprint/scoring';
import { Badge, type BadgeTone } from '#web/components/ui';

const TONE: Record<CertaintyLevel, BadgeTone> = {
  clear: 'high',
  leaning: 'medium',
  'even split': 'neutral',
};

export const CERTAINTY_TEXT = { label: 'How sure:' } as const;

/**
 * "How sure: Leaning. S (Steadiness) is 1 answer ahead …": the result card's and the profile's
 * statement of how much a result can be trusted, from the rule in docs/assessment.md.
 */
export function CertaintyNote({ certainty }: { certainty: Certainty }) {
  return (
    <p className="certainty">
      <span className="certainty__label">{CERTAINTY_TEXT.label}</span>{' '}
      <Badge tone={TONE[certainty.level]}>{certainty.label}</Badge> {certainty.reason}
    </p>
  );
}
