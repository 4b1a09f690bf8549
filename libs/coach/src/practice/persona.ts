import type { Person, PracticeStyles } from '@styleprint/contracts';
import { readOwnWords } from '../self-read/read-lines.js';
import type { Manner } from './phrases.js';

/** Who the user is practising with: their styles (any may be unknown) and how they answer. */
export interface Persona {
  name: string;
  styles: PracticeStyles;
  /** The DiSC manner the replies take; "neutral" when DiSC is not known. */
  manner: Manner;
  /** Shade keys (MBTI letters, thinking preference, strengths domain) in the order they speak. */
  shades: string[];
  /** Whether a style came from the person's quoted lines rather than from what was given. */
  readFromQuotes: boolean;
  /** The person's own words, for an LLM to catch their voice (as data, never as instructions). */
  quotes: readonly string[];
}

export interface PersonaInput {
  name?: string | undefined;
  styles: PracticeStyles;
  /** The person's own words (quoted evidence of a saved person, or lines pasted by hand). */
  quotes?: readonly string[] | undefined;
}

const DISC_MANNER: Record<Manner, string> = {
  D: 'is brief and pushes for the bottom line',
  i: 'is talkative and upbeat, and cares how people will feel',
  S: 'is warm, patient and cautious about change',
  C: 'asks for specifics and evidence before agreeing',
  neutral: 'answers in an even, balanced way (their DiSC style is not known)',
};

const SHADE_MANNER: Record<string, string> = {
  T: 'weighs the logic',
  F: 'weighs the effect on people',
  J: 'wants a firm plan',
  P: 'likes to keep options open',
  Analytical: 'asks for numbers',
  Structural: 'asks for the steps',
  Social: 'asks who is affected',
  Conceptual: 'asks about the bigger picture',
  Executing: 'wants to know who does what by when',
  Influencing: 'thinks about how it will look to others',
  Relationship: 'protects the relationships in the team',
  Thinking: 'wants your reasoning',
};

function shadesOf(styles: PracticeStyles): string[] {
  const shades: string[] = [];
  if (styles.mbti) shades.push(styles.mbti.charAt(2), styles.mbti.charAt(3));
  if (styles.thinking) shades.push(styles.thinking);
  if (styles.strength) shades.push(styles.strength);
  return shades;
}

/**
 * Builds the persona. Styles given win; a style left unknown is read from the person's quoted
 * lines when they hold enough words (the coach's own reading, docs/decisions/0105-practice-persona-engine.md).
 */
export function buildPersona(input: PersonaInput): Persona {
  const styles: PracticeStyles = { ...input.styles };
  let readFromQuotes = false;
  const quotes = input.quotes ?? [];
  if ((styles.disc === null || styles.thinking === null) && quotes.length > 0) {
    const read = readOwnWords(quotes).style;
    if (read && read.disc.level !== 'low') {
      if (styles.disc === null) {
        styles.disc = read.disc.style;
        readFromQuotes = true;
      }
      if (styles.thinking === null && read.thinking.level !== 'low') {
        styles.thinking = read.thinking.style;
        readFromQuotes = true;
      }
    }
  }
  const name = input.name?.trim() || 'Your colleague';
  return {
    name,
    styles,
    manner: styles.disc === 'I' ? 'i' : (styles.disc ?? 'neutral'),
    shades: shadesOf(styles),
    readFromQuotes,
    quotes,
  };
}

/**
 * How this persona answers, without their name ("is brief and pushes for the bottom line, and
 * weighs the logic"): our own words only, so the LLM's instructions can carry it while the name
 * the user typed stays in the delimited data (docs/decisions/0109-llm-plays-the-practice-persona.md).
 */
export function mannerOf(persona: Persona): string {
  const extra = persona.shades.map((key) => SHADE_MANNER[key]).filter(Boolean);
  const shaded =
    extra.length === 0
      ? ''
      : extra.length === 1
        ? `, and ${extra[0]}`
        : `; ${extra.slice(0, -1).join(', ')} and ${extra[extra.length - 1]}`;
  return `${DISC_MANNER[persona.manner]}${shaded}`;
}

/** One sentence shown above the chat: how this persona will answer. */
export function describePersona(persona: Persona): string {
  const source = persona.readFromQuotes ? ' (partly read from their quoted lines)' : '';
  return `${persona.name} ${mannerOf(persona)}${source}.`;
}

/**
 * A saved person as a persona: the trait values every screen shows (a hand choice wins over the
 * read) and the quotes the user has not struck out, which may fill a style left unknown.
 */
export function personaInputOf(person: Person): PersonaInput {
  const quotes = [...new Set(person.evidence.filter((e) => !e.struck).map((e) => e.quote))];
  return {
    name: person.name,
    styles: {
      disc: person.traits.disc.value,
      mbti: person.traits.mbti.value,
      thinking: person.traits.thinking.value,
      strength: person.traits.strength.value,
    },
    quotes,
  };
}
