import type { InviteCreate, InviteCreated } from '@styleprint/contracts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, Named, TextField } from '#web/components/ui';
import { invitePath } from '#web/config/paths';
import type { ApiClient } from '#web/lib/api-client';
import { failureText } from '#web/lib/failure-text';
import { createInvite } from '../api/sharing-api';
import { SHARING_TEXT } from '../texts';
import { ShareTermsFields, type ShareChoice } from './ShareTermsFields';

const T = SHARING_TEXT.invite;
/** Something @ something: the API checks the same; the mail server has the last word. */
const EMAIL = /^[^\s@]+@[^\s@]+$/;

interface InviteLinkProps {
  client: ApiClient;
  heading: string;
  explain: string;
  createLabel: string;
  /** A team invite: no offer, the team's id. */
  teamId?: string;
  /** An invite for someone in my People: accepted, it links them to that private entry. */
  personId?: string;
  /** The service can email the link (an SMTP server is configured). */
  canEmail: boolean;
  onCreated: (created: InviteCreated) => void;
  onClose: () => void;
}

/** Makes an invite link and shows it once, with a button that copies it. */
export function InviteLink({
  client,
  heading,
  explain,
  createLabel,
  teamId,
  personId,
  canEmail,
  onCreated,
  onClose,
}: InviteLinkProps) {
  const headingId = useId();
  // Opened by a button that the form replaces: a keyboard user lands on the form's heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const linkId = useId();
  const [offer, setOffer] = useState<ShareChoice>({ traits: [], suggestions: false });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [copyStatus, setCopyStatus] = useState('');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<ReactNode>(null);

  const create = async () => {
    const to = email.trim();
    if (to !== '' && !EMAIL.test(to)) {
      setFailure(T.emailInvalid);
      return;
    }
    setBusy(true);
    setFailure(null);
    const body: InviteCreate = {
      ...(teamId !== undefined
        ? { teamId }
        : offer.traits.length > 0
          ? { offer: { traits: offer.traits, suggestions: offer.suggestions } }
          : {}),
      ...(personId !== undefined ? { personId } : {}),
      ...(to !== '' ? { email: to } : {}),
    };
    try {
      const created = await createInvite(client, body);
      setLink(`${window.location.origin}${invitePath(created.token)}`);
      if (to !== '') setSent(created.emailed ? <Named text={T.emailed} name={to} /> : T.notEmailed);
      onCreated(created);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (link === null) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopyStatus(T.copied);
    } catch {
      setCopyStatus(T.copyFailed);
    }
  };

  return (
    <section className="card people-section invite-link" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {heading}
      </h3>
      <p>{explain}</p>
      {link === null ? (
        <form
          // Our own message for a bad address, in the product's words, not the browser's bubble.
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void create();
          }}
        >
          {teamId === undefined ? (
            <ShareTermsFields
              legend={SHARING_TEXT.terms.legendOffer}
              hint={SHARING_TEXT.terms.offerHint}
              value={offer}
              onChange={setOffer}
              disabled={busy}
            />
          ) : null}
          {canEmail ? (
            <TextField
              label={T.emailLabel}
              hint={T.emailHint}
              type="email"
              autoComplete="off"
              value={email}
              maxLength={254}
              disabled={busy}
              onChange={(event) => setEmail(event.target.value)}
            />
          ) : null}
          {failure ? (
            <p role="alert" className="consent__error">
              {failure}
            </p>
          ) : null}
          <div className="people-toolbar">
            <Button type="submit" busy={busy} disabled={busy}>
              {createLabel}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={onClose}>
              {T.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div className="field">
            <label className="field__label" htmlFor={linkId}>
              {T.linkLabel}
            </label>
            <input
              id={linkId}
              className="field__input invite-link__url"
              readOnly
              value={link}
              aria-describedby={`${linkId}-once`}
              onFocus={(event) => event.target.select()}
            />
            <p id={`${linkId}-once`} className="share-terms__hint">
              {T.linkOnce}
            </p>
          </div>
          {sent !== null ? <p>{sent}</p> : null}
          <p aria-live="polite">{copyStatus}</p>
          <div className="people-toolbar">
            <Button onClick={() => void copy()}>{T.copy}</Button>
            <Button variant="secondary" onClick={onClose}>
              {T.done}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
