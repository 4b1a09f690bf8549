import {
  FRAMEWORK_LABELS,
  PRACTICE_LIMITS,
  profileWithTies,
  type Profile,
  type SelfReadFramework,
  type SelfReadResult,
} from '@styleprint/contracts';
import { discTieOf, listInWords, strengthTieOf } from '@styleprint/scoring';
import type { SentenceReading } from '../reading/measure/sentences.js';
import type { SpeakerMeasures } from '../reading/measure/speakers.js';
import { readOwnWords } from './read-lines.js';

/** Examples quoted per framework; a quote is one sentence as the user wrote it, cut if long. */
const MAX_EXAMPLES = 3;
const QUOTE_MAX = 160;

/**
 * Splits what was pasted into messages: paragraphs (blank lines between) when there are several,
 * otherwise lines. A person pasting "their side of a few threads" separates messages either way.
 */
export function splitMessages(text: string): string[] {
  const normalised = text.replace(/\r\n?/g, '\n');
  const paragraphs = normalised
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const pieces = paragraphs.length > 1 ? paragraphs : normalised.split('\n');
  return pieces.map((p) => p.replace(/\s+/g, ' ').trim()).filter((p) => p !== '');
}

const clip = (text: string): string =>
  text.length <= QUOTE_MAX ? text : `${text.slice(0, text.lastIndexOf(' ', QUOTE_MAX))}…`;

const listOf = (items: readonly string[]): string =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

function examples(
  sentences: readonly SentenceReading[],
  shows: string,
): SelfReadFramework['examples'] {
  const seen = new Set<string>();
  const out: SelfReadFramework['examples'] = [];
  for (const sentence of sentences) {
    const quote = clip(sentence.text.trim());
    if (quote === '' || seen.has(quote)) continue;
    seen.add(quote);
    out.push({ quote, shows });
    if (out.length === MAX_EXAMPLES) break;
  }
  return out;
}

const hitsOf = (
  m: SpeakerMeasures,
  ...categories: (keyof SentenceReading['hits'])[]
): SentenceReading[] => m.sentences.filter((s) => categories.some((c) => s.hits[c].length > 0));

const DISC_NAMES: Record<string, string> = {
  D: 'D (Dominance: direct, results first)',
  I: 'i (influence: upbeat, people first)',
  S: 'S (Steadiness: warm, careful)',
  C: 'C (Conscientiousness: precise, evidence first)',
};

