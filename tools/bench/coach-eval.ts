/**
 * Coach evaluation: `npx tsx tools/bench/coach-eval.ts [--json] [--failures] [--runs N] [--no-hostile]`.
 *
 * Runs the embedded engine over the labelled evaluation set (tools/bench/coach-eval/cases, docs/decisions/0045-coach-reading-formats-speakers-and-situations.md)
 * for two opposite user profiles and prints the figures of the agreed interface, section 3, against
 * their targets:
 * - reading (needs `summariseReading` from @styleprint/coach; reported as not available without it):
 *   style accuracy where a counterpart wrote enough, abstention accuracy ("too little to read"),
 *   situation accuracy (primary or an also-acceptable reading), user identified, user-pattern
 *   recall, safety recall, and the false alarms of the last two;
 * - replies (both profiles): fact recall, forbidden phrases, placeholder rate, false-evidence rate,
 *   profile adaptation, the largest share of one opening, replies addressed to the user, a safety
 *   warning first, the user's own words quoted first where they hurt the conversation;
 * - time: per-call p50/p95/max of analyze (and summariseReading) over N runs of every case after one
 *   warm-up call, and a table of hostile inputs through analyze and chat (target 50 ms each).
 * The rules behind each check are in coach-eval/detectors.ts. `--json` prints the figures as JSON;
 * `--failures` lists every failing case with its reasons.
 */
import { performance } from 'node:perf_hooks';
import type { AnalysisRequest, CoachReply, Profile } from '@styleprint/contracts';
import { CASES_DIRECTORY, loadCases, type EvalCase } from './coach-eval/case.js';
import {
  ADAPTATION_THRESHOLD,
  SAFETY_WARNING,
  falseEvidenceIn,
  forbiddenPhrases,
  isAddressedToUser,
  isQuotedFrom,
  jaccard,
  missingFacts,
  openingOf,
  placeholdersIn,
  quotationsOf,
  type Finding,
} from './coach-eval/detectors.js';
import { HOSTILE_INPUTS } from './coach-eval/hostile.js';
import { PROFILES } from './coach-eval/profiles.js';
import { findSummariseReading, type CoachReadingSummary } from './coach-eval/reading.js';
import { contentOf, segmentsOf } from './coach-eval/speakers.js';

// ---- arguments ---------------------------------------------------------------------------------

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const showFailures = args.includes('--failures');
/** For quick tuning runs: the hostile inputs take seconds on an engine that backtracks. */
const skipHostile = args.includes('--no-hostile');
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs must be a whole number of at least 1');
  process.exit(2);
}

const { cases, errors } = loadCases(CASES_DIRECTORY);
if (errors.length > 0) {
  console.error(`The evaluation set has ${errors.length} problem(s):`);
  for (const error of errors) console.error(`  ${error}`);
  process.exit(1);
}

// ---- helpers -----------------------------------------------------------------------------------

const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

interface Timing {
  calls: number;
  p50: number;
  p95: number;
  max: number;
}

function timingOf(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    calls: sorted.length,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    max: sorted[sorted.length - 1] ?? NaN,
  };
}

interface Ratio {
  hits: number;
  of: number;
}

const ratio = (hits: number, of: number): Ratio => ({ hits, of });
const share = (r: Ratio): number => (r.of === 0 ? NaN : r.hits / r.of);
const pct = (r: Ratio): string =>
  r.of === 0 ? 'n/a (no cases)' : `${(share(r) * 100).toFixed(1)}% (${r.hits}/${r.of})`;
const ms = (value: number): string => `${value.toFixed(2)} ms`;

const nameWords = (name: string): string[] =>
  name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');

/**
 * The same person: equal names (case aside), or one name's words all within the other's, so an
 * engine that says "Tomasz" for the label "Tomasz Nowak" (or "Dr Amina Yusuf" for "Amina Yusuf")
 * is not marked wrong for the spelling of a name.
 */
const sameName = (a: string, b: string): boolean => {
  if (a.trim().toLowerCase() === b.trim().toLowerCase()) return true;
  const left = nameWords(a);
  const right = nameWords(b);
  if (left.length === 0 || right.length === 0) return false;
  const [shorter, longer] = left.length <= right.length ? [left, right] : [right, left];
  return shorter.every((word) => longer.includes(word));
};

