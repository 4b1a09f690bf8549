import type { FrameworkId, Profile } from '@styleprint/contracts';
import type { ResultExplanation } from '@styleprint/scoring';
import { discSummary, strengthsSummary, thinkingSummary } from '../lib/profile-results';
import { PROFILE_TEXT } from '../texts';

interface SummaryCardProps {
  label: string;
  value: string;
  detail: string;
  /** How many answers the result rests on, when the answers are known. */
  basis?: string | undefined;
}

function SummaryCard({ label, value, detail, basis }: SummaryCardProps) {
  return (
    <li className="card summary-card">
      <span className="summary-card__label">{label}</span>
      <span className="summary-card__value">{value}</span>
      <span className="summary-card__detail">{detail}</span>
      {basis ? <span className="summary-card__basis">{basis}</span> : null}
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
        />
        <SummaryCard label={text.disc} {...discSummary(profile)} basis={basis('disc')} />
        <SummaryCard
          label={text.emergenetics}
          {...thinkingSummary(profile)}
          basis={basis('emergenetics')}
        />
        <SummaryCard
          label={text.strengths}
          {...strengthsSummary(profile)}
          basis={basis('cliftonStrengths')}
        />
      </ul>
    </section>
  );
}
