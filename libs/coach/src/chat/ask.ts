import { toSecondPerson } from './voice.js';

/**
 * What the user asks for, in their own words, turned to the coach's voice: "how do I tell my PM
 * (jess) that the dec 15 release has to drop the CSV export?" is "You want to tell your PM (jess)
 * that the dec 15 release has to drop the CSV export." The reading opens with it, so the answer
 * starts from the question as asked, not from the situation it was filed under.
 */
const ASKING =
  /\b(?:how (?:do|can|could|should|would) i|how to|help me(?: to)?|what(?:'s| is) the best way to|what (?:do|should|can) i (?:actually |even |really )?(?:say|write|send|do) (?:to|when|in|at|about|before|after)|i (?:want|need|have|'d like|would like) to|i'm trying to|(?<!\b(?:what|how|when|where|who|which|why) (?:\w+ )?)should i)\s+((?:\d\.\d|[^?.!\n]){8,220})/i;

/** Words that end the ask rather than belong to it ("…, and I also", "… lol"). */
const TAIL =
  / (?:lol|haha|pls|please|thanks|thx)\b.*$|, ?(?:and|but|so|because|since|i|you|we|he|she|they|it|probably|maybe|perhaps|ideally)\b.*$/i;

export function askOf(message: string): string | null {
  const match = ASKING.exec(message);
  if (!match) return null;
  const lead = match[0].slice(0, match[0].length - (match[1] ?? '').length).toLowerCase();
  let clause = (match[1] ?? '')
    .replace(TAIL, '')
    .replace(/\bw\/o\b/gi, 'without')
    .trim();
  const wanted =
    /^what (?:do|should|can) i (?:actually |even |really )?(say|write|send|do) (\w+)/.exec(lead);
  const words = clause.split(/\s+/);
  if (words.length < (wanted ? 1 : 3) || words.length > 30) return null;
  // "help me with my team" names no act: "You want to with your team" is no sentence.
  if (!wanted && /^(?:with|on|about|for|in|at|to|regarding)\b/i.test(clause)) return null;
  clause = toSecondPerson(clause);
  // "what do I say to him" asks for the words: "You want to know what to say to him".
  if (wanted) return `You want to know what to ${wanted[1]} ${wanted[2]} ${clause}.`;
  // "should I decline…" is a choice the user weighs; "how do I decline…" something they want to do.
  return lead.startsWith('should')
    ? `You are weighing whether to ${clause}.`
    : `You want to ${clause}.`;
}
