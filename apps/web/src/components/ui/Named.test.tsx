import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isolate, Name, Named } from './Named';

/** A name that tries to reverse what follows it on the owner's screen. */
const HOSTILE = 'Ana\u202Egnp.exe';

describe('names shown isolated', () => {
  it('puts a name in a sentence inside its own <bdi>, the sentence around it untouched', () => {
    const { container } = render(
      <p>
        <Named text={(name) => `Open ${name} in People`} name={HOSTILE} />
      </p>,
    );
    const paragraph = container.querySelector('p');
    expect(paragraph?.textContent).toBe(`Open ${HOSTILE} in People`);
    expect(container.querySelector('bdi')?.textContent).toBe(HOSTILE);
    // The words after the name are outside the isolate, so the override cannot reach them.
    expect(paragraph?.lastChild?.textContent).toBe(' in People');
  });

  it('isolates a name the sentence names twice, and a name at either end', () => {
    const { container } = render(<Named text={(name) => `${name} and ${name}`} name={HOSTILE} />);
    expect(container.querySelectorAll('bdi')).toHaveLength(2);
  });

  it('isolates a name on its own', () => {
    const { container } = render(<Name>{HOSTILE}</Name>);
    expect(container.querySelector('bdi')?.textContent).toBe(HOSTILE);
  });

  it('isolates as characters where only a string fits', () => {
    expect(isolate(HOSTILE)).toBe(`\u2068${HOSTILE}\u2069`);
  });
});
