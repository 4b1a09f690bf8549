import type { Profile } from '@styleprint/contracts';
import { dominantThinkingStyle } from '@styleprint/scoring';
import { PROFILE_TEXT } from '../texts';

interface SummaryCardProps {
  label: string;
  value: string;
  detail: string;
}

function SummaryCard({ label, value, detail }: SummaryCardProps) {
  return (
    <li className="card summary-card">
      <span className="summary-card__label">{label}</span>
      <span className="summary-card__value">{value}</span>
      <span className="summary-card__detail">{detail}</span>
    </li>
  );
}

/** Spec §2: the four summary cards. */
export function SummaryCards({ profile }: { profile: Profile }) {
  const text = PROFILE_TEXT.summary;
  const secondary = profile.disc.Secondary;
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
        <SummaryCard
          label={text.disc}
          value={profile.disc.Primary}
          detail={secondary ? `${text.secondary}: ${secondary}` : text.noSecondary}
        />
        <SummaryCard
          label={text.emergenetics}
          value={dominantThinkingStyle(profile)}
          detail={text.emergeneticsNote}
        />
        <SummaryCard
          label={text.strengths}
          value={profile.cliftonStrengths.TopDomain}
          detail={text.strengthsNote}
        />
      </ul>
    </section>
  );
}