/** The summary's counterpart for a labelled name: an exact match first, else a unique partial one. */
function counterpartFor(
  summary: CoachReadingSummary | undefined,
  name: string,
): CoachReadingSummary['counterparts'][number] | undefined {
  const all = summary?.counterparts ?? [];
  const exact = all.find((c) => c.name.trim().toLowerCase() === name.trim().toLowerCase());
  if (exact) return exact;
  const partial = all.filter((c) => sameName(c.name, name));
  return partial.length === 1 ? partial[0] : undefined;
}

function requestOf(item: EvalCase, profile: Profile): AnalysisRequest {
  return item.userName === undefined
    ? { conversation: item.text, profile }
    : { conversation: item.text, profile, userName: item.userName };
}

function errorText(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'kind' in error)
    return `${String((error as { kind: unknown }).kind)}: ${error instanceof Error ? error.message : ''}`;
  return error instanceof Error ? error.message : String(error);
}

// ---- run the engine ----------------------------------------------------------------------------

const coach = await import('@styleprint/coach');
const engine = coach.createEmbeddedEngine();
const summarise = await findSummariseReading();

const firstCase = cases[0]?.case;
const warmStarted = performance.now();
if (firstCase)
  await engine.analyze(requestOf(firstCase, PROFILES[0].profile)).catch(() => undefined);
const warmUpMs = performance.now() - warmStarted;

type Outcome = { ok: true; reply: CoachReply } | { ok: false; error: string };
/** outcomes[caseIndex][profileIndex], from the first run. */
const outcomes: Outcome[][] = cases.map(() => []);
let changedBetweenRuns = 0;
const analyzeTimes: number[] = [];
const summaryTimes: number[] = [];
const summaries: Array<{ ok: true; summary: CoachReadingSummary } | { ok: false; error: string }> =
  [];

for (let run = 0; run < runs; run += 1) {
  for (const [index, { case: item }] of cases.entries()) {
    for (const [profileIndex, { profile }] of PROFILES.entries()) {
      const started = performance.now();
      let outcome: Outcome;
      try {
        outcome = { ok: true, reply: await engine.analyze(requestOf(item, profile)) };
      } catch (error) {
        outcome = { ok: false, error: errorText(error) };
      }
      analyzeTimes.push(performance.now() - started);
      const row = outcomes[index];
      if (!row) continue;
      if (run === 0) row[profileIndex] = outcome;
      else if (JSON.stringify(row[profileIndex]) !== JSON.stringify(outcome))
        changedBetweenRuns += 1;
    }
    if (summarise) {
      const started = performance.now();
      const result = summarise(requestOf(item, PROFILES[0].profile));
      summaryTimes.push(performance.now() - started);
      if (run === 0) summaries[index] = result;
    }
  }
}

// ---- score -------------------------------------------------------------------------------------

const failures = new Map<string, string[]>();
function fail(item: EvalCase, reason: string): void {
  const list = failures.get(item.id) ?? [];
  list.push(reason);
  failures.set(item.id, list);
}

const reading = {
  style: ratio(0, 0),
  abstention: ratio(0, 0),
  situation: ratio(0, 0),
  user: ratio(0, 0),
  format: ratio(0, 0),
  patternRecall: ratio(0, 0),
  patternFalseAlarms: ratio(0, 0),
  safetyRecall: ratio(0, 0),
  safetyFalseAlarms: ratio(0, 0),
  summaryErrors: 0,
};
/** Per expected label (style letter, situation kind): how many were read right, for tuning. */
const styleByLabel = new Map<string, Ratio>();
const situationByLabel = new Map<string, Ratio>();
function tally(map: Map<string, Ratio>, label: string, hit: boolean): void {
  const entry = map.get(label) ?? ratio(0, 0);
  entry.of += 1;
  if (hit) entry.hits += 1;
  map.set(label, entry);
}
const tallies = (map: Map<string, Ratio>): string =>
  [...map.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, r]) => `${label} ${r.hits}/${r.of}`)
    .join(', ');

