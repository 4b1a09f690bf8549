/**
 * The two charts of the profile. Loaded on demand (React.lazy in ProfileView), so visx and d3
 * download only when a profile is actually shown.
 */
import { LIMITS, STRENGTH_DOMAINS, THINKING_STYLES, type Profile } from '@styleprint/contracts';
import { BarChart, RadarChart } from '../../../components/charts';
import { PROFILE_TEXT } from '../texts';

const RINGS = [2, 4, 6, 8, 10] as const;

export function ThinkingChart({ profile }: { profile: Profile }) {
  return (
    <RadarChart
      title={PROFILE_TEXT.thinkingChart.title}
      axisLabel={PROFILE_TEXT.thinkingChart.axis}
      max={LIMITS.thinkingAxisMax}
      rings={RINGS}
      data={THINKING_STYLES.map((style) => ({ label: style, value: profile.emergenetics[style] }))}
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
        label: domain,
        value: profile.cliftonStrengths[domain],
      }))}
    />
  );
}
