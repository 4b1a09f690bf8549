import { INDEPENDENCE_NOTICE } from '@styleprint/scoring';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IndependenceNotice } from './IndependenceNotice';

describe('IndependenceNotice', () => {
  it('says what Styleprint is not, naming each instrument and the decisions it is not for', () => {
    render(<IndependenceNotice />);
    const notice = screen.getByText(INDEPENDENCE_NOTICE);
    for (const part of [
      'independent self-reflection tool',
      'MBTI®',
      'DiSC®',
      'Emergenetics®',
      'CliftonStrengths®',
      'not affiliated with or endorsed by their owners',
      'hiring, promotion or clinical decisions',
    ])
      expect(notice).toHaveTextContent(part);
  });
});
