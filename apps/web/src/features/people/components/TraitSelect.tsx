import { Select } from '#web/components/ui';
import { PEOPLE_TEXT } from '../texts';
import { TRAIT_OPTIONS, type TraitKey } from '../lib/trait-options';

interface TraitSelectProps {
  trait: TraitKey;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  disabled?: boolean;
}

/** One framework's choice, "Not sure" first: nobody has to guess a style they cannot tell. */
export function TraitSelect({ trait, label, value, onChange, disabled }: TraitSelectProps) {
  return (
    <Select
      label={label}
      value={value}
      options={TRAIT_OPTIONS[trait]}
      onChange={onChange}
      emptyLabel={PEOPLE_TEXT.form.notSure}
      {...(disabled === undefined ? {} : { disabled })}
    />
  );
}
