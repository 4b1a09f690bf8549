import type { FrameworkId, Profile } from '@styleprint/contracts';
import type { Certainty, ResultExplanation } from '@styleprint/scoring';
import { CERTAINTY_TEXT } from '#web/components/certainty';
import { discSummary, strengthsSummary, thinkingSummary } from '../lib/profile-results';
import { PROFILE_TEXT } from '../texts';

interface SummaryCardProps {
  label: string;
  value: string;
  detail: string;
  /** How many answers the result rests on, when the answers are known. */
  basis?: string | undefined;
  /** How sure the result is ("Clear", "Leaning", "Even split"), when the answers are known. */
  certainty?: Certainty | null | undefined;
}

function SummaryCard({ label, value, detail, basis, certainty }: SummaryCardProps) {
  return (
    <li className="card summary-card">
      <span className="summary-card__label">{label}</span>
      <span className="summary-card__value">{value}</span>
      <span className="summary-card__detail">{detail}</span>
      {basis ? <span className="summary-card__basis">{basis}</span> : null}
      {certainty ? (
        <span className="summary-card__basis">{`${CERTAINTY_TEXT.label} ${certainty.label}`}</span>
      ) : null}
    </li>
  );
}

interface SummaryCardsProps {
  profile: Profile;
  explanations?: Record<FrameworkId, ResultExplanation | null> | null;
}

/** docs/product.md#s2: the four summary cards; an even split reads as one, never as its first member. */
export function SummaryCards({ profile, explanations }: SummaryCardsProps) {
  const text = PROFILE_TEXT.summary;
  const basis = (framework: FrameworkId) => explanations?.[framework]?.basis;
  const certainty = (framework: FrameworkId) => explanations?.[framework]?.certainty;
  return (
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="visually-hidden">
        {PROFILE_TEXT.summaryHeading}
      </h2>
      <ul className="grid-cards list-plain">
        <SummaryCard
          label={text.mbti}
          value={profile.mbti.Type}
          detail={`${text.confidence}: ${profile.mbti.Confidence}`}
          certainty={certainty('mbti')}
        />
        <SummaryCard
          label={text.disc}
          {...discSummary(profile)}
          basis={basis('disc')}
          certainty={certainty('disc')}
        />
        <SummaryCard
          label={text.emergenetics}
          {...thinkingSummary(profile)}
          basis={basis('emergenetics')}
          certainty={certainty('emergenetics')}
        />
        <SummaryCard
          label={text.strengths}
          {...strengthsSummary(profile)}
          basis={basis('cliftonStrengths')}
          certainty={certainty('cliftonStrengths')}
        />
      </ul>
    </section>
  );
}
