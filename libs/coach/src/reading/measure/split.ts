/**
 * Splits a turn into sentences as written (for quoting): at ". ", "! ", "? " followed by a
 * capital or a digit, and at line breaks. One pass; no regular expression.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  const push = (end: number): void => {
    const sentence = text.slice(start, end).trim();
    if (sentence !== '') sentences.push(sentence);
    start = end;
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (char === '\n') {
      push(index);
      continue;
    }
    if (char !== '.' && char !== '!' && char !== '?') continue;
    // Runs of marks ("??", "...", "?!") end together.
    let end = index + 1;
    while ('.!?'.includes(text.charAt(end)) && end < text.length) end += 1;
    const next = text.charAt(end);
    const after = text.charAt(end + 1);
    if (end >= text.length) {
      push(end);
      index = end;
    } else if ((next === ' ' || next === '\t') && /[\p{Lu}\p{N}"“'‘(]/u.test(after)) {
      push(end);
      index = end;
    } else {
      index = end - 1;
    }
  }
  push(text.length);
  return sentences;
}
