import { useId, useState } from 'react';
import { Badge, Button } from '#web/components/ui';
import { TRAIT_FRAMEWORK, traitLabel, type TraitKey } from '../lib/trait-options';
import type { TraitView } from '../lib/person-view';
import { PEOPLE_TEXT } from '../texts';
import { TraitSelect } from './TraitSelect';

interface TraitCardProps {
  trait: TraitView;
  busy: boolean;
  onStrike: (trait: TraitKey, evidenceId: string, struck: boolean) => void;
  /** A value chosen by hand (null: "Not sure"). */
  onSet: (trait: TraitKey, value: string | null) => void;
  /** Drops the value set by hand: the read from the quotes counts again. */
  onBackToRead: (trait: TraitKey) => void;
}

const T = PEOPLE_TEXT.detail;

/** Why a trait has no value: the user chose "Not sure", the quotes are too few, or nothing yet. */
function unknownText(trait: TraitView): string {
  if (trait.source === 'user') return PEOPLE_TEXT.form.notSure;
  return trait.evidence.length > 0 ? T.notRead : T.unknown;
}

/** One trait: its value, how sure, the quotes it rests on (each can be struck out) and "Set by hand". */
export function TraitCard({ trait, busy, onStrike, onSet, onBackToRead }: TraitCardProps) {
  const headingId = useId();
  const framework = TRAIT_FRAMEWORK[trait.key];
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState<string | null>(trait.value);
  const shown = traitLabel(trait.key, trait.value);

  return (
    <section className="card trait-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{framework}</h3>
      <p className="trait-card__value">{shown ?? unknownText(trait)}</p>
      <p className="trait-card__meta">
        {trait.source === 'user' ? (
          <Badge tone="neutral">{T.byHand}</Badge>
        ) : trait.source === 'read' ? (
          <>
            <Badge tone="neutral">{T.fromRead}</Badge>
            {trait.confidence !== null ? ` ${T.confidence(trait.confidence)}` : null}
          </>
        ) : null}
      </p>
      {trait.evidence.length > 0 ? (
        <>
          <h4 className="visually-hidden">{T.evidence}</h4>
          <ul className="trait-card__evidence" aria-label={`${framework}: ${T.evidence}`}>
            {trait.evidence.map((item) => (
              <li
                key={item.id}
                className={item.struck ? 'trait-quote trait-quote--struck' : 'trait-quote'}
              >
                <blockquote>
                  {item.struck ? <span className="visually-hidden">{T.struck}: </span> : null}
                  {`“${item.quote}”`}
                </blockquote>
                <Button
                  variant="ghost"
                  disabled={busy}
                  aria-label={item.struck ? T.restore(item.quote) : T.strike(item.quote)}
                  onClick={() => onStrike(trait.key, item.id, !item.struck)}
                >
                  {item.struck ? T.restoreShort : T.strikeShort}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : trait.source === 'user' ? (
        <p className="trait-card__meta">{T.noEvidence}</p>
      ) : null}
      {choosing ? (
        <form
          className="trait-card__set"
          onSubmit={(event) => {
            event.preventDefault();
            onSet(trait.key, choice);
            setChoosing(false);
          }}
        >
          <TraitSelect
            trait={trait.key}
            label={T.setByHand(framework)}
            value={choice}
            onChange={setChoice}
            disabled={busy}
          />
          <Button type="submit" disabled={busy}>
            {T.apply}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => setChoosing(false)}>
            {PEOPLE_TEXT.form.cancel}
          </Button>
        </form>
      ) : (
        <div className="trait-card__set">
          <Button
            variant="secondary"
            disabled={busy}
            aria-label={T.setByHand(framework)}
            onClick={() => {
              setChoice(trait.value);
              setChoosing(true);
            }}
          >
            {T.setByHandShort}
          </Button>
          {trait.source === 'user' && trait.canReturnToRead ? (
            <Button
              variant="ghost"
              disabled={busy}
              aria-label={T.backToRead(framework)}
              onClick={() => onBackToRead(trait.key)}
            >
              {T.backToReadShort}
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}