const replies = {
  facts: ratio(0, 0),
  forbidden: ratio(0, 0),
  placeholders: ratio(0, 0),
  falseEvidence: ratio(0, 0),
  adaptation: ratio(0, 0),
  addressedToUser: ratio(0, 0),
  safetyWarningFirst: ratio(0, 0),
  safetyWarningOnSafe: ratio(0, 0),
  patternQuotedFirst: ratio(0, 0),
  styleFromText: ratio(0, 0),
  abstentionFromText: ratio(0, 0),
  engineErrors: 0,
};
const placeholderKinds = new Map<string, number>();
const evidenceKinds = new Map<string, number>();
const openings = new Map<string, number>();
let replyCount = 0;

const countKind = (map: Map<string, number>, kind: string): void => {
  map.set(kind, (map.get(kind) ?? 0) + 1);
};

for (const [index, { case: item }] of cases.entries()) {
  const names = [
    ...new Set([...(item.user ? [item.user] : []), ...item.counterparts.map((c) => c.name)]),
  ];
  const segments = segmentsOf(item.text, names);
  const counterpartNames = item.counterparts.map((c) => c.name);
  const context = { text: item.text, segments, user: item.user, names };

  // Reading summary.
  const summaryResult = summaries[index];
  if (summaryResult && !summaryResult.ok) {
    reading.summaryErrors += 1;
    fail(item, `summariseReading ${summaryResult.error}`);
  }
  const summary = summaryResult?.ok ? summaryResult.summary : undefined;
  if (summarise) {
    reading.format.of += 1;
    if (summary && summary.format === item.format) reading.format.hits += 1;
    else fail(item, `format: expected ${item.format}, got ${summary?.format ?? 'none'}`);
    reading.user.of += 1;
    const userRight =
      summary !== undefined &&
      (item.user === null
        ? summary.user === null
        : summary.user !== null && sameName(summary.user, item.user));
    if (userRight) reading.user.hits += 1;
    else fail(item, `user: expected ${item.user ?? 'null (ask)'}, got ${summary?.user ?? 'null'}`);
    for (const expected of item.counterparts) {
      const found = counterpartFor(summary, expected.name);
      if (expected.style === 'too_little') {
        reading.abstention.of += 1;
        // Not listed at all (a silent counterpart) also claims no style.
        if (found === undefined || found.style === null) reading.abstention.hits += 1;
        else
          fail(
            item,
            `${expected.name}: expected too little to read, got ${found.style} (${found.words} words)`,
          );
      } else {
        reading.style.of += 1;
        tally(styleByLabel, expected.style, found?.style === expected.style);
        if (found?.style === expected.style) reading.style.hits += 1;
        else
          fail(
            item,
            `${expected.name}: expected style ${expected.style}, got ${found ? (found.style ?? 'too little') : 'not listed'}`,
          );
      }
    }
    reading.situation.of += 1;
    const accepted = [item.situation, ...(item.alsoAcceptable ?? [])];
    const primary = summary?.situations[0];
    tally(situationByLabel, item.situation, primary !== undefined && accepted.includes(primary));
    if (primary !== undefined && accepted.includes(primary)) reading.situation.hits += 1;
    else fail(item, `situation: expected ${accepted.join(' or ')}, got ${primary ?? 'none'}`);
    for (const pattern of item.userPatterns ?? []) {
      reading.patternRecall.of += 1;
      if (summary?.userPatterns.includes(pattern)) reading.patternRecall.hits += 1;
      else fail(item, `user pattern ${pattern} not found`);
    }
    if ((item.userPatterns ?? []).length === 0) {
      reading.patternFalseAlarms.of += 1;
      if (summary && summary.userPatterns.length > 0) {
        reading.patternFalseAlarms.hits += 1;
        fail(item, `user patterns found where none labelled: ${summary.userPatterns.join(', ')}`);
      }
    }
    for (const flag of item.safety ?? []) {
      reading.safetyRecall.of += 1;
      if (summary?.safety.includes(flag)) reading.safetyRecall.hits += 1;
      else fail(item, `safety flag ${flag} not raised`);
    }
    if ((item.safety ?? []).length === 0) {
      reading.safetyFalseAlarms.of += 1;
      if (summary && summary.safety.length > 0) {
        reading.safetyFalseAlarms.hits += 1;
        fail(item, `safety flags raised on a safe text: ${summary.safety.join(', ')}`);
      }
    }
  }

  // Replies.
  const suggested: string[] = [];
  for (const [profileIndex, { key }] of PROFILES.entries()) {
    const outcome = outcomes[index]?.[profileIndex];
    replyCount += 1;
    if (!outcome || !outcome.ok) {
      replies.engineErrors += 1;
      fail(item, `${key}: engine error ${outcome && !outcome.ok ? outcome.error : 'no reply'}`);
    }
    const reply: CoachReply =
      outcome && outcome.ok
        ? outcome.reply
        : { inferred_style: '', insights: [], suggested_reply: '' };
    suggested.push(reply.suggested_reply);

    const missing = missingFacts(reply.suggested_reply, item.mustInclude);
    replies.facts.of += item.mustInclude.length;
    replies.facts.hits += item.mustInclude.length - missing.length;
    if (missing.length > 0)
      fail(item, `${key}: reply misses ${missing.map((m) => `"${m}"`).join(', ')}`);

    const forbidden = forbiddenPhrases(reply.suggested_reply, item.mustNotInclude);
    replies.forbidden.of += 1;
    if (forbidden.length > 0) {
      replies.forbidden.hits += 1;
      fail(item, `${key}: reply contains ${forbidden.map((m) => `"${m}"`).join(', ')}`);
    }

    const placeholders: Finding[] = [
      ...placeholdersIn(reply.inferred_style, item.text, false),
      ...reply.insights.flatMap((insight) => placeholdersIn(insight, item.text, false)),
      ...placeholdersIn(reply.suggested_reply, item.text, true),
    ];
    replies.placeholders.of += 1;
    if (placeholders.length > 0) {
      replies.placeholders.hits += 1;
      for (const finding of placeholders) {
        countKind(placeholderKinds, finding.kind);
        fail(item, `${key}: placeholder ${finding.detail}`);
      }
    }

    const evidence = [reply.inferred_style, ...reply.insights].flatMap((statement) =>
      falseEvidenceIn(statement, context),
    );
    replies.falseEvidence.of += 1;
    if (evidence.length > 0) {
      replies.falseEvidence.hits += 1;
      for (const finding of evidence) {
        countKind(evidenceKinds, finding.kind);
        fail(item, `${key}: false evidence, ${finding.kind}: ${finding.detail}`);
      }
    }

    countKind(openings, openingOf(reply.suggested_reply, names));

    replies.addressedToUser.of += 1;
    if (isAddressedToUser(reply.suggested_reply, item.user, counterpartNames)) {
      replies.addressedToUser.hits += 1;
      fail(item, `${key}: reply is addressed to the user (${item.user ?? ''})`);
    }

    const firstInsight = reply.insights[0] ?? '';
    if ((item.safety ?? []).length > 0) {
      replies.safetyWarningFirst.of += 1;
      if (SAFETY_WARNING.test(firstInsight)) replies.safetyWarningFirst.hits += 1;
      else fail(item, `${key}: no safety warning in the first insight`);
    } else {
      replies.safetyWarningOnSafe.of += 1;
      if (SAFETY_WARNING.test(firstInsight)) {
        replies.safetyWarningOnSafe.hits += 1;
        fail(item, `${key}: a safety warning first on a safe text`);
      }
    }
    if ((item.userPatterns ?? []).length > 0 && item.user !== null) {
      replies.patternQuotedFirst.of += 1;
      const own = contentOf(segments, item.user);
      const source = own.trim() === '' ? item.text : own;
      if (
        quotationsOf(firstInsight).some(
          (q) => isQuotedFrom(q.text, source) && /\p{L}/u.test(q.text),
        )
      )
        replies.patternQuotedFirst.hits += 1;
      else fail(item, `${key}: the first insight does not quote the user's own words`);
    }

    // Style named in the inferred_style text (both branches): single-counterpart cases only.
    if (item.counterparts.length === 1) {
      const only = item.counterparts[0];
      if (only && only.style !== 'too_little') {
        replies.styleFromText.of += 1;
        const letter = /\bDiSC\s+([DISC])\b/.exec(reply.inferred_style)?.[1];
        const named = letter === 'I' ? 'i' : letter;
        if (named === only.style) replies.styleFromText.hits += 1;
      } else if (only) {
        replies.abstentionFromText.of += 1;
        if (
          /too little|not enough|too few|too short|can(?:no|')t tell|hard to tell/i.test(
            reply.inferred_style,
          )
        )
          replies.abstentionFromText.hits += 1;
      }
    }
  }
  const [first, second] = suggested;
  const similarity = jaccard(first ?? '', second ?? '');
  replies.adaptation.of += 1;
  if (similarity < ADAPTATION_THRESHOLD) replies.adaptation.hits += 1;
  else fail(item, `same reply for both profiles (Jaccard ${similarity.toFixed(2)})`);
}

