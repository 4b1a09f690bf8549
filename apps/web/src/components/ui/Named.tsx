import { Fragment, type ReactNode } from 'react';

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

/**
 * Where the names go in a sentence of ours: private-use characters no text of ours contains, one
 * per name (U+E000, U+E001, …).
 */
const SLOT_BASE = 0xe000;
const slotOf = (index: number): string => String.fromCharCode(SLOT_BASE + index);

/** One of our sentences (`text`) with user-supplied names in it, each name isolated. */
export function NamedMany({
  text,
  names,
}: {
  text: (names: string[]) => string;
  names: readonly string[];
}) {
  const sentence = text(names.map((_, index) => slotOf(index)));
  const parts: ReactNode[] = [];
  let plain = '';
  for (const char of sentence) {
    const index = char.charCodeAt(0) - SLOT_BASE;
    const name = char.length === 1 && index >= 0 ? names[index] : undefined;
    if (name === undefined) {
      plain += char;
      continue;
    }
    if (plain) parts.push(plain);
    plain = '';
    // The parts of one fixed sentence never reorder: their position is their identity.
    parts.push(<bdi key={parts.length}>{name}</bdi>);
  }
  if (plain) parts.push(plain);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}

/** One of our sentences (`text`) with a user-supplied name in it, the name isolated. */
export function Named({ text, name }: { text: (name: string) => string; name: string }) {
  return <NamedMany text={([slot = '']) => text(slot)} names={[name]} />;
}
