import type { Profile } from '@styleprint/contracts';
import { keyInsights } from '@styleprint/scoring';
import { ListColumns } from '#web/components/ui';
import { PROFILE_TEXT } from '../texts';

/** docs/product.md#s2: "Key Communication Insights" — strengths and growth areas. */
export function KeyInsights({ profile }: { profile: Profile }) {
  const insights = keyInsights(profile);
  const text = PROFILE_TEXT.insights;
  return (
    <section className="card insights" aria-labelledby="insights-heading">
      <h2 id="insights-heading">{text.heading}</h2>
      <ListColumns
        lists={[
          { heading: text.strengths, items: insights.strengths },
          { heading: text.growth, items: insights.growthAreas },
        ]}
      />
    </section>
  );
}
