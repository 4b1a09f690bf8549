import {
  PRACTICE_CRITERION_MAX,
  PRACTICE_RUBRIC,
  type PracticeCriterion,
  type PracticeFeedback,
  type PracticeScore,
  type PracticeTurn,
} from '@styleprint/contracts';
import type { Manner } from './phrases.js';
import type { Persona } from './persona.js';
import { planSteps } from './reply.js';
import { goalTopic, type GoalTopic } from './topic.js';
import { readUserLine, type UserLine } from './user-line.js';

/** Longest quote shown; a longer sentence is cut at a word with an ellipsis. */
const QUOTE_MAX = 180;

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

function clip(text: string): string {
  if (text.length <= QUOTE_MAX) return text;
  const cut = text.slice(0, QUOTE_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 40))}…`;
}

/** The sentence of a line that shows a cue, quoted as the user wrote it. */
function quoteOf(line: UserLine, topic: GoalTopic, shows: (sentence: UserLine) => boolean): string {
  const sentence = sentencesOf(line.text).find((s) => shows(readUserLine(s, topic)));
  return clip(sentence ?? line.text.trim());
}

const score = (
  criterion: PracticeCriterion,
  value: number,
  because: string,
  quote: string | null,
): PracticeScore => ({
  criterion,
  label: PRACTICE_RUBRIC[criterion].label,
  score: Math.max(0, Math.min(PRACTICE_CRITERION_MAX, Math.round(value))),
  max: PRACTICE_CRITERION_MAX,
  because,
  quote,
});

function clearAsk(lines: readonly UserLine[], topic: GoalTopic): PracticeScore {
  const asks = lines.filter((l) => l.ask && (l.onTopic || l.specific !== null));
  const best =
    asks.find((l) => l.specific !== null && l.hedges.length === 0) ??
    asks.find((l) => l.specific !== null) ??
    asks[0];
  if (!best) {
    const near = lines.find((l) => l.onTopic);
    return near
      ? score(
          'clearAsk',
          1,
          'You raised the subject but never said what you wanted them to do.',
          quoteOf(near, topic, (s) => s.onTopic),
        )
      : score('clearAsk', 0, 'No line of yours asked for anything.', null);
  }
  const quote = quoteOf(best, topic, (s) => s.ask || s.specific !== null);
  if (best.specific === null) {
    return score(
      'clearAsk',
      best.hedges.length > 0 ? 2 : 3,
      `You asked, but without a date or figure, so they could not say yes to something concrete${best.hedges.length > 0 ? `; "${best.hedges[0]}" softened it further` : ''}.`,
      quote,
    );
  }
  if (best.hedges.length === 0)
    return score('clearAsk', 5, `You said what you wanted and named "${best.specific}".`, quote);
  return score(
    'clearAsk',
    best.hedges.length === 1 ? 4 : 3,
    `A concrete ask with "${best.specific}", blurred by "${best.hedges.join('", "')}".`,
    quote,
  );
}

function reasonGiven(lines: readonly UserLine[], topic: GoalTopic): PracticeScore {
  const reasons = lines.filter((l) => l.reason);
  const best =
    reasons.find((l) => l.specific !== null) ?? reasons.find((l) => l.words >= 8) ?? reasons[0];
  if (!best) return score('reason', 0, 'You never said why, so they had nothing to weigh.', null);
  const quote = quoteOf(best, topic, (s) => s.reason);
  if (best.specific !== null)
    return score(
      'reason',
      5,
      `You gave a reason with a checkable detail ("${best.specific}").`,
      quote,
    );
  if (best.words >= 8)
    return score(
      'reason',
      4,
      'You gave a reason; a date or figure behind it would make it harder to dismiss.',
      quote,
    );
  return score('reason', 3, 'A reason, but a thin one.', quote);
}

const MANNER_NAMES: Record<Manner, string> = {
  D: 'a D (brief, bottom line first)',
  i: 'an i (upbeat, people first)',
  S: 'an S (warm, careful about change)',
  C: 'a C (specifics and evidence)',
  neutral: 'a reader whose DiSC style you did not know',
};

function adapted(persona: Persona, lines: readonly UserLine[], topic: GoalTopic): PracticeScore {
  const who = MANNER_NAMES[persona.manner];
  const pressure = lines.find((l) => l.pressure.length > 0);
  const pressurePenalty = pressure ? 2 : 0;
  const avgWords = lines.reduce((n, l) => n + l.words, 0) / Math.max(1, lines.length);
  const hedges = lines.flatMap((l) => l.hedges);
  switch (persona.manner) {
    case 'D': {
      const firstAsk = lines.findIndex((l) => l.ask);
      let value = 5;
      if (avgWords > 45) value -= 2;
      else if (avgWords > 30) value -= 1;
      if (hedges.length >= 2) value -= 1;
      if (firstAsk < 0 || firstAsk > 1) value -= 1;
      value -= pressurePenalty;
      const longest = [...lines].sort((a, b) => b.words - a.words)[0];
      const shortAsk = lines.find((l) => l.ask && l.words <= 30);
      const quote =
        value >= 4 && shortAsk
          ? quoteOf(shortAsk, topic, (s) => s.ask)
          : longest
            ? clip(longest.text.trim())
            : null;
      const because =
        value >= 4
          ? `For ${who} you kept it short (about ${Math.round(avgWords)} words a line) and led with the ask.`
          : `For ${who} your lines ran to about ${Math.round(avgWords)} words${hedges.length >= 2 ? ` with softeners ("${hedges.slice(0, 2).join('", "')}")` : ''}${firstAsk > 1 || firstAsk < 0 ? ', and the ask came late' : ''}.`;
      return score('adapted', value, because, pressure ? clip(pressure.text.trim()) : quote);
    }
    case 'i': {
      const warm = lines.filter((l) => l.upbeat || l.people);
      const value = (warm.length >= 2 ? 5 : warm.length === 1 ? 3 : 1) - pressurePenalty;
      const example = warm[0];
      return score(
        'adapted',
        value,
        warm.length > 0
          ? `For ${who} you brought warmth or the people side in ${warm.length} of your ${lines.length} lines.`
          : `For ${who} none of your lines had any warmth or talked about the people involved.`,
        example ? quoteOf(example, topic, (s) => s.upbeat || s.people) : null,
      );
    }
    case 'S': {
      const ack = lines.find((l) => l.acknowledges);
      const plan = lines.find((l) => l.plan);
      const value = (ack && plan ? 5 : ack || plan ? 3 : 1) - pressurePenalty;
      const because =
        ack && plan
          ? `For ${who} you acknowledged them and offered a plan that keeps things steady.`
          : ack
            ? `For ${who} you acknowledged them, but did not show how the change would be handled.`
            : plan
              ? `For ${who} you gave a plan, but never acknowledged their side.`
              : `For ${who} you neither acknowledged their side nor showed how the change would be handled.`;
      const example = ack ?? plan;
      return score(
        'adapted',
        value,
        because,
        pressure
          ? clip(pressure.text.trim())
          : example
            ? quoteOf(example, topic, (s) => s.acknowledges || s.plan)
            : null,
      );
    }
    case 'C': {
      const specifics = lines.filter((l) => l.specific !== null);
      const value =
        (specifics.length >= 2 ? 5 : specifics.length === 1 ? 3 : 1) - (pressure ? 1 : 0);
      const example = specifics[0];
      return score(
        'adapted',
        value,
        specifics.length > 0
          ? `For ${who} you named ${specifics.length === 1 ? 'one concrete detail' : `${specifics.length} concrete details`} (${specifics
              .map((l) => `"${l.specific}"`)
              .slice(0, 3)
              .join(', ')}).`
          : `For ${who} you gave no dates, figures or evidence.`,
        example ? quoteOf(example, topic, (s) => s.specific !== null) : null,
      );
    }
    case 'neutral': {
      const ack = lines.find((l) => l.acknowledges);
      const value = 3 + (ack ? 1 : 0) + (hedges.length === 0 ? 1 : 0) - pressurePenalty;
      return score(
        'adapted',
        value,
        `With their style unknown, what counts is being clear and courteous${ack ? '; you acknowledged their side' : ''}${hedges.length > 0 ? `; "${hedges[0]}" softened your point` : ''}.`,
        ack ? quoteOf(ack, topic, (s) => s.acknowledges) : null,
      );
    }
  }
}

function nextStep(lines: readonly UserLine[], agreed: boolean, topic: GoalTopic): PracticeScore {
  const steps = lines.filter((l) => l.nextStep);
  // The latest concrete step is the one the conversation ended on.
  const best = [...steps].reverse().find((l) => l.specific !== null) ?? steps[steps.length - 1];
  if (best) {
    const quote = quoteOf(best, topic, (s) => s.nextStep);
    if (best.specific !== null && agreed)
      return score(
        'nextStep',
        5,
        `You proposed a next step with "${best.specific}", and they agreed.`,
        quote,
      );
    if (agreed)
      return score(
        'nextStep',
        4,
        'You proposed a next step and they agreed; a date on it would make it firm.',
        quote,
      );
    return score(
      'nextStep',
      3,
      'You proposed a next step, but they had not agreed to it yet.',
      quote,
    );
  }
  return agreed
    ? score('nextStep', 2, 'They agreed, but you never pinned down who does what next.', null)
    : score('nextStep', 0, 'The conversation ended without a next step.', null);
}

/** Lines that worked, each quoted with why (at most three). */
function worked(scores: readonly PracticeScore[]): PracticeFeedback['worked'] {
  const seen = new Set<string>();
  const out: PracticeFeedback['worked'] = [];
  for (const s of scores) {
    // One entry per line of the user's: a line that earned two scores is named once.
    if (s.score < 4 || s.quote === null || seen.has(s.quote)) continue;
    seen.add(s.quote);
    out.push({ quote: s.quote, why: `${s.label}: ${s.because}` });
  }
  return out.slice(0, 3);
}

const CHANGE_ADVICE: Record<Manner, string> = {
  D: 'Open with the ask and the date in one sentence, then one line of reason.',
  i: 'Add a line about the people involved or what the change makes possible; they listen for that.',
  S: 'Acknowledge what the change costs them and show the plan that keeps things steady.',
  C: 'Bring the figures: the new date, how you estimated it, and what is affected.',
  neutral: 'Say plainly what you want, why, and by when.',
};

function toChange(
  persona: Persona,
  lines: readonly UserLine[],
  scores: readonly PracticeScore[],
  topic: GoalTopic,
): PracticeFeedback['change'] {
  const out: PracticeFeedback['change'] = [];
  const pressure = lines.find((l) => l.pressure.length > 0);
  if (pressure) {
    out.push({
      quote: quoteOf(pressure, topic, (s) => s.pressure.length > 0),
      instead: `"${pressure.pressure[0]}" sounds like blame and makes people defend themselves; describe the one situation and its effect instead.`,
    });
  }
  const hedged =
    lines.find((l) => l.ask && l.hedges.length > 0) ?? lines.find((l) => l.hedges.length > 0);
  if (hedged) {
    out.push({
      quote: quoteOf(hedged, topic, (s) => s.hedges.length > 0),
      instead: `Drop "${hedged.hedges[0]}": it makes what you want sound optional. Ask for ${topic.ask} directly.`,
    });
  }
  const byCriterion = new Map(scores.map((s) => [s.criterion, s]));
  if ((byCriterion.get('clearAsk')?.score ?? 0) < 4) {
    out.push({
      quote: null,
      instead: `Say what you want and by when in one sentence: ask for ${topic.ask} and name the date or figure.`,
    });
  }
  if ((byCriterion.get('reason')?.score ?? 0) < 3) {
    out.push({
      quote: null,
      instead:
        'Give one reason they can check, such as what changed, what it costs, or what it protects.',
    });
  }
  if ((byCriterion.get('adapted')?.score ?? 0) < 4)
    out.push({ quote: null, instead: CHANGE_ADVICE[persona.manner] });
  if ((byCriterion.get('nextStep')?.score ?? 0) < 4) {
    out.push({
      quote: null,
      instead: 'Close with a concrete next step: what you will send or do, and by which day.',
    });
  }
  return out.slice(0, 4);
}

/** Where the user stands: the strongest and weakest criterion, or that nothing is left to work on. */
function focus(strongest: PracticeScore | undefined, weakest: PracticeScore | undefined): string {
  if (!strongest || !weakest) return '';
  if (weakest.score === PRACTICE_CRITERION_MAX)
    return 'Every criterion scored 5: keep this approach for the real conversation.';
  if (strongest.score === weakest.score)
    return `Every criterion scored ${weakest.score}: start with ${weakest.label.toLowerCase()}.`;
  return `Strongest: ${strongest.label.toLowerCase()} (${strongest.score}/5); work on: ${weakest.label.toLowerCase()} (${weakest.score}/5).`;
}

/**
 * Feedback on the user's own lines against the goal and the persona's style, on the stated
 * rubric of four criteria scored 0 to 5, each score justified by a quote where a line earned it.
 */
export function practiceFeedback(
  persona: Persona,
  goal: string,
  turns: readonly PracticeTurn[],
): PracticeFeedback {
  const topic = goalTopic(goal);
  const steps = planSteps(persona, topic, turns);
  const lines = steps.map((s) => s.line);
  const agreed = steps.some((s) => s.move === 'agree' || s.move === 'wrap');
  const scores = [
    clearAsk(lines, topic),
    reasonGiven(lines, topic),
    adapted(persona, lines, topic),
    nextStep(lines, agreed, topic),
  ];
  const total = scores.reduce((n, s) => n + s.score, 0);
  const max = scores.length * PRACTICE_CRITERION_MAX;
  const strongest = [...scores].sort((a, b) => b.score - a.score)[0];
  const weakest = [...scores].sort((a, b) => a.score - b.score)[0];
  const last = steps[steps.length - 1]?.move;
  const outcome = agreed
    ? `${persona.name} agreed.`
    : last === 'consider'
      ? `${persona.name} was coming round but had not agreed yet.`
      : last === 'probe' || last === 'open'
        ? `${persona.name} was still unsure what you wanted.`
        : `${persona.name} had not agreed yet.`;
  const summary =
    lines.length === 0
      ? 'You did not write anything yet, so there is nothing to score.'
      : `You scored ${total} of ${max}. ${outcome} ${focus(strongest, weakest)}`;
  return {
    scores,
    total,
    max,
    worked: worked(scores),
    change: toChange(persona, lines, scores, topic),
    summary,
  };
}
