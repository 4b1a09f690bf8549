/**
 * Self-check of the evaluation set and its detectors, without vitest:
 * `npx tsx tools/bench/coach-eval/self-check.ts` (exit code 1 on any problem).
 * - every case is valid (coach-eval/case.ts: unique ids, length, facts and names from the text);
 * - labels agree with the text: a counterpart labelled with a style wrote at least 25 words, one
 *   labelled "too little" fewer than 30 (cases with safety flags excepted: their sender's text is the
 *   flagged request, which the engine must keep out of the style evidence);
 * - every detector fires on the defect it names and stays quiet on a fair reply, so no figure of
 *   the scoring script comes from a detector that cannot fire;
 * - every hostile input is a request the API would accept (non-blank, within the length limits).
 */
import assert from 'node:assert/strict';
import { CASES_DIRECTORY, loadCases } from './case.js';
import {
  falseEvidenceIn,
  forbiddenPhrases,
  hasDate,
  hasDeadline,
  isAddressedToUser,
  jaccard,
  missingFacts,
  openingOf,
  placeholdersIn,
  SAFETY_WARNING,
  type EvidenceContext,
} from './detectors.js';
import { LIMITS } from '@styleprint/contracts';
import { HOSTILE_INPUTS } from './hostile.js';
import { allContent, contentOf, segmentsOf, wordCount } from './speakers.js';

const problems: string[] = [];
const { cases, errors } = loadCases(CASES_DIRECTORY);
problems.push(...errors);

for (const { file, case: item } of cases) {
  if ((item.safety ?? []).length > 0) continue;
  const names = [...(item.user ? [item.user] : []), ...item.counterparts.map((c) => c.name)];
  const segments = segmentsOf(item.text, names);
  for (const counterpart of item.counterparts) {
    const words = wordCount(contentOf(segments, counterpart.name));
    if (counterpart.style !== 'too_little' && words < 25)
      problems.push(
        `${file}: ${item.id}: ${counterpart.name} is labelled ${counterpart.style} but wrote ${words} words`,
      );
    if (counterpart.style === 'too_little' && words >= 30)
      problems.push(
        `${file}: ${item.id}: ${counterpart.name} is labelled too little but wrote ${words} words`,
      );
  }
}

function contextOf(text: string, user: string | null, counterparts: string[]): EvidenceContext {
  const names = [...(user ? [user] : []), ...counterparts];
  return { text, segments: segmentsOf(text, names), user, names };
}