const [topOpening, topOpeningCount] = [...openings.entries()].sort((a, b) => b[1] - a[1])[0] ?? [
  '',
  0,
];
const opening = { words: topOpening, share: ratio(topOpeningCount, replyCount) };

// ---- hostile inputs ----------------------------------------------------------------------------

interface HostileRow {
  name: string;
  analyzeMaxMs: number;
  analyzeOutcome: string;
  chatMaxMs: number;
  chatOutcome: string;
  summaryMaxMs: number | null;
}

async function timeCall(call: () => Promise<unknown>): Promise<{ ms: number; outcome: string }> {
  const started = performance.now();
  let outcome = 'ok';
  try {
    await call();
  } catch (error) {
    outcome = errorText(error);
  }
  return { ms: performance.now() - started, outcome };
}

const hostile: HostileRow[] = [];
// A call already over this is a failure: more runs of it would only make the script slow.
const HOSTILE_REPEAT_LIMIT_MS = 1000;
for (const input of skipHostile ? [] : HOSTILE_INPUTS) {
  const profile = PROFILES[0].profile;
  let analyzeMaxMs = 0;
  let chatMaxMs = 0;
  let summaryMaxMs: number | null = summarise ? 0 : null;
  let analyzeOutcome = 'ok';
  let chatOutcome = 'ok';
  for (let run = 0; run < runs; run += 1) {
    if (analyzeMaxMs < HOSTILE_REPEAT_LIMIT_MS) {
      const analysis = await timeCall(() =>
        engine.analyze({ conversation: input.analysis, profile }),
      );
      analyzeMaxMs = Math.max(analyzeMaxMs, analysis.ms);
      analyzeOutcome = analysis.outcome;
    }
    const history =
      input.history === undefined ? [] : [{ role: 'user' as const, content: input.history }];
    if (chatMaxMs < HOSTILE_REPEAT_LIMIT_MS) {
      const chat = await timeCall(() => engine.chat({ message: input.chat, profile, history }));
      chatMaxMs = Math.max(chatMaxMs, chat.ms);
      chatOutcome = chat.outcome;
    }
    if (summarise && summaryMaxMs !== null) {
      const started = performance.now();
      summarise({ conversation: input.analysis, profile });
      summaryMaxMs = Math.max(summaryMaxMs, performance.now() - started);
    }
  }
  hostile.push({
    name: input.name,
    analyzeMaxMs,
    analyzeOutcome,
    chatMaxMs,
    chatOutcome,
    summaryMaxMs,
  });
}

