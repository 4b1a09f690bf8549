import { describe, expect, it } from 'vitest';
import { welcomeBackOf } from './welcome-back.js';

describe('welcomeBackOf', () => {
  it('reads when, after what, what changed, the phased return and the first day', () => {
    expect(
      welcomeBackOf(
        "Bola is coming back on Monday after 11 months' maternity leave. A lot has changed - a new e-obs system and 12.5 hr shifts. She's on a phased return, 3 long days a week to start. I want to send her something welcoming and plan her first day.",
      ),
    ).toEqual({
      when: 'Monday',
      away: "11 months' maternity leave",
      health: false,
      changes: 'a new e-obs system and 12.5 hr shifts',
      phased: '3 long days a week to start',
      handBack: false,
      inPublic: false,
      firstDay: true,
    });
  });

  it('knows an illness is theirs to raise, and a welcome in the team meeting is said in public', () => {
    expect(
      welcomeBackOf(
        "Ruth is coming back on Monday after six months off for cancer treatment. I want to say something in Monday's team meeting to welcome her back.",
      ),
    ).toMatchObject({ health: true, inPublic: true, away: 'six months off for cancer treatment' });
  });

  it.each([
    'Our new manager starts on Monday. How do I welcome her?',
    'I am coming back from a conference and need to brief my team. What do I say?',
    'My boss is back from holiday and I missed the deadline. How do I tell her?',
    "I'm going back to work next month after six months off for chemo. What should I send to the team before I come back?",
  ])('is no welcome back: %s', (message) => {
    expect(welcomeBackOf(message)).toBeNull();
  });
});
