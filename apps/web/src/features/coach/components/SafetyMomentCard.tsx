import { Fragment, type ReactNode } from 'react';
import type { CoachSafetyKind } from '@styleprint/contracts';
import type { CleanReply } from '../lib/clean-reply';
import { COACH_TEXT } from '../texts';

const T = COACH_TEXT.moment;

/**
 * The text with the allowed phone numbers as `tel:` links and the allowed sites as links; every
 * other character stays text (the reply is untrusted, so nothing else ever becomes a link). A
 * plain scan for the listed strings, longest first, so "116 123" is never read as "116".
 */
function withSafeLinks(text: string): ReactNode[] {
  const targets = [
    ...T.callable.map((number) => ({
      match: number,
      href: `tel:${number.replace(/[\s-]/g, '')}`,
      label: T.call(number),
    })),
    ...T.sites.map((site) => ({ match: site, href: `https://${site}`, label: undefined })),
  ].sort((a, b) => b.match.length - a.match.length);
  const out: ReactNode[] = [];
  let plain = '';
  let index = 0;
  const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';
  while (index < text.length) {
    const target = targets.find(
      (candidate) =>
        text.startsWith(candidate.match, index) &&
        // Whole numbers only: "1120" holds "112" but is not it.
        !isDigit(text[index - 1]) &&
        !isDigit(text[index + candidate.match.length]),
    );
    if (!target) {
      plain += text[index];
      index += 1;
      continue;
    }
    if (plain) out.push(plain);
    plain = '';
    out.push(
      <a
        key={`${index}-${target.match}`}
        href={target.href}
        aria-label={target.label}
        rel="noreferrer"
      >
        {target.match}
      </a>,
    );
    index += target.match.length;
  }
  if (plain) out.push(plain);
  return out;
}

interface SafetyMomentCardProps {
  reply: CleanReply & { moment: NonNullable<CleanReply['moment']> };
  headingLevel: 3 | 4;
}

/**
 * docs/decisions/0125-coach-safety-moments.md: a reply to a crisis, harassment or a threat is a
 * calm card, not coaching: what the coach heard, the steps, then (for a crisis) the lines to call
 * under "Help right now", never under a "suggested reply" heading; for harassment and violence the
 * sentence to say. A medical or legal note opens an ordinary reply (see CoachReplyView).
 */
export function SafetyMomentCard({ reply, headingLevel }: SafetyMomentCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const kind = reply.moment.kind;
  const titleId = `coach-moment-${kind}`;
  const sayHeading =
    kind === 'crisis' ? T.lines : kind === 'harassment' || kind === 'violence' ? T.say[kind] : null;
  return (
    <section className={`coach-moment coach-moment--${kind}`} aria-labelledby={titleId}>
      <Heading id={titleId} className="coach-moment__title" tabIndex={-1}>
        {T.title[kind]}
      </Heading>
      {reply.style ? <p className="coach-moment__text">{reply.style}</p> : null}
      {reply.insights.length > 0 ? (
        <>
          <p className="coach-moment__subtitle">{T.steps}</p>
          <ul className="coach-moment__steps">
            {reply.insights.map((insight, index) => (
              <li key={index}>{withSafeLinks(insight)}</li>
            ))}
          </ul>
        </>
      ) : null}
      {reply.reply && sayHeading ? (
        <Fragment>
          <p className="coach-moment__subtitle">{sayHeading}</p>
          <p className={kind === 'crisis' ? 'coach-moment__lines' : 'coach-moment__say'}>
            {withSafeLinks(reply.reply)}
          </p>
        </Fragment>
      ) : null}
    </section>
  );
}

/** The note that opens a medical or legal reply, before the coaching that follows it. */
export function MomentNote({ kind, note }: { kind: CoachSafetyKind; note: string }) {
  return (
    <section className="coach-moment coach-moment--note" aria-label={T.title[kind]}>
      <p className="coach-moment__title">{T.title[kind]}</p>
      <p className="coach-moment__text">{withSafeLinks(note)}</p>
    </section>
  );
}
