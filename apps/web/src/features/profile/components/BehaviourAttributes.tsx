import { BEHAVIOURS, type Profile } from '@styleprint/contracts';
import { behaviourLevelOf } from '@styleprint/scoring';
import { Badge, type BadgeTone } from '../../../components/ui';
import { PROFILE_TEXT } from '../texts';

/** High and Medium have their own colours; anything else reads as low (spec §2's chips). */
export function levelTone(level: string): BadgeTone {
  const known = behaviourLevelOf(level);
  if (known === 'High') return 'high';
  if (known === 'Medium') return 'medium';
  return 'low';
}

/** Spec §2: Expressiveness, Assertiveness and Flexibility with their levels. */
export function BehaviourAttributes({ profile }: { profile: Profile }) {
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
    </section>
  );
}