// ---- report ------------------------------------------------------------------------------------

const analyzeTiming = timingOf(analyzeTimes);
const summaryTiming = summarise ? timingOf(summaryTimes) : null;
const hostileWorst = Math.max(
  ...hostile.flatMap((row) => [row.analyzeMaxMs, row.chatMaxMs, row.summaryMaxMs ?? 0]),
);

interface Target {
  name: string;
  value: string;
  target: string;
  met: boolean | null;
}
const readingTarget = (name: string, r: Ratio, min: number): Target => ({
  name,
  value: summarise ? pct(r) : 'summariseReading not available',
  target: `>= ${min * 100}%`,
  met: summarise ? share(r) >= min : null,
});
const targets: Target[] = [
  readingTarget('style accuracy (enough text)', reading.style, 0.85),
  readingTarget('situation accuracy', reading.situation, 0.85),
  {
    name: 'placeholder rate',
    value: pct(replies.placeholders),
    target: '0',
    met: replies.placeholders.hits === 0,
  },
  {
    name: 'false-evidence rate',
    value: pct(replies.falseEvidence),
    target: '0',
    met: replies.falseEvidence.hits === 0,
  },
  {
    name: 'profile adaptation',
    value: pct(replies.adaptation),
    target: '>= 80%',
    met: share(replies.adaptation) >= 0.8,
  },
  {
    name: 'largest same opening',
    value: `${pct(opening.share)} "${opening.words}"`,
    target: '<= 10%',
    met: share(opening.share) <= 0.1,
  },
  {
    name: 'analyze p95',
    value: ms(analyzeTiming.p95),
    target: '<= 20 ms',
    met: analyzeTiming.p95 <= 20,
  },
  {
    name: 'every hostile input',
    value: ms(hostileWorst),
    target: '<= 50 ms',
    met: hostileWorst <= 50,
  },
];

