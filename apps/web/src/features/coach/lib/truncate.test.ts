import { describe, expect, it } from 'vitest';
import { truncatePreview } from './truncate';

describe('truncatePreview', () => {
  it('keeps the first 80 characters and adds an ellipsis', () => {
    const text = 'x'.repeat(81);
    expect(truncatePreview(text)).toBe(`${'x'.repeat(80)}...`);
  });

  it('leaves a text of 80 characters or fewer whole', () => {
    expect(truncatePreview('y'.repeat(80))).toBe('y'.repeat(80));
    expect(truncatePreview('Short one')).toBe('Short one');
  });

  it('reads a multi-line chat as one line', () => {
    expect(truncatePreview('Jordan: Hi\n  Me: Hello\n')).toBe('Jordan: Hi Me: Hello');
  });
});
