import { useId, useState } from 'react';
import type { StoredProfile } from '@styleprint/contracts';
import { dominantThinkingStyle, strengthDomainOf } from '@styleprint/scoring';
import { describeChanges } from '../lib/compare';
import { longDate } from '../lib/dates';
import { HISTORY_TEXT } from '../texts';

/** Two results side by side, and what changed in words. `results` is newest first, at least two. */
export function CompareResults({ results }: { results: readonly StoredProfile[] }) {
  const [earlierId, setEarlierId] = useState(results[1]?.id ?? '');
  const [laterId, setLaterId] = useState(results[0]?.id ?? '');
  const earlierSelect = useId();
  const laterSelect = useId();
  const earlier = results.find((result) => result.id === earlierId) ?? results[1];
  const later = results.find((result) => result.id === laterId) ?? results[0];
  if (!earlier || !later) return null;

  const rows: [string, (profile: StoredProfile) => string][] = [
    [HISTORY_TEXT.compare.type, (p) => p.mbti.Type],
    [HISTORY_TEXT.compare.disc, (p) => p.disc.Primary],
    [HISTORY_TEXT.compare.thinking, (p) => dominantThinkingStyle(p)],
    [
      HISTORY_TEXT.compare.strengths,
      (p) => strengthDomainOf(p.cliftonStrengths.TopDomain) ?? p.cliftonStrengths.TopDomain,
    ],
    ['Expressiveness', (p) => p.emergenetics.Expressiveness],
    ['Assertiveness', (p) => p.emergenetics.Assertiveness],
    ['Flexibility', (p) => p.emergenetics.Flexibility],
  ];
  // Numbered, oldest = 1: two retakes in the same minute still read differently.
  const options = results.map((result, index) => (
    <option key={result.id} value={result.id}>
      {`Result ${results.length - index}: ${longDate(result.createdAt)}`}
    </option>
  ));

  return (
    <div className="compare">
      <div className="compare__pickers">
        <div className="field">
          <label className="field__label" htmlFor={earlierSelect}>
            {HISTORY_TEXT.compare.earlier}
          </label>
          <select
            id={earlierSelect}
            className="field__input"
            value={earlier.id}
            onChange={(event) => setEarlierId(event.target.value)}
          >
            {options}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={laterSelect}>
            {HISTORY_TEXT.compare.later}
          </label>
          <select
            id={laterSelect}
            className="field__input"
            value={later.id}
            onChange={(event) => setLaterId(event.target.value)}
          >
            {options}
          </select>
        </div>
      </div>
      <div className="compare__table-wrap">
        <table className="compare__table">
          <thead>
            <tr>
              <td />
              <th scope="col">{longDate(earlier.createdAt)}</th>
              <th scope="col">{longDate(later.createdAt)}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, read]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{read(earlier)}</td>
                <td>{read(later)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{HISTORY_TEXT.compare.changes}</h3>
      {/* One region whose text changes as the choice changes: read out after each choice. */}
      <ul className="compare__changes" aria-live="polite">
        {describeChanges(earlier, later).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
