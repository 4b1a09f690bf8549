import type { PracticeStyles } from '@styleprint/contracts';
import { DISC_STYLES, STRENGTH_DOMAINS, THINKING_STYLES } from '@styleprint/contracts';
import { useId } from 'react';
import { PRACTICE_TEXT } from '../texts';

const MBTI_TYPES = ['E', 'I'].flatMap((a) =>
  ['S', 'N'].flatMap((b) => ['T', 'F'].flatMap((c) => ['J', 'P'].map((d) => `${a}${b}${c}${d}`))),
);

interface SelectProps {
  label: string;
  value: string | null;
  options: readonly string[];
  onChange: (value: string | null) => void;
}

function StyleSelect({ label, value, options, onChange }: SelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{PRACTICE_TEXT.notSure}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The four styles of a persona chosen by hand; each may be "not sure". */
export function StyleFields({
  styles,
  onChange,
}: {
  styles: PracticeStyles;
  onChange: (styles: PracticeStyles) => void;
}) {
  return (
    <div className="practice__styles">
      <StyleSelect
        label={PRACTICE_TEXT.disc}
        value={styles.disc}
        options={DISC_STYLES}
        onChange={(value) => onChange({ ...styles, disc: value as PracticeStyles['disc'] })}
      />
      <StyleSelect
        label={PRACTICE_TEXT.mbti}
        value={styles.mbti}
        options={MBTI_TYPES}
        onChange={(value) => onChange({ ...styles, mbti: value })}
      />
      <StyleSelect
        label={PRACTICE_TEXT.thinking}
        value={styles.thinking}
        options={THINKING_STYLES}
        onChange={(value) => onChange({ ...styles, thinking: value as PracticeStyles['thinking'] })}
      />
      <StyleSelect
        label={PRACTICE_TEXT.strength}
        value={styles.strength}
        options={STRENGTH_DOMAINS}
        onChange={(value) => onChange({ ...styles, strength: value as PracticeStyles['strength'] })}
      />
    </div>
  );
}
