import { describe, expect, it } from 'vitest';
import { discOfMbti, readSelfDescription } from './self-description.js';

describe('readSelfDescription', () => {
  it('reads a stated type, DiSC letter and tendency', () => {
    expect(readSelfDescription("i'm high D on disc so i tend to be blunt")).toMatchObject({
      disc: 'D',
      lean: 'D',
    });
    expect(readSelfDescription("I'm an INFP and really hate conflict")).toMatchObject({
      mbti: 'INFP',
      lean: 'S',
    });
    expect(readSelfDescription('My DiSC is C')).toMatchObject({ disc: 'C' });
  });

  it('reads nothing from ordinary sentences', () => {
    expect(readSelfDescription('I said I was fine and the demo is Friday')).toBeNull();
  });

  it('maps a type to the DiSC style it leans to', () => {
    expect(['ESTJ', 'ENFP', 'ISFJ', 'INTP'].map(discOfMbti)).toEqual(['D', 'I', 'S', 'C']);
  });
});
