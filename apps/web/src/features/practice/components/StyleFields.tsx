import type { PracticeStyles } from '@styleprint/contracts';
import { DISC_STYLES, STRENGTH_DOMAINS, THINKING_STYLES } from '@styleprint/contracts';
import { Select } from '#web/components/ui';
import { PRACTICE_TEXT } from '../texts';

const MBTI_TYPES = ['E', 'I'].flatMap((a) =>
  ['S', 'N'].flatMap((b) => ['T', 'F'].flatMap((c) => ['J', 'P'].map((d) => `${a}${b}${c}${d}`))),
);

interface StyleSelectProps {
  label: string;
  value: string | null;
  options: readonly string[];
  onChange: (value: string | null) => void;
}

/** A style, "Not sure" first; each option is its own label (D, INTJ, Analytical). */
function StyleSelect({ label, value, options, onChange }: StyleSelectProps) {
  return (
    <Select
      label={label}
      value={value}
      options={options.map((option) => ({ value: option, label: option }))}
      onChange={onChange}
      emptyLabel={PRACTICE_TEXT.notSure}
    />
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
