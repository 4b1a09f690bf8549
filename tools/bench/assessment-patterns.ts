/**
 * Assessment patterns: `npx tsx tools/bench/assessment-patterns.ts`.
 * Enumerates every answer pattern of each framework's questions (each option equally likely, so
 * the figures show the rules' bias, not real users) and prints, per framework, the distribution
 * of the results a person is shown (ties shown as ties), the share of ties, and for DiSC the
 * first letter of the payload and the secondary styles shown. The "before" columns apply the
 * earlier rules (a fixed list order breaks every tie, padding letters count as a secondary style)
 * to the same patterns, as the baseline. Quoted in docs/assessment.md.
 */
import type { DISC_LETTERS } from '@styleprint/contracts';
import {
  DISC_STYLES,
  STRENGTH_DOMAINS,
  THINKING_STYLES,
  type FrameworkId,
  type Profile,
} from '@styleprint/contracts';
import {
  answerQuestion,
  buildPayload,
  deriveProfile,
  discLetters,
  discTieOf,
  isDiscBlend,
  questionsOf,
  rankByCount,
  STRENGTH_DOMAIN_LABELS,
  strengthDomainOf,
  strengthTieOf,
  thinkingLeaders,
  type Answers,
} from '@styleprint/scoring';

/** Every combination of option values for one framework's questions, as answers. */
function patterns(framework: FrameworkId): Answers[] {
  const questions = questionsOf(framework);
  let all: Answers[] = [{}];
  for (const q of questions) {
    all = all.flatMap((answers) =>
      q.options.map((o) =>
        answerQuestion(answers, { questionId: q.id, framework, value: o.value }),
      ),
    );
  }
  return all;
}

const profileOf = (answers: Answers): Profile => deriveProfile(buildPayload(answers));

