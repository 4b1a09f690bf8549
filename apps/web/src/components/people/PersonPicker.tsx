import { useId } from 'react';
import { useSavedPeople } from '#web/hooks/use-saved-people';
import { SAVED_PEOPLE_TEXT } from './texts';

interface PersonPickerProps {
  /** The chosen person's id, or null for nobody. */
  value: string | null;
  onChange: (personId: string | null) => void;
  disabled?: boolean;
}

const T = SAVED_PEOPLE_TEXT.picker;

/**
 * "Who is this with?": one of the user's saved people, whose id the coach sends as `personId`
 * (docs/decisions/0100-people-contract-and-routes.md). Shown only when someone is saved.
 */
export function PersonPicker({ value, onChange, disabled }: PersonPickerProps) {
  const id = useId();
  const people = useSavedPeople();
  if (people.length === 0) return null;
  // A chosen person deleted meanwhile reads as nobody rather than a blank select.
  const known = people.some((person) => person.id === value) ? value : null;
  return (
    <div className="field person-picker">
      <label className="field__label" htmlFor={id}>
        {T.label}
      </label>
      <select
        id={id}
        className="field__input"
        aria-describedby={`${id}-hint`}
        value={known ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{T.nobody}</option>
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </select>
      <div id={`${id}-hint`} className="field__hint">
        {T.hint}
      </div>
    </div>
  );
}
