import { Fragment } from 'react';

/**
 * User-supplied names (a person's, a persona's, a speaker's, a display name) shown isolated from
 * the text around them (docs/decisions/0027-hostile-text-late-writes-and-revocation.md): a name
 * may carry bidirectional controls (a right-to-left override U+202E, say), which would otherwise
 * reorder the words after it on the owner's screen. `<bdi>` isolates in markup; where only a
 * string fits (SVG text, an `<option>`), `isolate` wraps it in FIRST STRONG ISOLATE … POP
 * DIRECTIONAL ISOLATE, the same isolation as characters.
 */

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** `name` isolated as characters, for places that take a string only. */
export const isolate = (name: string): string =>
  `${FIRST_STRONG_ISOLATE}${name}${POP_DIRECTIONAL_ISOLATE}`;

/** A name on its own, isolated. */
export function Name({ children }: { children: string }) {
  return <bdi>{children}</bdi>;
}

/** Where the name goes in a sentence of ours: a private-use character no text of ours contains. */
const SLOT = '\uE000';

/** One of our sentences (`text`) with a user-supplied name in it, the name isolated. */
export function Named({ text, name }: { text: (name: string) => string; name: string }) {
  const parts = text(SLOT).split(SLOT);
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one fixed sentence never reorder: their index is their identity.
        <Fragment key={index}>
          {index > 0 ? <bdi>{name}</bdi> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
