import { useState } from 'react';
import { Select } from '#web/components/ui';
import type { StoredProfile } from '@styleprint/contracts';
import { dominantThinkingStyle } from '@styleprint/scoring';
import { describeChanges, discWords, topDomainWords } from '../lib/compare';
import { longDate } from '../lib/dates';
import { HISTORY_TEXT } from '../texts';
import { StackTable } from './StackTable';

const ROWS: readonly [string, (profile: StoredProfile) => string][] = [
  [HISTORY_TEXT.compare.type, (p) => p.mbti.Type],
  [HISTORY_TEXT.compare.disc, discWords],
  [HISTORY_TEXT.compare.thinking, (p) => dominantThinkingStyle(p)],
  [HISTORY_TEXT.compare.strengths, topDomainWords],
  ['Expressiveness', (p) => p.emergenetics.Expressiveness],
  ['Assertiveness', (p) => p.emergenetics.Assertiveness],
  ['Flexibility', (p) => p.emergenetics.Flexibility],
];

/** One choice of result, labelled; its options are every result. */
function ResultPicker({
  label,
  results,
  value,
  onChange,
}: {
  label: string;
  results: readonly StoredProfile[];
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <Select
      label={label}
      value={value}
      options={results.map((result) => ({ value: result.id, label: resultName(results, result) }))}
      onChange={(id) => onChange(id ?? value)}
    />
  );
}

/** "Result 2", numbered oldest = 1: two retakes in the same minute still read differently. */
const resultNumber = (results: readonly StoredProfile[], result: StoredProfile): string =>
  `Result ${results.length - results.indexOf(result)}`;

const resultName = (results: readonly StoredProfile[], result: StoredProfile): string =>
  `${resultNumber(results, result)}: ${longDate(result.createdAt)}`;

/** Two results side by side, and what changed in words. `results` is newest first, at least two. */
export function CompareResults({ results }: { results: readonly StoredProfile[] }) {
  const [earlierId, setEarlierId] = useState(results[1]?.id ?? '');
  const [laterId, setLaterId] = useState(results[0]?.id ?? '');
  const earlier = results.find((result) => result.id === earlierId) ?? results[1];
  const later = results.find((result) => result.id === laterId) ?? results[0];
  if (!earlier || !later) return null;

  return (
    <div className="compare">
      <div className="compare__pickers">
        <ResultPicker
          label={HISTORY_TEXT.compare.earlier}
          results={results}
          value={earlier.id}
          onChange={setEarlierId}
        />
        <ResultPicker
          label={HISTORY_TEXT.compare.later}
          results={results}
          value={later.id}
          onChange={setLaterId}
        />
      </div>
      <StackTable
        caption={HISTORY_TEXT.compare.table}
        corner=""
        // The pickers above say each result's date; the columns need only tell them apart.
        columns={[resultNumber(results, earlier), resultNumber(results, later)]}
        rows={ROWS.map(([label, read]) => ({ label, cells: [read(earlier), read(later)] }))}
      />
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