const checks: Array<[string, () => void]> = [
  [
    'placeholders fire on blanks and not on quoted text',
    () => {
      const text = '[08:47] Sam\nCan you send it by the 30th...?\n[08:48] Me\nSure.';
      for (const blank of [
        'Hi Sam, [your answer in one line].',
        'Hi Sam, the total is TBD.',
        'Hi Sam, the total is XX.',
        'Hi Sam, the total is ___.',
        'Hi {name}, thanks.',
        'Hi Sam, by <date>.',
        'Hi Sam, insert the figure here.',
        'Hi Sam, here is your answer.',
        'Hi Sam, so...',
      ])
        assert.notEqual(placeholdersIn(blank, text, true).length, 0, blank);
      assert.equal(
        placeholdersIn('Sam wrote at [08:47]: "by the 30th...?"', text, false).length,
        0,
      );
      assert.equal(
        placeholdersIn('Hi Sam, yes: you will have it by the 30th.', text, true).length,
        0,
      );
    },
  ],
  [
    'false evidence: quotations must be in the text',
    () => {
      const context = contextOf('Rachel: I\u2019d like   the deck by the 30th.\nMe: ok', 'Me', [
        'Rachel',
      ]);
      assert.equal(
        falseEvidenceIn('Rachel wrote "I\'d like the deck by the 30th".', context).length,
        0,
      );
      assert.equal(
        falseEvidenceIn('Rachel wrote \u201cI\u2019d like ... by the 30th\u201d.', context).length,
        0,
      );
      assert.notEqual(
        falseEvidenceIn('Rachel wrote "send the deck by Friday".', context).length,
        0,
      );
      assert.equal(falseEvidenceIn('Try "Could we agree the 30th?" instead.', context).length, 0);
    },
  ],
  [
    'false evidence: absence claims the text contradicts',
    () => {
      const rachel = contextOf('Rachel: Please send the budget by the 30th.\nMe: ok', 'Me', [
        'Rachel',
      ]);
      assert.notEqual(falseEvidenceIn('Rachel named no dates or deadlines.', rachel).length, 0);
      const mia = contextOf('Anders: Ready?\nMia: Done by Thurs, promise', 'Anders', ['Mia']);
      assert.notEqual(falseEvidenceIn('Mia named no dates.', mia).length, 0);
      const figures = contextOf('Sam: It costs 4,800 a year.\nMe: ok', 'Me', ['Sam']);
      assert.notEqual(falseEvidenceIn('The text gives no figures.', figures).length, 0);
      // True claims about the right speaker are not flagged.
      const questions = contextOf('Sam: When is it due?\nMe: Soon.', 'Me', ['Sam']);
      assert.equal(falseEvidenceIn('You asked no questions; Sam asked one.', questions).length, 0);
      assert.notEqual(falseEvidenceIn('Sam asked no questions.', questions).length, 0);
      const none = contextOf('Sam: Thanks for the help.\nMe: Any time.', 'Me', ['Sam']);
      assert.equal(falseEvidenceIn('Sam named no dates or deadlines.', none).length, 0);
    },
  ],
  [
    'separator lines belong to nobody',
    () => {
      const segments = segmentsOf('Sam  9:00 AM\nHello there\n--- Wednesday ---\nMe  9:05 AM\nHi', [
        'Sam',
        'Me',
      ]);
      assert.equal(contentOf(segments, 'Sam'), 'Hello there');
      assert.ok(!allContent(segments).includes('Wednesday'));
    },
  ],
  [
    'dates in the forms people write them',
    () => {
      for (const date of ['by the 30th', 'Thurs', 'by noon', 'end of day', 'EOD Friday', '12/03'])
        assert.ok(hasDate(date), date);
      for (const deadline of ['by the 30th', 'by noon', 'EOD Friday', 'due Monday'])
        assert.ok(hasDeadline(deadline), deadline);
      assert.ok(!hasDate('Thanks for the help, it was great.'));
      for (const notDate of ['clause 4.2', 'version 2.3 of the schema', 'a failure rate of 3.2'])
        assert.ok(!hasDate(notDate), notDate);
      assert.ok(hasDate('on 12.03.2026'));
    },
  ],
  [
    'adaptation, opening, addressee, facts, safety warning',
    () => {
      assert.equal(jaccard('Hi Sam, yes.', 'hi sam yes'), 1);
      assert.ok(
        jaccard('Hi Sam, yes by Friday.', 'Sam, I need two more days for the figures.') < 0.8,
      );
      assert.equal(openingOf('Hi Sam, thanks for the notes.', ['Sam']), 'thanks for the');
      assert.equal(
        openingOf('Sam and Ana, thanks for the notes.', ['Sam', 'Ana']),
        'thanks for the',
      );
      assert.equal(openingOf('Thanks for the notes, Sam.', ['Sam']), 'thanks for the');
      assert.ok(isAddressedToUser('Hi Priya, here is the list.', 'Priya', ['Tom']));
      assert.ok(!isAddressedToUser('Hi Tom, here is the list.', 'Priya', ['Tom']));
      assert.deepEqual(
        missingFacts('Due on Thursday at 3 pm.', ['Thurs|Thursday', '3 pm|3pm', '4,800']),
        ['4,800'],
      );
      assert.ok(
        SAFETY_WARNING.test(
          'This message asks you to send money to a new account: confirm by phone before you act.',
        ),
      );
      assert.ok(
        !SAFETY_WARNING.test('DiSC: Sam reads as careful and precise; verify the figures.'),
      );
      assert.deepEqual(forbiddenPhrases('Bottom line on the report: done.', ['bottom line on']), [
        'bottom line on',
      ]);
    },
  ],
];

for (const input of HOSTILE_INPUTS) {
  // Each must be a request the API accepts, or it would time a 400, not the engine.
  const valid = (text: string, limit: number): boolean => text.length <= limit && /\S/.test(text);
  if (!valid(input.analysis, LIMITS.analysisMaxChars) || !valid(input.chat, LIMITS.chatMaxChars))
    problems.push(`hostile input "${input.name}" is not a valid request (blank or over the limit)`);
  if (input.history !== undefined && input.history.length > LIMITS.chatHistoryItemMaxChars)
    problems.push(`hostile input "${input.name}" has a history item over the limit`);
}

for (const [name, check] of checks) {
  try {
    check();
  } catch (error) {
    problems.push(
      `detector check "${name}" failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

if (problems.length > 0) {
  console.error(`coach-eval self-check: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  `coach-eval self-check: ${cases.length} cases valid, ${checks.length} detector checks passed`,
);