function discEntry(
  m: SpeakerMeasures,
  read: NonNullable<ReturnType<typeof readOwnWords>['style']>,
  profile: Profile | null,
): SelfReadFramework {
  const shown = read.disc.style;
  // An even split is compared as the split it is, never as its tie-break winner (decision 0018).
  const tie = profile ? discTieOf(profileWithTies(profile).disc) : null;
  const self = !profile
    ? null
    : tie
      ? `an even split of ${listInWords(tie)}`
      : profile.disc.Primary.toUpperCase();
  const asks = m.directives.length + m.requests.length;
  const cues: Record<string, { count: string; sentences: SentenceReading[]; shows: string }> = {
    D: {
      count: `${m.directives.length} of your ${plural(asks, 'request')} were direct instructions`,
      sentences: m.directives,
      shows: 'a direct instruction',
    },
    I: {
      count: `${plural(m.exclamations, 'exclamation mark')} and ${plural(m.counts.positive + m.counts.warmth, 'warm or upbeat word')}`,
      sentences: hitsOf(m, 'positive', 'warmth'),
      shows: 'warmth and enthusiasm',
    },
    S: {
      count: `${plural(m.counts.hedge, 'softener')}, ${plural(m.counts.gratitude, 'thank-you')} and ${plural(m.counts.apology, 'apology', 'apologies')}`,
      sentences: hitsOf(m, 'hedge', 'gratitude', 'apology'),
      shows: 'a softened, considerate line',
    },
    C: {
      count: `${plural(m.figures + m.dates, 'figure or date', 'figures and dates')} and ${plural(m.counts.data + m.counts.precision, 'word', 'words')} about data or precise detail`,
      sentences: hitsOf(m, 'data', 'precision'),
      shows: 'precision and evidence',
    },
  };
  const cue = cues[shown] ?? cues.D;
  const confidence = Math.round(read.disc.confidence * 100);
  const shownText = `${DISC_NAMES[shown] ?? shown}, ${confidence}% confidence`;
  const agreement =
    self === null
      ? 'unknown'
      : self === shown || (tie !== null && tie.some((style) => style === shown))
        ? 'matches'
        : 'differs';
  const summary =
    self === null
      ? `Your messages read as ${DISC_NAMES[shown]}: ${cue?.count}. Take the assessment to compare this with how you see yourself.`
      : tie
        ? `Your assessment answers split evenly between ${listInWords(tie)}; your messages read as ${DISC_NAMES[shown]}: ${cue?.count}.`
        : agreement === 'matches'
          ? `You rate yourself ${DISC_NAMES[self] ?? self}, and your messages read the same way: ${cue?.count}.`
          : `You rate yourself ${DISC_NAMES[self] ?? self}, but your messages read as ${DISC_NAMES[shown]}: ${cue?.count}.`;
  return {
    framework: 'disc',
    label: FRAMEWORK_LABELS.disc,
    self: self === null ? null : (DISC_NAMES[self] ?? self),
    shown: shownText,
    agreement,
    summary,
    examples: examples(cue?.sentences ?? [], cue?.shows ?? ''),
  };
}

type Level = 'Low' | 'Medium' | 'High';

/** Share of asks made as direct instructions: what "assertive in writing" looks like. */
function assertivenessShown(m: SpeakerMeasures): Level | null {
  const asks = m.directives.length + m.requests.length;
  if (asks < 3) return null;
  const share = m.directives.length / asks;
  return share >= 0.6 ? 'High' : share <= 0.3 ? 'Low' : 'Medium';
}

