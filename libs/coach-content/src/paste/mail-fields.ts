/**
 * The field names of an Outlook header block ("From: … / Sent: … / To: … / Subject: …") in the
 * languages people paste from: a Polish or German Outlook writes "Od:" or "Von:". One list for the
 * screen's paste reader and the coach's (decision 0065).
 */

/** "From" in English, German, French, Spanish, Portuguese, Italian, Dutch, Polish, Swedish, Danish and Norwegian. */
const FROM_WORDS = ['from', 'von', 'de', 'da', 'van', 'od', 'från', 'fra'];

const FIELD_WORDS = [
  // English
  'sent',
  'date',
  'to',
  'cc',
  'bcc',
  'subject',
  'importance',
  // German
  'gesendet',
  'datum',
  'an',
  'betreff',
  // French
  'envoyé',
  'à',
  'objet',
  // Spanish and Portuguese
  'enviado',
  'enviada',
  'fecha',
  'para',
  'asunto',
  'assunto',
  // Italian
  'inviato',
  'a',
  'oggetto',
  // Dutch
  'verzonden',
  'aan',
  'onderwerp',
  // Polish
  'wysłano',
  'do',
  'dw',
  'temat',
  'data',
  // Swedish, Danish and Norwegian
  'skickat',
  'till',
  'ämne',
  'sendt',
  'til',
  'emne',
];

/** "De :" in French puts a space before the colon. */
const FROM = new RegExp(`^(?:${FROM_WORDS.join('|')}) ?: *\\S`, 'iu');
const ENGLISH_FROM = /^from ?: *\S/i;
/** A field may be empty ("Cc:" with nobody copied). */
const FIELD = new RegExp(`^(?:${FIELD_WORDS.join('|')}) ?:(?: |$)`, 'iu');

/** Only this much of a line can be a header field: they are short. */
const FIELD_MAX = 400;

/** "Sent: …", "Wysłano: …", "Objet : …": a field of an Outlook header block. */
export function isMailField(line: string): boolean {
  const trimmed = line.trim();
  return trimmed.length <= FIELD_MAX && FIELD.test(trimmed);
}

/**
 * "From: Maria Lopez <maria@x.com>", or in another language when a field follows it ("Od: Marta
 * Nowak" / "Wysłano: …"): "Van: hi" alone is a chat line by someone called Van.
 */
export function isMailFrom(line: string, next: string | undefined): boolean {
  const trimmed = line.trim();
  if (trimmed.length > FIELD_MAX) return false;
  if (ENGLISH_FROM.test(trimmed)) return true;
  return FROM.test(trimmed) && next !== undefined && isMailField(next);
}

/** The text after a From field's colon ("Od: Marta Nowak <m@x.pl>" → "Marta Nowak <m@x.pl>"). */
export function mailFromValue(line: string): string {
  const trimmed = line.trim();
  return trimmed.slice(trimmed.indexOf(':') + 1).trim();
}
