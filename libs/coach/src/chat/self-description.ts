import type { DiscStyle } from '@styleprint/contracts';

/** What a user says about their own style in a message ("I'm an ISTJ", "high D here"). */
export interface SelfDescription {
  /** The words the user used, for quoting back ("an ISTJ", "high D"). */
  said: string[];
  mbti?: string;
  disc?: DiscStyle;
  /** A tendency the user named ("I hate conflict", "I tend to be blunt"), as the style it points to. */
  lean?: DiscStyle;
}

const MBTI =
  /\b(?:i'?m|i am|as)\s+(?:an?\s+)?([EI][NS][TF][JP])\b|(?<!\b(?:he|she|they|him|her|his|dad|mum|mom|boss)\b[^.!?\n]{0,40})\b([EI][NS][TF][JP])\s+(?:here|type|personality)\b|\bmy (?:type|mbti)(?: type)? is\s+([EI][NS][TF][JP])\b|\b(?:i'?m|i am)\b[^.!?\n()]{0,40}\(\s*([EI][NS][TF][JP])\s*\)/i;
const DISC =
  /\b(?:[Hh]igh|[Ss]trong|[Vv]ery|[Hh]eavy)\s+([DISC])\b(?=[^a-z]|$)|\b(?:[Ii]'?m|[Ii] am)\s+(?:an?\s+)?(?:[Dd][Ii][Ss][Cc]\s+)?([DISC])\b(?= ?(?:on|in|\(|,|\.|$|type|style|person))|\b[Dd][Ii][Ss][Cc] ?(?:style |type |profile )?(?:is |: ?)?(?:[Hh]igh )?([DISC])\b(?=[^a-z]|$)|\b([DISC])[- ]style\b/;
const LEANS: readonly [RegExp, DiscStyle][] = [
  [
    /\b(?:i|i'm|i am)\s+(?:tend to be |can be |am |'m )?(?:very |really |too |a bit |quite )?(?:blunt|direct|impatient|pushy)\b/i,
    'D',
  ],
  [
    /\b(?:i|i'm|i am)\s+(?:tend to |can )?(?:ramble|talk too much|over-?explain|get excited|am chatty|'m chatty)\b/i,
    'I',
  ],
  [
    /\b(?:(?:i\s+)?(?:really\s+)?(?:hate|avoid|dread) (?:conflict|confrontation)|conflict[- ]averse|people[- ]pleaser|i (?:find it|it's) hard to say no|(?:i'?m|i am) (?:quite |very |a bit |really |a )?shy)\b/i,
    'S',
  ],
  [
    /\b(?:i'?m|i am) (?:a )?(?:perfectionist|detail[- ]oriented|very analytical|overthinker)\b|\bi overthink\b/i,
    'C',
  ],
];

/** The DiSC style an MBTI type leans to: outward and tough-minded reads as D, and so on. */
export function discOfMbti(mbti: string): DiscStyle {
  const extravert = mbti[0]?.toUpperCase() === 'E';
  const thinking = mbti[2]?.toUpperCase() === 'T';
  if (extravert) return thinking ? 'D' : 'I';
  return thinking ? 'C' : 'S';
}

export function readSelfDescription(message: string): SelfDescription | null {
  const said: string[] = [];
  const out: SelfDescription = { said };
  const mbti = MBTI.exec(message);
  // "I am quite shy type (ISFJ)": the type in brackets after what the user says they are.
  const type = (mbti?.[1] ?? mbti?.[2] ?? mbti?.[3] ?? mbti?.[4])?.toUpperCase();
  if (type) {
    out.mbti = type;
    said.push(`${/^[AEIOU]/.test(type) ? 'an' : 'a'} ${type}`);
  }
  const disc = DISC.exec(message);
  const letter = (disc?.[1] ?? disc?.[2] ?? disc?.[3] ?? disc?.[4]) as DiscStyle | undefined;
  if (letter) {
    out.disc = letter;
    said.push(`DiSC ${letter}`);
  }
  for (const [pattern, style] of LEANS) {
    const lean = pattern.exec(message);
    if (lean) {
      out.lean = style;
      said.push(`"${lean[0].trim()}"`);
      break;
    }
  }
  return said.length > 0 ? out : null;
}