function topThinking(profile: Profile): string {
  const e = profile.emergenetics;
  const scores: [string, number][] = [
    ['Analytical', e.Analytical],
    ['Structural', e.Structural],
    ['Social', e.Social],
    ['Conceptual', e.Conceptual],
  ];
  return scores.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

const THINKING_CUES: Record<string, (keyof SentenceReading['hits'])[]> = {
  Analytical: ['data', 'precision'],
  Structural: ['process'],
  Social: ['people', 'warmth', 'gratitude'],
  Conceptual: ['idea'],
};

function emergeneticsEntry(
  m: SpeakerMeasures,
  read: NonNullable<ReturnType<typeof readOwnWords>['style']>,
  profile: Profile | null,
): SelfReadFramework {
  const shown = read.thinking.style;
  const self = profile ? topThinking(profile) : null;
  const assertive = assertivenessShown(m);
  const selfAssertive = profile ? profile.emergenetics.Assertiveness : null;
  const asks = m.directives.length + m.requests.length;
  const cueSentences = hitsOf(m, ...(THINKING_CUES[shown] ?? []));
  const parts: string[] = [];
  const thinkingMatch = self === null ? null : self === shown;
  parts.push(
    self === null
      ? `Your messages dwell most on ${shown.toLowerCase()} themes (${plural(cueSentences.length, 'sentence')}).`
      : thinkingMatch
        ? `Your strongest thinking preference is ${self}, and your messages show it most (${plural(cueSentences.length, 'sentence')}).`
        : `Your strongest thinking preference is ${self}, but your messages dwell most on ${shown} themes (${plural(cueSentences.length, 'sentence')}).`,
  );
  let assertMatch: boolean | null = null;
  if (assertive !== null && selfAssertive !== null) {
    assertMatch = assertive.toLowerCase() === selfAssertive.toLowerCase();
    const count = `${m.directives.length} of your ${plural(asks, 'request')} were direct instructions`;
    parts.push(
      assertMatch
        ? `You rate yourself ${selfAssertive.toLowerCase()} on assertiveness, and it fits: ${count}.`
        : `You rate yourself ${selfAssertive.toLowerCase()} on assertiveness; ${count}.`,
    );
  } else if (assertive === null) {
    parts.push(`There are too few requests (${asks}) to judge assertiveness.`);
  }
  const agreement =
    self === null ? 'unknown' : thinkingMatch && assertMatch !== false ? 'matches' : 'differs';
  const exampleSentences =
    assertMatch === false ? (assertive === 'Low' ? m.requests : m.directives) : cueSentences;
  return {
    framework: 'emergenetics',
    label: FRAMEWORK_LABELS.emergenetics,
    self:
      self === null
        ? null
        : `${self}${selfAssertive ? `, assertiveness ${selfAssertive.toLowerCase()}` : ''}`,
    shown: `${shown}${assertive ? `, assertiveness ${assertive.toLowerCase()}` : ''}`,
    agreement,
    summary: parts.join(' '),
    examples: examples(
      exampleSentences,
      assertMatch === false
        ? assertive === 'Low'
          ? 'a softened request'
          : 'a direct instruction'
        : `${shown.toLowerCase()} thinking`,
    ),
  };
}

const MBTI_LETTER_NAMES = {
  T: 'Thinking (T)',
  F: 'Feeling (F)',
  J: 'Judging (J)',
  P: 'Perceiving (P)',
} as const;

function mbtiEntry(m: SpeakerMeasures, profile: Profile | null): SelfReadFramework {
  const thinking = m.counts.data + m.counts.precision + m.figures;
  const feeling = m.counts.warmth + m.counts.people + m.counts.gratitude + m.counts.apology;
  const judging = m.counts.process + m.dates;
  const perceiving = m.counts.idea + m.counts.hedge;
  const tf = thinking === feeling ? null : thinking > feeling ? 'T' : 'F';
  const jp = judging === perceiving ? null : judging > perceiving ? 'J' : 'P';
  const selfType = profile?.mbti.Type.toUpperCase() ?? null;
  const letters = [tf, jp].filter((l): l is 'T' | 'F' | 'J' | 'P' => l !== null);
  const shown = letters.length === 0 ? null : listOf(letters.map((l) => MBTI_LETTER_NAMES[l]));
  const selfLetters = selfType ? { tf: selfType.charAt(2), jp: selfType.charAt(3) } : null;
  const differs =
    selfLetters !== null &&
    ((tf !== null && tf !== selfLetters.tf) || (jp !== null && jp !== selfLetters.jp));
  const agreement =
    selfLetters === null || shown === null ? 'unknown' : differs ? 'differs' : 'matches';
  const counts = `${plural(thinking, 'word')} of logic and data against ${plural(feeling, 'word')} about people and feelings; ${plural(judging, 'mention')} of plans and dates against ${plural(perceiving, 'word')} of ideas and options`;
  const summary =
    shown === null
      ? `Your messages balance both sides (${counts}), so they do not show your MBTI preferences. Extraversion and sensing cannot be read from writing at all.`
      : `${selfType ? `You are ${selfType}; your` : 'Your'} messages lean ${shown} (${counts}). Only these two letters show in writing.`;
  const sentences =
    tf === 'F'
      ? hitsOf(m, 'warmth', 'people', 'gratitude')
      : tf === 'T'
        ? hitsOf(m, 'data', 'precision')
        : hitsOf(m, 'process', 'idea');
  return {
    framework: 'mbti',
    label: FRAMEWORK_LABELS.mbti,
    self: selfType,
    shown,
    agreement,
    summary,
    examples: examples(
      sentences,
      tf === 'F' ? 'people and feelings' : tf === 'T' ? 'logic and data' : 'plans or ideas',
    ),
  };
}

function strengthsEntry(m: SpeakerMeasures, profile: Profile | null): SelfReadFramework {
  const domains: [string, number, SentenceReading[]][] = [
    [
      'Executing',
      m.counts.result + m.dates + m.directives.length,
      [...m.directives, ...hitsOf(m, 'result')],
    ],
    [
      'Influencing',
      m.counts.booster + m.exclamations + m.counts.positive,
      hitsOf(m, 'booster', 'positive'),
    ],
    [
      'Relationship',
      m.counts.warmth + m.counts.gratitude + m.counts.people,
      hitsOf(m, 'warmth', 'gratitude', 'people'),
    ],
    [
      'Thinking',
      m.counts.idea + m.counts.data + m.questions.length,
      [...hitsOf(m, 'idea', 'data'), ...m.questions],
    ],
  ];
  const sorted = [...domains].sort((a, b) => b[1] - a[1]);
  const top = sorted[0];
  const second = sorted[1];
  const strengths = profile ? profileWithTies(profile).cliftonStrengths : null;
  const tie = strengths ? strengthTieOf(strengths) : null;
  const self = tie ? `an even split of ${listInWords(tie)}` : (strengths?.TopDomain ?? null);
  const clear = top !== undefined && second !== undefined && top[1] > second[1] && top[1] >= 3;
  const shown = clear && top ? top[0] : null;
  const agreement =
    self === null || self === 'Unknown' || shown === null
      ? 'unknown'
      : self === shown
        ? 'matches'
        : 'differs';
  const tally = domains.map(([name, count]) => `${name} ${count}`).join(', ');
  const summary =
    shown === null
      ? `No strengths domain stands out in your messages (cues: ${tally}).`
      : tie
        ? `Your strengths answers split evenly between ${listInWords(tie)}; your messages show ${shown} most (cues: ${tally}).`
        : self && self !== 'Unknown'
          ? `Your top domain is ${self}; your messages show ${shown} most (cues: ${tally}).`
          : `Your messages show ${shown} most (cues: ${tally}).`;
  return {
    framework: 'cliftonStrengths',
    label: FRAMEWORK_LABELS.cliftonStrengths,
    self: self === 'Unknown' ? null : self,
    shown,
    agreement,
    summary,
    examples: shown && top ? examples(top[2], `${shown.toLowerCase()} strength`) : [],
  };
}

/**
 * "How you come across": reads the user's own messages with the coach's reading and compares
 * what they show with the latest self-assessed profile, framework by framework, with counts and
 * quotes (docs/decisions/0106-how-you-come-across.md).
 */
export function readHowYouComeAcross(text: string, profile: Profile | null): SelfReadResult {
  const messages = splitMessages(text);
  const { measures, style } = readOwnWords(messages, PRACTICE_LIMITS.selfReadMinWords);
  const base = { messages: messages.length, words: measures.words, hasProfile: profile !== null };
  if (style === null) {
    return {
      ...base,
      enough: false,
      headline: `There is too little of your own writing to read: ${plural(measures.words, 'word')} in ${plural(messages.length, 'message')}. Paste at least ${PRACTICE_LIMITS.selfReadMinWords} words, ideally several messages from different threads.`,
      frameworks: [],
    };
  }
  const frameworks = [
    discEntry(measures, style, profile),
    emergeneticsEntry(measures, style, profile),
    mbtiEntry(measures, profile),
    strengthsEntry(measures, profile),
  ];
  const differs = frameworks.filter((f) => f.agreement === 'differs').map((f) => f.label);
  const headline =
    profile === null
      ? `Read from ${plural(messages.length, 'message')} (${plural(measures.words, 'word')}). Take the assessment to compare this with how you see yourself.`
      : differs.length === 0
        ? `Read from ${plural(messages.length, 'message')} (${plural(measures.words, 'word')}): you come across much as you see yourself.`
        : `Read from ${plural(messages.length, 'message')} (${plural(measures.words, 'word')}): you come across differently from how you rate yourself in ${listOf(differs)}.`;
  return { ...base, enough: true, headline, frameworks };
}
