import type { SelfReadResult } from '@styleprint/contracts';
import { PRACTICE_LIMITS } from '@styleprint/contracts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Spinner } from '#web/components/ui';
import { failureText } from '#web/lib/failure-text';
import { useApiClient } from '#web/lib/use-api-client';
import { usePageTitle } from '#web/lib/use-page-title';
import { readSelf } from '../api/self-read-api';
import { OthersSeeYou } from '../components/OthersSeeYou';
import { SELF_READ_TEXT } from '../texts';
import '../self-read.css';

const TONE = { matches: 'high', differs: 'medium', unknown: 'neutral' } as const;

/**
 * /come-across: the user's own messages read and compared with their profile, per framework; then
 * how colleagues see them (docs/decisions/0108-how-others-see-you.md).
 */
export function ComeAcrossRoute() {
  usePageTitle(SELF_READ_TEXT.title);
  const client = useApiClient();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<SelfReadResult | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(SELF_READ_TEXT.empty);
      return;
    }
    setPending(true);
    setError(null);
    try {
      setResult(await readSelf(client, text));
    } catch (failure) {
      setError(failureText(failure, SELF_READ_TEXT.errorGeneric));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="page self-read">
      <h1>{SELF_READ_TEXT.title}</h1>
      <p className="muted">{SELF_READ_TEXT.intro}</p>
      <form className="card self-read__form" onSubmit={submit} noValidate>
        <label className="field__label" htmlFor={fieldId}>
          {SELF_READ_TEXT.label}
        </label>
        <textarea
          id={fieldId}
          className="field__input self-read__textarea"
          rows={6}
          value={text}
          maxLength={PRACTICE_LIMITS.selfReadMaxChars}
          aria-describedby={`${fieldId}-hint`}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${fieldId}-hint`} className="muted self-read__hint">
          {SELF_READ_TEXT.hint} {text.length} / {PRACTICE_LIMITS.selfReadMaxChars}
        </p>
        {error ? <Alert>{error}</Alert> : null}
        <div className="self-read__actions">
          <Button type="submit" disabled={pending}>
            {SELF_READ_TEXT.read}
          </Button>
          {pending ? <Spinner size="small" label={SELF_READ_TEXT.reading} /> : null}
        </div>
      </form>
      {result ? (
        <section className="self-read__result" aria-labelledby="self-read-headline">
          <h2 id="self-read-headline" ref={resultRef} tabIndex={-1} className="self-read__headline">
            {result.headline}
          </h2>
          <ul className="self-read__frameworks">
            {result.frameworks.map((entry) => (
              <li key={entry.framework} className="card self-read__framework">
                <div className="self-read__framework-head">
                  <h3>{entry.label}</h3>
                  <Badge tone={TONE[entry.agreement]}>
                    {SELF_READ_TEXT.agreement[entry.agreement]}
                  </Badge>
                </div>
                <dl className="self-read__pair">
                  <div>
                    <dt>{SELF_READ_TEXT.selfLabel}</dt>
                    <dd>{entry.self ?? SELF_READ_TEXT.noSelf}</dd>
                  </div>
                  <div>
                    <dt>{SELF_READ_TEXT.shownLabel}</dt>
                    <dd>{entry.shown ?? SELF_READ_TEXT.notShown}</dd>
                  </div>
                </dl>
                <p>{entry.summary}</p>
                {entry.examples.length > 0 ? (
                  <>
                    <h4 className="self-read__examples-title">{SELF_READ_TEXT.examples}</h4>
                    <ul className="self-read__examples">
                      {entry.examples.map((example) => (
                        <li key={example.quote}>
                          <blockquote>{example.quote}</blockquote>
                          <span className="muted">{example.shows}</span>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <OthersSeeYou />
    </div>
  );
}
