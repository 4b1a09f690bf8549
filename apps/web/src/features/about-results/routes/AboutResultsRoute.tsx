import { ButtonLink } from '#web/components/ui';
import { paths } from '#web/config/paths';
import { useAuth } from '#web/lib/auth';
import { usePageTitle } from '#web/lib/use-page-title';
import { ABOUT_RESULTS } from '../texts';

const headingId = (heading: string) => `about-${heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** /about-results (decision 0019): what the results can and cannot tell, in plain words. Public. */
export function AboutResultsRoute() {
  usePageTitle(ABOUT_RESULTS.title);
  const { user } = useAuth();
  return (
    <article className="page stack">
      <h1>{ABOUT_RESULTS.title}</h1>
      <p className="page__lead">{ABOUT_RESULTS.intro}</p>
      {ABOUT_RESULTS.sections.map((section) => (
        <section key={section.heading} aria-labelledby={headingId(section.heading)}>
          <h2 id={headingId(section.heading)}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      {user ? (
        <p>
          <ButtonLink to={paths.profile} variant="secondary">
            {ABOUT_RESULTS.back}
          </ButtonLink>
        </p>
      ) : null}
    </article>
  );
}
