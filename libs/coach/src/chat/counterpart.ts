import type { DiscStyle } from '@styleprint/contracts';
import { namePattern, quoteCues, theirQuotes } from './their-words.js';

/** How the other person comes across, read from what the user says about them. */
export interface CounterpartRead {
  /** The style their described behaviour points to, or null when the description is too thin. */
  style: DiscStyle | null;
  /** The user's words that support it, as written. */
  cues: string[];
  /** True when the style comes from a person the user saved, not from their words. */
  saved?: boolean;
  /** True when that saved style is the person's own shared result, not the user's guess. */
  own?: boolean;
  /**
   * A neighbouring style the description also points to ("direct" and "likes numbers": D with
   * C), named beside the leading one; opposite styles (D and S, I and C) are a split instead.
   */
  blend?: DiscStyle;
  /** True when the style rests on one cue only: the answer uses it and says it is held lightly. */
  tentative?: boolean;
}

/** Words and behaviours that point to a style; each phrase found in a sentence about them counts once. */
const CUES: readonly [RegExp, DiscStyle][] = [
  [
    /\b(?:direct(?!\s+reports?\b)|blunt|impatient|bossy|demanding|pushy|abrupt|aggressive|curt|no-nonsense|results[- ]driven|dominant|intense|forceful|controlling(?! (?:his|her|their|its|the|my|your|how) )|short with)\b/gi,
    'D',
  ],
  [
    /\b(?:terse|brusque|gruff|hard-nosed|decisive|no small talk|(?:gets?|goes) (?:straight )?to the point|straight to the point|(?:short|one-line|one-liner|two-word|three-word) (?:replies|answers|emails|messages)|repl(?:y|ies) in (?:like )?(?:one|two|three|a few) words|(?:answers?|repl(?:y|ies)|responds?|writes?)(?: \w+){0,2} (?:only )?(?:with|in) (?:one|a single|two) (?:line|word|sentence)s?|never says (?:please|thanks|thank you)|hates? (?:waffle|small talk|long emails)|cuts? (?:me|people|everyone) off|shuts? down (?:new |any |all |every |our |my )?(?:ideas?|people|suggestions?|proposals?|discussions?|debates?|questions?|anyone|everyone|everything)|interrupts?|talks? over|steamroll\w*|all caps|shouts?|yell(?:s|ed|ing)?|snaps?|demands?|wants? (?:it|everything) (?:now|yesterday)|one[- ]word (?:replies|answers)|decides? (?:fast|quickly|alone)|doesn'?t (?:care about|want) (?:the )?details|bottom[- ]line|shoot down|unacceptable|confident|cocky|competitive|tough|strict|straight[- ]talking|no time for|hates? long (?:explanations|emails|messages|meetings)|wants? (?:the )?(?:headline|answer first|short version)|always in a (?:rush|hurry)|(?:gives? (?:you|me|people) )?\d+ min(?:ute)?s? max|hates? being (?:contradicted|challenged|questioned)|no patience|bullet[- ]points? (?:or nothing|only|person)|no fluff|(?:answers?|repl(?:y|ies)|writes?|texts?|messages?) (?:very |really |super |always |quite )?(?:short|briefly|curtly|tersely)|(?:does ?n[o']t|never) (?:like|want|read) long (?:stories|messages|emails|explanations|texts|chats)|no greetings?)\b/gi,
    'D',
  ],
  [
    /\b(?:chatty|enthusiastic|excitable|talkative|bubbly|energetic|dramatic|scattered|outgoing|loud|charismatic|big[- ]picture|full of ideas|expressive|(?:super |very |really |so )(?:social|friendly))\b/gi,
    'I',
  ],
  [
    /\b(?:disorgani[sz]ed|all over the place|last[- ]minute|spontaneous|sociable|loves? (?:a chat|chatting|people)|emojis?|exclamation (?:marks|points)|huge (?:slack )?messages|long voice notes|long,? (?:very )?(?:chatty|friendly|warm|polite|rambling)? ?(?:emails|messages|texts)|ideas person|talks? a lot|rambles?|goes? off[- ]topic|tangents?|loves? (?:to talk|brainstorming|the spotlight)|lots of emojis|forgets? (?:the )?details|overpromis\w*|jumps? between ideas|jokes? around|likes? (?:a chat|to chat|chatting|a call|to talk)|prefers? (?:a )?(?:call|calls|phone|phoning)|phones? rather than|voice notes?|storyteller|social butterfly|life of the party|bounces? ideas|chats? (?:for|about) (?:ages|hours|\w+ minutes)|chats? away|loves? to chat)\b/gi,
    'I',
  ],
  [
    /\b(?:quiet|shy|sensitive|anxious|nervous|cautious|hesitant|reserved|worried|touchy|timid|conflict[- ]averse|gentle|soft[- ]spoken|loyal|steady|(?<!\b(?:a|the|my|our|your|his|her|their|each|every|one|new|another|elderly|older|young)\s)patient(?!s)|private|keeps? to (?:him|her|them)self|calm|careful|kind|(?:very |always |so |extremely )polite)\b/gi,
    'S',
  ],
  [
    /\b(?:easy[- ]?going|laid[- ]back|supportive|people[- ]pleaser|likes? (?:routine|stability)|(?:doesn'?t|does not) like change|hates? change|takes? (?:her|his|their) time|slow to decide|avoids? (?:conflict|confrontation)|resist\w* change|never (?:says|pushes back|complains)|goes? quiet|shuts? down(?! (?:new |any |all |every |our |my )?(?:ideas?|people|suggestions?|proposals?|discussions?|debates?|questions?|anyone|everyone|everything))|takes? (?:things|it|feedback) personally|agrees? to everything|doesn'?t speak up|needs? time|hates? surprises|panics?|(?:lets?|leaves?) (?:me|others|everyone|someone else) do (?:all )?the talking|(?:very |quite )?junior when)\b/gi,
    'S',
  ],
  [
    /\b(?:detail[- ]oriented|perfectionist|nitpick\w*|analytical|pedantic|skeptical|sceptical|critical|precise|data[- ]driven|numbers person|by the book|methodical|meticulous|thorough|picky)\b/gi,
    'C',
  ],
  [
    /\b(?:(?:very|quite|really|super|pretty|extremely|rather) formal|formal (?:person|type|emails?|tone|and|messages?|letters?|language|style|writing)|short,? (?:and )?formal|stickler|by the letter|exacting|structured|logical|wants? (?:everything )?documented|cites? (?:the )?(?:policy|contract|rules)|asks? for (?:data|numbers|evidence|sources|proof)|questions? every|wants? (?:all )?the details|checks? everything|double[- ]checks?|spreadsheets?|footnotes|process|rules?|wants? it in writing|corrects? (?:my|people'?s) (?:grammar|numbers)|numbered (?:points|lists?)|likes? lists|(?:very )?organi[sz]ed|responds? (?:well )?to (?:numbers|data|facts)|wants? (?:numbers|figures|facts|data)|likes? (?:numbers|figures|data|facts)|numbers[- ](?:driven|first|focused|minded|oriented)|wants? (?:things|it|everything) in writing|with sources|hates? being ambushed)\b/gi,
    'C',
  ],
];

const SELF_SUBJECT = /^\s*(?:i|i'm|im|i've|i'd|i'll|me|my|we|we're|our)\b/i;

/** The sentences (and clauses) that talk about the other person, not about the user. */
function aboutThem(message: string, who: string | undefined): string[] {
  // "Mr. Okafor" is found as "Okafor", "your team lead" as "lead", "Ana and Wei" as either.
  const named = namePattern(who);
  const pronoun = /\b(?:he|she|they|him|her|them|his|their)\b/i;
  return (
    message
      .split(
        /(?<=[!?;\n]|(?<!\b(?:Mr|Mrs|Ms|Dr))\.)\s+|,\s+(?:and|but|so|while|because)\s+| (?:but|and|while|because) (?=(?:he|she|they)(?:['’]s|['’]re| is| are| was| were| has| have| can| never| always| gets?| hates?| likes?| wants?)\b)/i,
      )
      .filter(
        (clause) => named?.test(clause) || (pronoun.test(clause) && !SELF_SUBJECT.test(clause)),
      )
      // "they find me too direct" describes the user, not them.
      .map((clause) =>
        clause.replace(
          /\b(?:find|finds|call|calls|think|thinks|say|says)\s+(?:that\s+)?(?:i'?m|me)\b(?:\d[.,]\d|[^.,;])*/gi,
          '',
        ),
      )
  );
}

/** Styles that sit side by side on the DiSC circle, so one person often shows both. */
const NEIGHBOURS: Readonly<Record<DiscStyle, readonly DiscStyle[]>> = {
  D: ['I', 'C'],
  I: ['D', 'S'],
  S: ['I', 'C'],
  C: ['S', 'D'],
};

/**
 * Weighs every cue in what the user says about them. Two cues or more for one style, more than
 * for any other, name it; cues for two neighbouring styles ("direct" and "likes numbers") name
 * both, the one with more cues (or said first) leading; one cue alone names a style held lightly
 * (the answer says so); cues for opposite styles are a split, too little to tell.
 */
export function readCounterpart(message: string, who: string | undefined): CounterpartRead {
  const tally = new Map<DiscStyle, string[]>();
  // Their own words first: what they wrote is better evidence than how the user sums them up.
  for (const quote of theirQuotes(message, who)) {
    for (const [words, style] of quoteCues(quote)) {
      const list = tally.get(style) ?? [];
      if (!list.some((cue) => cue.toLowerCase() === words.toLowerCase())) list.push(words);
      tally.set(style, list);
    }
  }
  for (const clause of aboutThem(message, who)) {
    for (const [pattern, style] of CUES) {
      for (const match of clause.matchAll(pattern)) {
        // "time-sensitive", "self-confident": part of another word, not a word about them.
        if (clause.charAt(match.index - 1) === '-') continue;
        const list = tally.get(style) ?? [];
        if (!list.includes(match[0].toLowerCase())) list.push(match[0].toLowerCase());
        tally.set(style, list);
      }
    }
  }
  // Sorted by count; a stable sort keeps the style mentioned first ahead on a tie.
  const ranked = [...tally.entries()].sort((a, b) => b[1].length - a[1].length);
  const [best, second, third] = ranked;
  if (!best) return { style: null, cues: [] };
  // "Numbers?" is shown once when "Ok. Numbers?" is shown too; both still count above.
  const all = ranked.flatMap(([, found]) => found);
  const cues = all.filter(
    (cue, index) =>
      !all.some(
        (other, at) =>
          at !== index &&
          other.length > cue.length &&
          other.toLowerCase().includes(cue.toLowerCase()),
      ),
  );
  if (!second) {
    return best[1].length >= 2
      ? { style: best[0], cues }
      : { style: best[0], cues, tentative: true };
  }
  const neighbours = NEIGHBOURS[best[0]].includes(second[0]);
  if (!neighbours) {
    // More cues for one style outweigh a stray opposite one ("blunt, impatient … but kind").
    return best[1].length >= 2 && best[1].length > second[1].length
      ? { style: best[0], cues: cues.filter((cue) => best[1].includes(cue)) }
      : { style: null, cues };
  }
  if (third && third[1].length >= second[1].length) return { style: null, cues };
  return { style: best[0], cues, blend: second[0] };
}
