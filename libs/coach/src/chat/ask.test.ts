import { describe, expect, it } from 'vitest';
import { askOf } from './ask.js';

describe('askOf', () => {
  it('turns the question as asked into the coach’s "you"', () => {
    expect(
      askOf(
        'this q4 deadline is killing me lol. how do i tell my PM (jess) that the dec 15 release has to drop the CSV export? QA found 11 bugs',
      ),
    ).toBe('You want to tell your PM (jess) that the dec 15 release has to drop the CSV export.');
    expect(askOf('Should I decline the offsite or just go?')).toBe(
      'You are weighing whether to decline the offsite or just go.',
    );
    expect(askOf('how do I bring it up w/o it turning into a thing, i hate drama')).toBe(
      'You want to bring it up without it turning into a thing.',
    );
  });

  it('says nothing when there is no ask, or only a word or two of one', () => {
    expect(askOf('My manager Diane cuts me off in every sync.')).toBeNull();
    expect(askOf('How do I?')).toBeNull();
  });
});
