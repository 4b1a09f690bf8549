import type { Profile } from '@styleprint/contracts';
import { discInWords, strengthsInWords, thinkingInWords } from '#web/lib/profile-words';
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
            <dd>{discInWords(profile)}</dd>
          </div>
          <div>
            <dt>{T.thinking}</dt>
            <dd>{thinkingInWords(profile)}</dd>
          </div>
          <div>
            <dt>{T.strengths}</dt>
            <dd>{strengthsInWords(profile)}</dd>
          </div>
        </dl>
      ) : (
        <p className="coach-profile__empty">{T.notLoaded}</p>
      )}
    </section>
  );
}