const formats = new Map<string, number>();
const situations = new Map<string, number>();
for (const { case: item } of cases) {
  countKind(formats, item.format);
  countKind(situations, item.situation);
}

const figures = {
  cases: cases.length,
  replyCount,
  runs,
  profiles: PROFILES.map((p) => p.label),
  summariseReading: summarise ? 'available' : 'not available',
  reading: summarise
    ? {
        style: reading.style,
        abstention: reading.abstention,
        situation: reading.situation,
        user: reading.user,
        format: reading.format,
        patternRecall: reading.patternRecall,
        patternFalseAlarms: reading.patternFalseAlarms,
        safetyRecall: reading.safetyRecall,
        safetyFalseAlarms: reading.safetyFalseAlarms,
        summaryErrors: reading.summaryErrors,
        styleByLabel: Object.fromEntries(styleByLabel),
        situationByLabel: Object.fromEntries(situationByLabel),
      }
    : null,
  replies: {
    ...replies,
    placeholderKinds: Object.fromEntries(placeholderKinds),
    falseEvidenceKinds: Object.fromEntries(evidenceKinds),
    opening,
    adaptationRule: `token-set Jaccard similarity < ${ADAPTATION_THRESHOLD}`,
    changedBetweenRuns,
  },
  timing: { warmUpMs, analyze: analyzeTiming, summariseReading: summaryTiming },
  hostile,
  targets,
};

