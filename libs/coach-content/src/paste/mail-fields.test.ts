import { describe, expect, it } from 'vitest';
import { isMailField, isMailFrom, mailFromValue } from './mail-fields.js';

describe('Outlook header fields in the languages people paste from', () => {
  it('reads English, Polish, German and French header blocks', () => {
    expect(isMailFrom('From: Maria Lopez <maria@x.com>', undefined)).toBe(true);
    expect(
      isMailFrom('Od: Marta Nowak <m.nowak@firma.pl>', 'Wysłano: piątek, 14 marca 2025 09:12'),
    ).toBe(true);
    expect(isMailFrom('Von: Jens Bauer', 'Gesendet: Montag, 3. März 2025 10:02')).toBe(true);
    expect(isMailFrom('De : Claire Martin', 'Envoyé : lundi 3 mars 2025 10:02')).toBe(true);
    expect(mailFromValue('Od: Marta Nowak <m.nowak@firma.pl>')).toBe(
      'Marta Nowak <m.nowak@firma.pl>',
    );
    for (const field of [
      'Temat: Q2',
      'Do: Jan Kowalski',
      'Betreff: Angebot',
      'Objet : Devis',
      'Cc:',
      'Subject: Plan',
    ]) {
      expect(isMailField(field)).toBe(true);
    }
  });

  it('keeps a chat line by someone called Van, or a sentence, out of it', () => {
    expect(isMailFrom('Van: can we move the call?', 'Me: sure')).toBe(false);
    expect(isMailFrom('Da: ok', undefined)).toBe(false);
    expect(isMailField('Today: the plan is ready')).toBe(false);
    expect(isMailField('Do you have a minute?')).toBe(false);
  });
});
