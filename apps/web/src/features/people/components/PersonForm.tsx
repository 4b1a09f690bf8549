import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, TextField } from '#web/components/ui';
import { validatePersonName } from '../lib/person-name';
import { TRAIT_KEYS, type TraitChoices } from '../lib/trait-options';
import { PEOPLE_TEXT } from '../texts';
import { TraitSelect } from './TraitSelect';

export interface PersonFormValues {
  name: string;
  traits: TraitChoices;
}

interface PersonFormProps {
  heading: ReactNode;
  initial: PersonFormValues;
  submitLabel: string;
  /** Saves; resolves with an error message to show, or null when saved. */
  onSubmit: (values: PersonFormValues) => Promise<string | null>;
  onCancel?: () => void;
}

const T = PEOPLE_TEXT.form;
const TRAIT_LABELS = { disc: T.disc, mbti: T.mbti, thinking: T.thinking, strength: T.strengths };

/** Add or edit a person by hand: a name and any of the four styles, each allowing "Not sure". */
export function PersonForm({ heading, initial, submitLabel, onSubmit, onCancel }: PersonFormProps) {
  const headingId = useId();
  const [name, setName] = useState(initial.name);
  const [traits, setTraits] = useState<TraitChoices>(initial.traits);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = validatePersonName(name);
    setNameError(problem);
    setFailure(null);
    if (problem) {
      const field = event.currentTarget.elements.namedItem('name');
      if (field instanceof HTMLInputElement) field.focus();
      return;
    }
    setBusy(true);
    void onSubmit({ name: name.trim(), traits }).then((error) => {
      setBusy(false);
      setFailure(error);
    });
  };

  return (
    <form className="card people-form" aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId}>{heading}</h2>
      <TextField
        name="name"
        label={T.name}
        value={name}
        autoComplete="off"
        invalid={nameError !== null}
        hint={nameError ? <span className="field__error">{nameError}</span> : T.nameHint}
        onChange={(event) => {
          setName(event.target.value);
          if (nameError) setNameError(null);
        }}
      />
      <fieldset className="people-form__traits">
        <legend>{T.traitsLegend}</legend>
        <p className="people-form__hint">{T.traitsHint}</p>
        <div className="people-form__grid">
          {TRAIT_KEYS.map((key) => (
            <TraitSelect
              key={key}
              trait={key}
              label={TRAIT_LABELS[key]}
              value={traits[key]}
              disabled={busy}
              onChange={(value) => setTraits((previous) => ({ ...previous, [key]: value }))}
            />
          ))}
        </div>
      </fieldset>
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="people-form__actions">
        <Button type="submit" busy={busy} disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {T.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
