import { useId } from 'react';
import { linkedPersonIds } from '@styleprint/contracts';
import { useSavedPeople, useSharingWithMe } from '#web/hooks/use-saved-people';
import type { ChosenPerson } from './chosen-person';
import { SAVED_PEOPLE_TEXT } from './texts';

interface PersonPickerProps {
  /** The chosen person, or null for nobody. */
  value: ChosenPerson | null;
  onChange: (person: ChosenPerson | null) => void;
  disabled?: boolean;
}

const T = SAVED_PEOPLE_TEXT.picker;

// One select holds both kinds, so each option's value says which kind its id is.
const optionValue = (person: ChosenPerson): string => `${person.kind}:${person.id}`;
const chosenOf = (value: string): ChosenPerson | null => {
  const at = value.indexOf(':');
  const kind = value.slice(0, at);
  if (kind !== 'saved' && kind !== 'shared') return null;
  return { kind, id: value.slice(at + 1) };
};

/**
 * "Who is this with?": one of the user's saved people (their guess, sent as `personId`,
 * docs/decisions/0100-people-contract-and-routes.md) or someone who shares their own results with
 * them (sent as `sharedPersonId`, docs/decisions/0104-sharing-with-consent.md). Shown only when
 * there is someone to choose.
 */
export function PersonPicker({ value, onChange, disabled }: PersonPickerProps) {
  const id = useId();
  const saved = useSavedPeople();
  const sharing = useSharingWithMe();
  // A saved person linked to someone who shares is offered once, as that person: their own
  // results come first (decision 0104).
  const standIns = linkedPersonIds(sharing);
  const people = saved.filter((person) => !standIns.has(person.id));
  if (people.length === 0 && sharing.length === 0) return null;
  const standingIn =
    value?.kind === 'saved'
      ? sharing.find((person) => person.linkedPersonId === value.id)
      : undefined;
  // A chosen person deleted (or no longer sharing) meanwhile reads as nobody, not a blank select.
  const known: ChosenPerson | null =
    value === null
      ? null
      : standingIn !== undefined
        ? { kind: 'shared', id: standingIn.id }
        : value.kind === 'saved'
          ? people.some((person) => person.id === value.id)
            ? value
            : null
          : sharing.some((person) => person.id === value.id)
            ? value
            : null;
  const sharedName =
    known?.kind === 'shared' ? sharing.find((person) => person.id === known.id)?.name : undefined;
  return (
    <div className="field person-picker">
      <label className="field__label" htmlFor={id}>
        {T.label}
      </label>
      <select
        id={id}
        className="field__input"
        aria-describedby={`${id}-hint`}
        value={known ? optionValue(known) : ''}
        disabled={disabled}
        onChange={(event) => onChange(chosenOf(event.target.value))}
      >
        <option value="">{T.nobody}</option>
        {people.length > 0 ? (
          <optgroup label={T.savedGroup}>
            {people.map((person) => (
              <option key={person.id} value={optionValue({ kind: 'saved', id: person.id })}>
                {person.name}
              </option>
            ))}
          </optgroup>
        ) : null}
        {sharing.length > 0 ? (
          <optgroup label={T.sharedGroup}>
            {sharing.map((person) => (
              <option key={person.id} value={optionValue({ kind: 'shared', id: person.id })}>
                {T.sharedOption(person.name)}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
      <div id={`${id}-hint`} className="field__hint">
        {sharedName === undefined ? T.hint : T.sharedHint(sharedName)}
      </div>
    </div>
  );
}
