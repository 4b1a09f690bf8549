import type { Profile } from '@styleprint/contracts';
import { dominantThinkingStyle } from '@styleprint/scoring';
import { COACH_TEXT } from '../texts';

const T = COACH_TEXT.profileSummary;

/** docs/product.md#s2: the compact profile summary above the coach, one line per framework. */
export function ProfileSummary({ profile }: { profile: Profile | null }) {
  return (
    <section className="coach-profile" aria-labelledby="coach-profile-title">
      <h2 id="coach-profile-title" className="coach-profile__title">
        {T.heading}
      </h2>
      {profile ? (
        <dl className="coach-profile__list">
          <div>
            <dt>{T.mbti}</dt>
            <dd>{profile.mbti.Type}</dd>
          </div>
          <div>
            <dt>{T.disc}</dt>
            <dd>
              {profile.disc.Secondary
                ? `${profile.disc.Primary}/${profile.disc.Secondary}`
                : profile.disc.Primary}
            </dd>
          </div>
          <div>
            <dt>{T.thinking}</dt>
            <dd>{dominantThinkingStyle(profile)}</dd>
          </div>
          <div>
            <dt>{T.strengths}</dt>
            <dd>{profile.cliftonStrengths.TopDomain}</dd>
          </div>
        </dl>
      ) : (
        <p className="coach-profile__empty">{T.notLoaded}</p>
      )}
    </section>
  );
}
