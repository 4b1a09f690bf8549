import type { Profile } from '@styleprint/contracts';
import { keyInsights } from '@styleprint/scoring';
import { PROFILE_TEXT } from '../texts';

/** Spec §2: "Key Communication Insights" — strengths and growth areas. */
export function KeyInsights({ profile }: { profile: Profile }) {
  const insights = keyInsights(profile);
  const text = PROFILE_TEXT.insights;
  return (
    <section className="card insights" aria-labelledby="insights-heading">
      <h2 id="insights-heading">{text.heading}</h2>
      <div className="insights__columns">
        <div>
          <h3>{text.strengths}</h3>
          <ul>
            {insights.strengths.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3>{text.growth}</h3>
          <ul>
            {insights.growthAreas.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
