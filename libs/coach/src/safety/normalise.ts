import { CONTRACTIONS, S_IS, SPELLINGS } from '../data/moments/index.js';
import { tokenize } from '../reading/measure/tokens.js';

/** A number token, read as `#` by the moment phrases ("50 mg", "50mg"). */
export const NUMBER = '#';

/** The end of a sentence, `$` in the phrases ("he will find me." but not "find me a desk"). */
export const END = '\u0001end';

const UNITS = ['mg', 'ml', 'mcg', 'g'];

function isDigits(word: string): boolean {
  if (word === '') return false;
  for (const char of word) if (char < '0' || char > '9') return false;
  return true;
}

/** One token written out: contractions ("don't" → do not), texting ("im" → i am), "50mg" → # mg. */
function expand(token: string): string[] {
  const whole = CONTRACTIONS[token];
  if (whole !== undefined) return whole.split(' ');
  if (token.endsWith("n't")) return [token.slice(0, -3), 'not'];
  const apostrophe = token.lastIndexOf("'");
  if (apostrophe > 0) {
    const base = token.slice(0, apostrophe);
    const tail = token.slice(apostrophe + 1);
    const endings: Record<string, string> = {
      m: 'am',
      re: 'are',
      ll: 'will',
      ve: 'have',
      d: 'would',
    };
    const ending = endings[tail];
    if (ending !== undefined) return [...expand(base), ending];
    if (tail === 's') return S_IS.includes(base) ? [base, 'is'] : expand(base);
    return [token];
  }
  const spelled = SPELLINGS[token];
  if (spelled !== undefined) return spelled.split(' ');
  if (isDigits(token)) return [NUMBER];
  for (const unit of UNITS) {
    const number = token.slice(0, -unit.length);
    if (token.endsWith(unit) && isDigits(number)) return [NUMBER, unit];
  }
  return [token];
}

/**
 * The words of a text as the moment phrases are written: the coach tokenizer's words (one linear
 * pass), contractions and texting spellings written out, "my self" joined.
 */
export function momentWords(text: string): string[] {
  const out: string[] = [];
  for (const token of tokenize(text)) {
    for (const word of expand(token)) {
      if (word === 'self' && out[out.length - 1] === 'my') out[out.length - 1] = 'myself';
      else if (word !== '') out.push(word);
    }
  }
  return out;
}

/**
 * Sentences of a text: split at . ! ? ; and line ends (a character loop, no regular expression:
 * the text is hostile input). A decimal point ("2.5") does not split. `withEnds` keeps each
 * sentence's end marks ("Could you confirm?") and reads ";" as inside a sentence: what a draft
 * being cut down needs, where a clause is not a sentence.
 */
export function sentencesOf(text: string, { withEnds = false } = {}): string[] {
  const sentences: string[] = [];
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    const next = text[index + 1] ?? '';
    const mark = char === '!' || char === '?' || char === '.';
    const splits =
      char === '\n' ||
      (char === ';' && !withEnds) ||
      (mark && !(char === '.' && isDigits(next)) && !(withEnds && /[.!?]/.test(next)));
    if (withEnds && char !== '\n') current += char;
    if (splits) {
      if (current.trim() !== '') sentences.push(withEnds ? current.trim() : current);
      current = '';
    } else if (!withEnds) current += char;
  }
  if (current.trim() !== '') sentences.push(withEnds ? current.trim() : current);
  return sentences;
}
