import { describe, expect, it } from 'vitest';
import { COACH_TEXT } from './texts';

describe('the chat failure text', () => {
  it('names the configured support address after "contact support"', () => {
    expect(COACH_TEXT.failures.chatWith('help@example.org')).toContain(
      'or contact support (help@example.org) if the problem continues.',
    );
  });

  it('stays word for word when no support address is configured', () => {
    expect(COACH_TEXT.failures.chatWith(null)).toBe(COACH_TEXT.failures.chat);
    expect(COACH_TEXT.failures.chat).toContain('or contact support if the problem continues.');
  });
});
