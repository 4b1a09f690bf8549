import { config } from '#web/config/env';
import { usePageTitle } from '#web/lib/use-page-title';
import { LEGAL_UPDATED, SUPPORT_TEXT, type LegalSection } from '../texts';
import '../legal.css';

interface LegalPageProps {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}

/** A legal page: a title, its sections under headings, and the support contact. Public. */
export function LegalPage({ title, intro, sections }: LegalPageProps) {
  usePageTitle(title);
  return (
    <article className="page legal">
      <h1>{title}</h1>
      <p className="legal__intro">{intro}</p>
      {sections.map((section) => (
        <section key={section.heading} aria-labelledby={headingId(section.heading)}>
          <h2 id={headingId(section.heading)}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p className="legal__contact">
        {config.supportEmail ? (
          <>
            {SUPPORT_TEXT.withAddress}{' '}
            <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
          </>
        ) : (
          SUPPORT_TEXT.withoutAddress
        )}
      </p>
      <p className="legal__updated">
        {SUPPORT_TEXT.updated}: {LEGAL_UPDATED}
      </p>
    </article>
  );
}

const headingId = (heading: string) => `legal-${heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