function tally(keys: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return new Map([...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
}

function print(
  title: string,
  total: number,
  shown: Map<string, number>,
  before?: Map<string, number>,
) {
  console.log(`\n## ${title} (${total} patterns)`);
  console.log(
    `| result shown | patterns | share |${before ? ' before (list order breaks ties) |' : ''}`,
  );
  console.log(`|---|---:|---:|${before ? '---:|' : ''}`);
  const keys = new Set([...shown.keys(), ...(before?.keys() ?? [])]);
  for (const key of keys) {
    const n = shown.get(key) ?? 0;
    const share = `${((100 * n) / total).toFixed(1)}%`;
    console.log(`| ${key} | ${n} | ${share} |${before ? ` ${before.get(key) ?? 0} |` : ''}`);
  }
  const ties = [...shown.entries()]
    .filter(([k]) => k.startsWith('tie'))
    .reduce((s, [, n]) => s + n, 0);
  console.log(`Ties: ${ties} of ${total} (${((100 * ties) / total).toFixed(1)}%)`);
}

/** The largest ratio between the patterns two single results win (ties excluded). */
function maxRatio(shown: Map<string, number>, singles: readonly string[]): string {
  const values = singles.map((k) => shown.get(k) ?? 0);
  const min = Math.min(...values);
  return min === 0 ? 'infinite (a result never shown)' : (Math.max(...values) / min).toFixed(2);
}

// ---- DiSC ----
const disc = patterns('disc');
const discShown = tally(
  disc.map((a) => {
    const { disc } = profileOf(a);
    const tie = discTieOf(disc);
    // The tie in list order, so one set of tied styles is one row whatever its tie-break.
    return tie ? `tie: ${DISC_STYLES.filter((s) => tie.includes(s)).join('/')}` : disc.Primary;
  }),
);
/** DiSC counts of a pattern, for the earlier rule. */
function discCounts(answers: Answers): Record<(typeof DISC_LETTERS)[number], number> {
  const counts = { D: 0, i: 0, S: 0, C: 0 };
  for (const q of questionsOf('disc')) {
    const value = answers[q.id]?.value;
    if (value === 'D' || value === 'i' || value === 'S' || value === 'C') counts[value] += 1;
  }
  return counts;
}
// The earlier rule: letters ranked by count, ties and padding in the order D, i, S, C.
const discBefore = tally(disc.map((a) => (discLetters(discCounts(a))[0] ?? '').toUpperCase()));
print('DiSC-style primary', disc.length, discShown, discBefore);
console.log(
  `Largest ratio between two styles shown as primary: ${maxRatio(discShown, ['D', 'I', 'S', 'C'])} (target ≤ 1.5; before: ${maxRatio(discBefore, ['D', 'I', 'S', 'C'])})`,
);
console.log(
  `Payload's first letter (ties ordered by the earliest answer): ${[...tally(disc.map((a) => buildPayload(a).disc[0] ?? '')).entries()].map(([k, n]) => `${k} ${n}`).join(', ')}`,
);
const secondaries = disc.map((a) => profileOf(a).disc);
const shownBlends = secondaries.filter((d) => d.Secondary !== null);
const impossible = shownBlends.filter(
  (d) =>
    !isDiscBlend(
      d.Primary === 'I' ? 'i' : (d.Primary as 'D'),
      d.Secondary === 'I' ? 'i' : (d.Secondary as 'D'),
    ),
);
const beforeImpossible = disc.filter((a) => {
  const [p, s] = discLetters(discCounts(a));
  return p !== undefined && s !== undefined && !isDiscBlend(p as 'D', s as 'D');
});
console.log(
  `Secondary style shown: ${shownBlends.length} of ${disc.length}; impossible blends shown (D with S, i with C): ${impossible.length} (before: ${beforeImpossible.length})`,
);

// ---- Thinking styles ----
const thinking = patterns('emergenetics');
const thinkingShown = tally(
  thinking.map((a) => {
    const leaders = thinkingLeaders(profileOf(a));
    if (leaders.length === 0) return 'none measured (only behaviours chosen)';
    return leaders.length === 1 ? (leaders[0] ?? '') : `tie: ${leaders.join('/')}`;
  }),
);
const thinkingBefore = tally(
  thinking.map((a) => {
    const e = buildPayload(a).emergenetics;
    const counts = {
      Analytical: e.analytical,
      Structural: e.structural,
      Social: e.social,
      Conceptual: e.conceptual,
    };
    return rankByCount(THINKING_STYLES, (s) => counts[s])[0] ?? '';
  }),
);
print('Emergenetics-style thinking style', thinking.length, thinkingShown, thinkingBefore);
const levels = tally(
  thinking.map((a) => {
    const e = profileOf(a).emergenetics;
    return [e.Expressiveness, e.Assertiveness, e.Flexibility].join('/');
  }),
);
console.log(
  `Behaviour levels (Expressiveness/Assertiveness/Flexibility): ${[...levels.entries()].map(([k, n]) => `${k} ${n}`).join('; ')}`,
);

// ---- Strengths ----
const strengths = patterns('cliftonStrengths');
const strengthsShown = tally(
  strengths.map((a) => {
    const result = profileOf(a).cliftonStrengths;
    const top = result.TopDomain;
    const tie = strengthTieOf(result);
    if (tie) {
      const inListOrder = STRENGTH_DOMAINS.filter((d) => tie.includes(d));
      return `tie: ${inListOrder.map((d) => STRENGTH_DOMAIN_LABELS[d]).join('/')}`;
    }
    const domain = strengthDomainOf(top);
    return domain ? STRENGTH_DOMAIN_LABELS[domain] : top;
  }),
);
const strengthsBefore = tally(
  strengths.map((a) => {
    const c = buildPayload(a).cliftonStrengths;
    const counts = {
      Executing: c.executing,
      Influencing: c.influencing,
      Relationship: c.relationship,
      Thinking: c.thinking,
    };
    const top = rankByCount(STRENGTH_DOMAINS, (d) => counts[d])[0];
    return top ? STRENGTH_DOMAIN_LABELS[top] : '';
  }),
);
print('CliftonStrengths-style top domain', strengths.length, strengthsShown, strengthsBefore);
const domainNames = STRENGTH_DOMAINS.map((d) => STRENGTH_DOMAIN_LABELS[d]);
console.log(
  `Largest ratio between two domains shown on top: ${maxRatio(strengthsShown, domainNames)} (before: ${maxRatio(strengthsBefore, domainNames)})`,
);

// ---- MBTI ----
const mbti = patterns('mbti');
const types = tally(mbti.map((a) => profileOf(a).mbti.Type));
console.log(`\n## MBTI-style type (${mbti.length} patterns)`);
console.log(
  `${types.size} types, each from ${[...new Set(types.values())].join(', ')} pattern(s); ties: 0 (one question per letter, two options each). Confidence: "${profileOf(mbti[0] ?? {}).mbti.Confidence}".`,
);
