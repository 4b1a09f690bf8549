import type { Profile } from '@styleprint/contracts';
import { lazy, Suspense } from 'react';
import { ButtonLink } from '../../../components/ui';
import { paths } from '../../../config/paths';
import { PROFILE_TEXT } from '../texts';
import { BehaviourAttributes } from './BehaviourAttributes';
import { KeyInsights } from './KeyInsights';
import { SummaryCards } from './SummaryCards';

const ThinkingChart = lazy(() =>
  import('./ProfileCharts').then((m) => ({ default: m.ThinkingChart })),
);
const StrengthsChart = lazy(() =>
  import('./ProfileCharts').then((m) => ({ default: m.StrengthsChart })),
);

/** Holds the chart's final height while its code loads, so nothing below it moves. */
function ChartPlaceholder({ className }: { className: string }) {
  return <div className={`chart-placeholder ${className}`} aria-hidden="true" />;
}

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

interface ProfileViewProps {
  profile: Profile;
  createdAt: string | null;
}

/** Spec §2: the loaded profile. */
export function ProfileView({ profile, createdAt }: ProfileViewProps) {
  return (
    <div className="profile stack">
      <header className="profile__header">
        <div>
          <h1>{PROFILE_TEXT.title}</h1>
          {createdAt ? (
            <p className="muted">
              {PROFILE_TEXT.assessedOn} <time dateTime={createdAt}>{formatDate(createdAt)}</time>
            </p>
          ) : null}
        </div>
        <ButtonLink to={paths.quiz} variant="secondary">
          {PROFILE_TEXT.retake}
        </ButtonLink>
      </header>
      <SummaryCards profile={profile} />
      <div className="profile__grid">
        <section className="card" aria-label={PROFILE_TEXT.thinkingChart.title}>
          <Suspense fallback={<ChartPlaceholder className="chart-placeholder--radar" />}>
            <ThinkingChart profile={profile} />
          </Suspense>
        </section>
        <BehaviourAttributes profile={profile} />
        <section className="card" aria-label={PROFILE_TEXT.strengthsChart.title}>
          <Suspense fallback={<ChartPlaceholder className="chart-placeholder--bar" />}>
            <StrengthsChart profile={profile} />
          </Suspense>
        </section>
        <KeyInsights profile={profile} />
      </div>
    </div>
  );
}
