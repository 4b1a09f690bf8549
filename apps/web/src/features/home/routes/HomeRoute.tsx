import { ButtonLink } from '#web/components/ui';
import { paths } from '#web/config/paths';
import { useAuth } from '#web/lib/auth';
import { usePageTitle } from '#web/lib/use-page-title';
import { HOME_TEXT } from '../texts';
import '../home.css';

/** "/" — the public welcome page (docs/product.md#s2, docs/decisions/0003). */
export function HomeRoute() {
  usePageTitle('');
  const { status } = useAuth();
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <p className="hero__eyebrow">{HOME_TEXT.eyebrow}</p>
          <h1 id="hero-title" className="hero__title">
            {HOME_TEXT.title}
          </h1>
          <p className="hero__lead">{HOME_TEXT.lead}</p>
          <div className="hero__actions">
            <ButtonLink to={paths.quiz}>{HOME_TEXT.start}</ButtonLink>
            {status === 'signedIn' ? null : (
              <ButtonLink to={paths.login} variant="secondary">
                {HOME_TEXT.signIn}
              </ButtonLink>
            )}
          </div>
          <ul className="hero__highlights list-plain">
            {HOME_TEXT.highlights.map((item) => (
              <li key={item.title}>
                <strong>{item.title}</strong>
                <span>{item.text}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="page" aria-labelledby="frameworks-title">
        <h2 id="frameworks-title">{HOME_TEXT.cardsHeading}</h2>
        <ul className="grid-cards list-plain">
          {HOME_TEXT.cards.map((card) => (
            <li key={card.title} className="card home-card">
              <h3>{card.title}</h3>
              <p>{card.text}</p>
            </li>
          ))}
        </ul>
        <p className="home__disclaimer">{HOME_TEXT.disclaimer}</p>
      </section>
    </div>
  );
}