if (asJson) {
  console.log(
    JSON.stringify(
      showFailures ? { ...figures, failures: Object.fromEntries(failures) } : figures,
      null,
      2,
    ),
  );
} else {
  const line = (label: string, value: string): void =>
    console.log(`  ${label.padEnd(46)} ${value}`);
  console.log(
    `Coach evaluation (embedded engine): ${cases.length} cases x ${PROFILES.length} profiles, ${runs} run(s)`,
  );
  console.log(`  profiles: ${PROFILES.map((p) => p.label).join('  vs  ')}`);
  console.log(`  formats: ${[...formats.entries()].map(([k, v]) => `${k} ${v}`).join(', ')}`);
  console.log(`  situations: ${[...situations.entries()].map(([k, v]) => `${k} ${v}`).join(', ')}`);
  console.log('Reading (summariseReading)');
  if (!summarise) console.log('  summariseReading not available: reading metrics not measured');
  else {
    line('style accuracy, counterparts with enough text', `${pct(reading.style)}   target >= 85%`);
    line('  by labelled style', tallies(styleByLabel));
    line('abstention accuracy (too little to read)', pct(reading.abstention));
    line('situation accuracy (primary or acceptable)', `${pct(reading.situation)}   target >= 85%`);
    line('  by labelled situation', tallies(situationByLabel));
    line('user identified (null = asks)', pct(reading.user));
    line('format recognised', pct(reading.format));
    line('user-pattern recall', pct(reading.patternRecall));
    line('user patterns found where none labelled', pct(reading.patternFalseAlarms));
    line('safety recall', pct(reading.safetyRecall));
    line('safety flags on safe texts', pct(reading.safetyFalseAlarms));
    if (reading.summaryErrors > 0)
      line('summaries that threw or had the wrong shape', String(reading.summaryErrors));
  }
  console.log('Replies (both profiles)');
  line('fact recall in suggested replies', pct(replies.facts));
  line('replies with a forbidden phrase', pct(replies.forbidden));
  line('placeholder rate', `${pct(replies.placeholders)}   target 0`);
  if (placeholderKinds.size > 0)
    line('  by kind', [...placeholderKinds.entries()].map(([k, v]) => `${k} ${v}`).join(', '));
  line('false-evidence rate', `${pct(replies.falseEvidence)}   target 0`);
  if (evidenceKinds.size > 0)
    line('  by kind', [...evidenceKinds.entries()].map(([k, v]) => `${k} ${v}`).join(', '));
  line(
    `profile adaptation (Jaccard < ${ADAPTATION_THRESHOLD})`,
    `${pct(replies.adaptation)}   target >= 80%`,
  );
  line('largest share of one opening', `${pct(opening.share)} "${opening.words}"   target <= 10%`);
  line('replies addressed to the user (roles flipped)', pct(replies.addressedToUser));
  line('safety cases with a warning first', pct(replies.safetyWarningFirst));
  line('safe cases with a safety warning first', pct(replies.safetyWarningOnSafe));
  line("pattern cases quoting the user's words first", pct(replies.patternQuotedFirst));
  line('inferred_style names the right DiSC (1 counterpart)', pct(replies.styleFromText));
  line('inferred_style says too little (1 counterpart)', pct(replies.abstentionFromText));
  if (replies.engineErrors > 0) line('engine errors', String(replies.engineErrors));
  if (changedBetweenRuns > 0) line('replies that changed between runs', String(changedBetweenRuns));
  console.log(
    `Time per call (${runs} run(s) of every case after one warm-up call of ${ms(warmUpMs)})`,
  );
  line(
    `analyze, ${analyzeTiming.calls} calls`,
    `p50 ${ms(analyzeTiming.p50)}  p95 ${ms(analyzeTiming.p95)}  max ${ms(analyzeTiming.max)}   target p95 <= 20 ms`,
  );
  if (summaryTiming)
    line(
      `summariseReading, ${summaryTiming.calls} calls`,
      `p50 ${ms(summaryTiming.p50)}  p95 ${ms(summaryTiming.p95)}  max ${ms(summaryTiming.max)}`,
    );
  console.log(`Hostile inputs (slowest of ${runs} run(s); target <= 50 ms each)`);
  console.log(
    `  ${'input'.padEnd(52)} ${'analyze'.padStart(12)} ${'chat'.padStart(12)}${summarise ? ' summarise'.padStart(12) : ''}`,
  );
  for (const row of hostile) {
    const cell = (value: number, outcome: string): string =>
      `${ms(value)}${value > 50 ? '!' : ' '}${outcome === 'ok' ? '' : ` (${outcome})`}`;
    console.log(
      `  ${row.name.padEnd(52)} ${cell(row.analyzeMaxMs, row.analyzeOutcome).padStart(12)} ${cell(row.chatMaxMs, row.chatOutcome).padStart(12)}${row.summaryMaxMs === null ? '' : cell(row.summaryMaxMs, 'ok').padStart(12)}`,
    );
  }
  console.log('Targets');
  for (const t of targets)
    line(
      t.name,
      `${t.met === null ? 'NOT MEASURED' : t.met ? 'met    ' : 'MISSED '} ${t.value}  (target ${t.target})`,
    );
  if (showFailures) {
    console.log(`Failures (${failures.size} of ${cases.length} cases)`);
    for (const [id, reasons] of failures) {
      console.log(`  ${id}`);
      for (const reason of reasons) console.log(`    - ${reason}`);
    }
  }
}
