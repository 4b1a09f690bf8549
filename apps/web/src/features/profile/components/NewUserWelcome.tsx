import { ButtonLink } from '#web/components/ui';
import { paths } from '#web/config/paths';
import type { AuthUser } from '#web/lib/auth';
import { greetingName } from '#web/lib/user-names';
import { PROFILE_TEXT } from '../texts';

export function NewUserWelcome({ user }: { user: AuthUser | null }) {
  const text = PROFILE_TEXT.welcome;
  return (
    <section className="welcome card" aria-labelledby="welcome-title">
      <h1 id="welcome-title">{text.greeting(greetingName(user))}</h1>
      <p className="page__lead">{text.lead}</p>
      <div className="welcome__columns">
        <div>
          <h2>{text.benefitsHeading}</h2>
          <ul className="welcome__list">
            {text.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2>{text.frameworksHeading}</h2>
          <ul className="welcome__list">
            {text.frameworks.map((framework) => (
              <li key={framework.name}>
                <strong>{framework.name}</strong>: {framework.text}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="welcome__actions">
        <ButtonLink to={paths.quiz}>{text.start}</ButtonLink>
        <ButtonLink to={paths.home} variant="secondary">
          {text.learnMore}
        </ButtonLink>
      </div>
    </section>
  );
}
