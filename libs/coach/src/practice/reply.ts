import type { PracticeTurn } from '@styleprint/contracts';
import { PERSONA_PHRASES, SHADES, type Manner, type PracticeMove } from './phrases.js';
import type { Persona } from './persona.js';
import { goalTopic, type GoalTopic } from './topic.js';
import { readUserLine, type UserLine } from './user-line.js';

/** Where the persona stands after each of the user's lines (docs/decisions/0105-practice-persona-engine.md). */
export interface PersonaStep {
  line: UserLine;
  move: PracticeMove;
  /** The day, date or figure of the user's latest ask ("next Friday"), if it named one. */
  askSpecific: string | null;
}

/** Has this line given what this manner needs before it moves? */
function meetsNeed(manner: Manner, line: UserLine): boolean {
  switch (manner) {
    case 'D':
      // The bottom line, briefly: a date or figure, no run of softeners, no long preamble.
      return line.specific !== null && line.words <= 45 && line.hedges.length < 2;
    case 'i':
      return line.upbeat || line.people;
    case 'S':
      return line.acknowledges || line.plan;
    case 'C':
      return line.specific !== null && (line.reason || line.plan || line.words >= 12);
    case 'neutral':
      return line.specific !== null || line.plan || line.nextStep;
  }
}

/**
 * Replays the user's lines in order: each moves the persona along ask → reason → need →
 * consider → agree, or holds it (a vague line gets a question back, pressure gets pushback). The
 * same lines always give the same steps, whichever engine wrote the persona's earlier replies.
 */
export function planSteps(
  persona: Persona,
  topic: GoalTopic,
  turns: readonly PracticeTurn[],
): PersonaStep[] {
  const steps: PersonaStep[] = [];
  let asked = false;
  let reasoned = false;
  let needMet = false;
  let considered = false;
  let agreed = false;
  let askSpecific: string | null = null;
  for (const turn of turns) {
    if (turn.role !== 'user') continue;
    const line = readUserLine(turn.text, topic);
    const clearAsk = line.ask && (line.onTopic || line.specific !== null);
    asked ||= clearAsk || (line.onTopic && line.specific !== null);
    if (clearAsk && line.specific !== null) askSpecific = line.specific;
    reasoned ||= asked && line.reason;
    needMet ||= asked && meetsNeed(persona.manner, line);
    let move: PracticeMove;
    if (line.pressure.length > 0) move = 'pushback';
    else if (agreed) move = 'wrap';
    else if (!asked) move = line.openerOnly && steps.length === 0 ? 'open' : 'probe';
    else if (!reasoned) move = 'reason';
    else if (!needMet) move = 'need';
    else if (
      considered &&
      (line.nextStep || line.acknowledges || line.specific !== null || line.ask)
    )
      move = 'agree';
    else if (line.nextStep && line.reason && line.specific !== null && persona.manner !== 'C')
      // Ask, reason, date and next step in one line: everything but a careful reader agrees.
      move = 'agree';
    else move = 'consider';
    if (move === 'consider') considered = true;
    if (move === 'agree') agreed = true;
    steps.push({ line, move, askSpecific });
  }
  return steps;
}

/** A small, stable hash: the same text always picks the same variant. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** Capitalises the reply's first letter and each sentence's ("two weeks is…" → "Two weeks is…"). */
function sentenceCase(text: string): string {
  return text.replace(
    /(^|[.!?] )(\p{Ll})/gu,
    (_all, lead: string, letter: string) => `${lead}${letter.toUpperCase()}`,
  );
}

function render(template: string, topic: GoalTopic, specific: string | null): string | null {
  if (template.includes('{specific}') && specific === null) return null;
  const text = template
    .replaceAll('{topic}', topic.noun)
    .replaceAll('{ask}', topic.ask)
    .replaceAll('{specific}', specific ?? '');
  return sentenceCase(text);
}

/** The phrases a persona may say for a move, rendered, in a stable order for this line. */
function candidates(
  manner: Manner,
  move: PracticeMove,
  topic: GoalTopic,
  line: UserLine,
  index: number,
  specific: string | null,
): string[] {
  const bank = PERSONA_PHRASES[manner][move];
  const start = (hash(line.text) + index) % bank.length;
  const echoing: string[] = [];
  const others: string[] = [];
  for (let k = 0; k < bank.length; k += 1) {
    const template = bank[(start + k) % bank.length] ?? '';
    const rendered = render(template, topic, specific);
    if (rendered === null) continue;
    // A variant that echoes the user's own date or figure answers them most directly: it goes first.
    (template.includes('{specific}') ? echoing : others).push(rendered);
  }
  return [...echoing, ...others];
}

function shadeFor(persona: Persona, move: PracticeMove, index: number): string | null {
  if ((move !== 'reason' && move !== 'need') || persona.shades.length === 0) return null;
  // A D stays brief: a shade only where they ask what they need.
  if (persona.manner === 'D' && move !== 'need') return null;
  const key = persona.shades[index % persona.shades.length] ?? '';
  const shade = SHADES[key];
  return shade ? shade[move] : null;
}

/**
 * The persona's next reply to the user's latest line: a move chosen from everything the user has
 * written so far, in the person's manner, never the same text as an earlier reply.
 */
export function personaReply(
  persona: Persona,
  goal: string,
  turns: readonly PracticeTurn[],
): { reply: string; move: PracticeMove } {
  const topic = goalTopic(goal);
  const steps = planSteps(persona, topic, turns);
  const last = steps[steps.length - 1];
  if (!last) {
    // Nothing from the user yet: the persona opens, as a colleague who was approached would.
    const opener =
      PERSONA_PHRASES[persona.manner].open[
        hash(goal) % PERSONA_PHRASES[persona.manner].open.length
      ] ?? '';
    return { reply: opener, move: 'open' };
  }
  const index = steps.length - 1;
  const said = new Set(turns.filter((t) => t.role === 'persona').map((t) => t.text.trim()));
  // "Friday? Why that?" answers the line that named it; agreeing echoes the date that was asked for.
  const specific = last.move === 'reason' ? last.line.specific : last.askSpecific;
  const options = candidates(persona.manner, last.move, topic, last.line, index, specific);
  const shade = shadeFor(persona, last.move, index);
  const withShade = options.map((text) =>
    shade && !text.includes(shade) ? `${text} ${shade}` : text,
  );
  const fresh =
    withShade.find((text) => !said.has(text)) ??
    withShade.find((text, k) => !said.has(options[k] ?? '')) ??
    options[0] ??
    '';
  return { reply: fresh, move: last.move };
}
