import type { Answer, Profile } from '@styleprint/contracts';
import { lazy, Suspense } from 'react';
import { IndependenceNotice } from '#web/components/independence-notice';
import { SharpenOffer } from '#web/components/sharpen-offer';
import { ButtonLink } from '#web/components/ui';
import { paths } from '#web/config/paths';
import { PROFILE_TEXT } from '../texts';
import { BehaviourAttributes } from './BehaviourAttributes';
import { explanationsOf } from '../lib/profile-results';
import { KeyInsights } from './KeyInsights';
import { ResultExplanations } from './ResultExplanations';
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
  /** The answers behind the profile, when the server kept them (docs/decisions/0014-ties-uncertainty-and-measured-facts.md). */
  answers?: Answer[] | null;
}

/** docs/product.md#s2: the loaded profile, with what each result rests on. */
export function ProfileView({ profile, createdAt, answers = null }: ProfileViewProps) {
  const explanations = explanationsOf(answers);
  const thinkingTie = explanations?.emergenetics?.tie ?? null;
  const strengthsTie = explanations?.cliftonStrengths?.tie ?? null;
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
      <SummaryCards profile={profile} explanations={explanations} />
      <SharpenOffer answers={answers} />
      <div className="profile__grid">
        {/* Named by the chart's own heading: no second name to read. */}
        <section className="card">
          <Suspense fallback={<ChartPlaceholder className="chart-placeholder--radar" />}>
            <ThinkingChart profile={profile} answers={answers} />
          </Suspense>
          {thinkingTie ? <p className="chart-tie">{thinkingTie}</p> : null}
        </section>
        <BehaviourAttributes profile={profile} />
        <section className="card">
          <Suspense fallback={<ChartPlaceholder className="chart-placeholder--bar" />}>
            <StrengthsChart profile={profile} />
          </Suspense>
          {strengthsTie ? <p className="chart-tie">{strengthsTie}</p> : null}
        </section>
        <KeyInsights profile={profile} />
      </div>
      <ResultExplanations explanations={explanations} />
      <IndependenceNotice />
    </div>
  );
}
