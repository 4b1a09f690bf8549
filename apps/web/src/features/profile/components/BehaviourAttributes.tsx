import { BEHAVIOURS, type Profile } from '@styleprint/contracts';
import { behaviourLevelOf, NOT_MEASURED } from '@styleprint/scoring';
import { Badge, type BadgeTone } from '#web/components/ui';
import { PROFILE_TEXT } from '../texts';

/** High and Medium have their own colours; Not measured is neutral; anything else reads as low. */
function levelTone(level: string): BadgeTone {
  const known = behaviourLevelOf(level);
  if (known === 'High') return 'high';
  if (known === 'Medium') return 'medium';
  if (known === null && level.trim().toLowerCase() === NOT_MEASURED.toLowerCase()) return 'neutral';
  return 'low';
}

/** docs/product.md#s2: Expressiveness, Assertiveness and Flexibility with their levels. */
export function BehaviourAttributes({ profile }: { profile: Profile }) {
  const anyUnmeasured = BEHAVIOURS.some((b) => behaviourLevelOf(profile.emergenetics[b]) === null);
  return (
    <section className="card" aria-labelledby="behaviours-heading">
      <h2 id="behaviours-heading">{PROFILE_TEXT.behavioursHeading}</h2>
      <dl className="behaviours">
        {BEHAVIOURS.map((behaviour) => {
          const level = profile.emergenetics[behaviour];
          return (
            <div key={behaviour} className="behaviours__row">
              <dt>{behaviour}</dt>
              <dd>
                <Badge tone={levelTone(level)}>{level}</Badge>
              </dd>
            </div>
          );
        })}
      </dl>
      {anyUnmeasured ? <p className="muted">{PROFILE_TEXT.behaviourNotMeasured}</p> : null}
    </section>
  );
}
