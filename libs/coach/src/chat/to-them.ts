/**
 * Words about the person a reply is sent to, turned to them: "borrow her camping stove" is, said
 * to her, "borrow your camping stove"; "(she has access)" is "(you have access)". One definition
 * for the readers that send the user's own words on (declined, listed, own-mistake, as-asked).
 */

/** "his"/"her" before a word they own: "your". */
export const possessivesToYours = (text: string): string =>
  text.replace(/\b(?:his|her)\b(?=\s+\p{L})/giu, 'your');

/** Possessives, then "him"/"her" as objects: "you". */
export const pronounsToYou = (text: string): string =>
  possessivesToYours(text).replace(/\b(?:him|her)\b/gi, 'you');
