import type { TeamRow } from '../lib/person-view';
import { TRAIT_KEYS } from '../lib/trait-options';
import { PEOPLE_TEXT } from '../texts';

const T = PEOPLE_TEXT.team;

/** The API names the user "You"; a name of their own still says which row is theirs. */
const rowName = (row: TeamRow) =>
  row.isYou && row.name !== T.you ? `${row.name} (${T.you})` : row.name;

/** The team pictures as a table: the text alternative, and a quick read on any screen. */
export function TeamTable({ rows }: { rows: readonly TeamRow[] }) {
  return (
    // Scrolls sideways on a phone, so it takes keyboard focus and has a name (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="team-table-wrap" role="region" aria-label={T.tableCaption} tabIndex={0}>
      <table className="team-table">
        <caption>{T.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.columns.name}</th>
            <th scope="col">{T.columns.disc}</th>
            <th scope="col">{T.columns.mbti}</th>
            <th scope="col">{T.columns.thinking}</th>
            <th scope="col">{T.columns.strengths}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <bdi>{rowName(row)}</bdi>
                {row.source === 'shared' || row.source === 'guess' ? (
                  <span className="team-table__source">
                    {' '}
                    ({row.source === 'shared' ? T.sharedMark : T.guessMark})
                  </span>
                ) : null}
              </th>
              {TRAIT_KEYS.map((key) => (
                <td key={key}>{row.traits[key] ?? PEOPLE_TEXT.form.notSure}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
