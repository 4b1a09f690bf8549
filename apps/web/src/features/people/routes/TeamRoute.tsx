import { Link } from 'react-router';
import { Button, ButtonLink, PageSpinner, StatusScreen } from '#web/components/ui';
import { paths } from '#web/config/paths';
import { useApiResource } from '#web/hooks/use-api-resource';
import { failureText } from '#web/lib/failure-text';
import { usePageTitle } from '#web/lib/use-page-title';
import { fetchTeam } from '../api/people-api';
import { DiscCircle } from '../components/DiscCircle';
import { TeamTable } from '../components/TeamTable';
import { ThinkingGrid } from '../components/ThinkingGrid';
import { teamMembers, teamRows } from '../lib/person-view';
import { PEOPLE_TEXT } from '../texts';
import '../people.css';

const T = PEOPLE_TEXT.team;

/** /people/team (docs/decisions/0103-people-screens.md): you and your people on one picture. */
export function TeamRoute() {
  usePageTitle(T.title);
  const query = useApiResource(fetchTeam);

  let content;
  if (query.status === 'loading') {
    content = <PageSpinner label={T.loading} />;
  } else if (query.status === 'error') {
    content = (
      <StatusScreen
        tone="error"
        title={PEOPLE_TEXT.error.title}
        message={failureText(query.error)}
        actions={<Button onClick={query.refetch}>{PEOPLE_TEXT.error.tryAgain}</Button>}
      />
    );
  } else if (!query.data.members.some((member) => !member.isYou)) {
    content = (
      <StatusScreen
        title={T.needPeople.title}
        message={T.needPeople.message}
        actions={<ButtonLink to={paths.people}>{PEOPLE_TEXT.list.add}</ButtonLink>}
      />
    );
  } else {
    const members = teamMembers(query.data);
    const onDisc = members.filter((member) => member.disc !== null);
    const onGrid = members.filter((member) => member.thinking !== null);
    const unplaced = members
      .filter((member) => member.disc === null && member.thinking === null)
      .map((member) => member.name);
    content = (
      <>
        <Link className="person-back" to={paths.people}>
          {T.back}
        </Link>
        <h1>{T.title}</h1>
        <p className="people-intro">{T.intro}</p>
        <div className="team-pictures">
          <section className="card team-chart" aria-labelledby="team-disc">
            <h2 id="team-disc">{T.disc}</h2>
            <DiscCircle members={members} description={T.discDescription(onDisc.length)} />
          </section>
          <section className="card team-chart" aria-labelledby="team-thinking">
            <h2 id="team-thinking">{T.thinking}</h2>
            <ThinkingGrid members={members} description={T.thinkingDescription(onGrid.length)} />
          </section>
        </div>
        {unplaced.length > 0 ? <p>{T.unplaced(unplaced.join(', '))}</p> : null}
        <section className="card people-section" aria-labelledby="team-findings">
          <h2 id="team-findings">{T.findings}</h2>
          <ul className="team-findings">
            {query.data.observations.map((observation, index) => (
              <li key={index}>{observation.text}</li>
            ))}
          </ul>
        </section>
        <section className="card people-section" aria-labelledby="team-table">
          <h2 id="team-table">{T.table}</h2>
          <TeamTable rows={teamRows(query.data)} />
        </section>
      </>
    );
  }
  return <div className="page people-page">{content}</div>;
}
