/**
 * The two charts of the profile. Loaded on demand (React.lazy in ProfileView), so visx and d3
 * download only when a profile is actually shown.
 */
import {
  LIMITS,
  STRENGTH_DOMAINS,
  THINKING_STYLES,
  type Answer,
  type Profile,
} from '@styleprint/contracts';
import { STRENGTH_DOMAIN_LABELS } from '@styleprint/scoring';
import { BarChart, RadarChart } from '#web/components/charts';
import { thinkingCounts } from '../lib/profile-results';
import { PROFILE_TEXT } from '../texts';

const RINGS = [2, 4, 6, 8, 10] as const;

const oneDecimal = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/**
 * The thinking radar. With the answers known, each label carries its answer count in brackets
 * beside the smoothed score, so a 5.7 reads as "3 answers", not as a precise measurement.
 */
export function ThinkingChart({
  profile,
  answers = null,
}: {
  profile: Profile;
  answers?: readonly Answer[] | null;
}) {
  const counts = thinkingCounts(answers);
  const text = PROFILE_TEXT.thinkingChart;
  return (
    <RadarChart
      title={text.title}
      axisLabel={counts ? text.smoothedAxis : text.axis}
      max={LIMITS.thinkingAxisMax}
      rings={RINGS}
      data={THINKING_STYLES.map((style) => ({
        label: style,
        value: profile.emergenetics[style],
        ...(counts
          ? { display: `${oneDecimal(profile.emergenetics[style])} (${counts[style]})` }
          : {}),
      }))}
    />
  );
}

export function StrengthsChart({ profile }: { profile: Profile }) {
  return (
    <BarChart
      title={PROFILE_TEXT.strengthsChart.title}
      xLabel={PROFILE_TEXT.strengthsChart.xLabel}
      yLabel={PROFILE_TEXT.strengthsChart.yLabel}
      max={LIMITS.domainAxisMax}
      data={STRENGTH_DOMAINS.map((domain) => ({
        label: STRENGTH_DOMAIN_LABELS[domain],
        value: profile.cliftonStrengths[domain],
      }))}
    />
  );
}
