import type { Feature } from '../reading/infer/features.js';
import type { StyleReading } from '../reading/infer/style.js';
import type { SpeakerMeasures } from '../reading/measure/speakers.js';
import type { ConversationReading } from '../reading/index.js';
import { count, DISC_WORDS, listOf, percent, THINKING_WORDS } from './words.js';

/** The observable fact behind a feature, as a count a person can check. */
function featureEvidence(feature: Feature, m: SpeakerMeasures): string | null {
  const c = m.counts;
  switch (feature) {
    case 'directive':
      return m.directives.length > 0 ? count(m.directives.length, 'direct instruction') : null;
    case 'fragment':
      return m.fragments > 0
        ? count(m.fragments, 'clipped one-line reply', 'clipped one-line replies')
        : null;
    case 'booster':
      return c.booster > 0 ? count(c.booster, 'certainty word') : null;
    case 'result':
      return c.result > 0
        ? count(c.result, 'push for results or speed', 'pushes for results or speed')
        : null;
    case 'brevity':
      return `about ${Math.round(m.wordsPerSentence)} words a sentence`;
    case 'warmth':
    case 'positive':
      return c.warmth + c.positive > 0
        ? count(c.warmth + c.positive, 'warm or enthusiastic word')
        : null;
    case 'exclaim':
      return m.exclamations > 0 ? count(m.exclamations, 'exclamation mark') : null;
    case 'emoji':
      return m.emoji + m.shouting > 0
        ? count(m.emoji + m.shouting, 'emoji or capitalised word')
        : null;
    case 'idea':
      return c.idea > 0 ? count(c.idea, 'idea or possibility word') : null;
    case 'hedge':
      return c.hedge > 0 ? count(c.hedge, 'softening word', 'softening words') : null;
    case 'stability':
      return c.stability > 0
        ? count(c.stability, 'sign of concern about change', 'signs of concern about change')
        : null;
    case 'apology':
      return c.apology > 0 ? count(c.apology, 'apology', 'apologies') : null;
    case 'gratitude':
      return c.gratitude > 0 ? count(c.gratitude, 'thank-you') : null;
    case 'negative':
      return c.negative > 0 ? count(c.negative, 'worry word') : null;
    case 'people':
      return c.people > 0
        ? count(c.people, 'mention of people or the team', 'mentions of people or the team')
        : null;
    case 'data':
      return c.data > 0 ? count(c.data, 'data or detail word') : null;
    case 'figures':
      return m.figures > 0 ? count(m.figures, 'figure') : null;
    case 'precisionQuestion':
    case 'question':
      return m.questions.length > 0 ? count(m.questions.length, 'question') : null;
    case 'process':
      return c.process > 0 ? count(c.process, 'process or plan word') : null;
    case 'deadline':
      return m.dates > 0 ? count(m.dates, 'date or deadline', 'dates or deadlines') : null;
    case 'request':
      return m.requests.length > 0 ? count(m.requests.length, 'polite request') : null;
    case 'length':
      return `long sentences (about ${Math.round(m.wordsPerSentence)} words)`;
    default:
      return null;
  }
}

function evidenceSummary(style: StyleReading, m: SpeakerMeasures, limit = 3): string[] {
  const facts: string[] = [];
  for (const feature of [...style.disc.because, ...style.thinking.because]) {
    const fact = featureEvidence(feature, m);
    if (fact && !facts.includes(fact)) facts.push(fact);
    if (facts.length >= limit) break;
  }
  return facts;
}

/** "Sam comes across as careful, precise and detail-driven (DiSC C: Conscientiousness) …" */
function describeStyle(name: string, style: StyleReading, m: SpeakerMeasures): string {
  const disc = DISC_WORDS[style.disc.style];
  const facts = evidenceSummary(style, m);
  const from =
    facts.length > 0 ? ` Evidence: ${listOf(facts)} in ${count(m.messages, 'message')}.` : '';
  return (
    `${name} comes across as ${disc.adjective} (DiSC ${style.disc.style}: ${disc.name}) and thinks ` +
    `${THINKING_WORDS[style.thinking.style].thinks} (Emergenetics ${style.thinking.style}), ` +
    `${style.disc.level} confidence (${percent(style.disc.confidence)}).${from} ` +
    `What works with ${name}: ${disc.needs}.`
  );
}

/** "Jamie wrote 5 words: too little to read a style." */
function tooLittle(name: string, words: number): string {
  return words === 0
    ? `${name} has not written anything yet: too little to read a style.`
    : `${name} wrote ${count(words, 'word')}: too little to read a style, so the advice below works for any style.`;
}

/** The inferred_style field: one read per counterpart (too little to read is said as such). */
export function inferredStyleText(reading: ConversationReading): string {
  const { participants } = reading;
  const parts: string[] = [];
  if (participants.userReason === 'ambiguous') {
    parts.push(
      `I could not tell which of these is you (${listOf(participants.speakers)}), so I read everyone.`,
    );
  }
  const people =
    participants.userReason === 'ambiguous' ? participants.counterparts : participants.counterparts;
  for (const name of people.slice(0, 4)) {
    const style = reading.styles.get(name);
    const measures = reading.measures.get(name);
    if (style && measures) parts.push(describeStyle(name, style, measures));
    else if ((reading.words.get(name) ?? 0) === 0 && (reading.wrote.get(name) ?? 0) > 0) {
      parts.push(
        `${name}'s message is all a request to act (flagged above), so there is nothing left to read a style from.`,
      );
    } else parts.push(tooLittle(name, reading.words.get(name) ?? 0));
  }
  if (parts.length === 0) return 'There is no one else in this text to read yet.';
  return parts.join(' ');
}
