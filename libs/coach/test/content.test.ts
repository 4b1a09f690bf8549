import { describe, expect, it } from 'vitest';
import { MOVES } from '../src/data/moves/index.js';
import {
  draftFeedbackMoves,
  draftMeetingMoves,
  draftObjectsMoves,
  draftThanksMoves,
} from '../src/data/moves/drafts.js';
import { SAFETY_CUES } from '../src/data/safety/index.js';
import { SITUATION_CUES } from '../src/data/situations/index.js';
import type { MoveSet, Template } from '../src/data/types.js';
import { USER_PATTERN_CUES } from '../src/data/user-patterns/index.js';
import * as lexicons from '../src/reading/measure/lexicons.js';
import { compilePhrases, findPhrases, tokenize } from '../src/reading/measure/tokens.js';
import { nlp } from '../src/reading/nlp.js';
import { render, slotsOf, type Slots } from '../src/writing/render.js';

/**
 * The coach's content is data (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md, point 9); these tests catch what goes wrong in data:
 * duplicates, one phrase feeding two families that should stay apart, entries the tokenizer
 * cannot match, and templates that would render with a blank.
 */

const CUE_FAMILIES: Record<string, readonly string[]> = {
  ...Object.fromEntries(
    Object.values(SITUATION_CUES).flatMap((c) => [
      [`situation:${c.kind}`, c.phrases],
      [`situation:${c.kind}:strong`, c.strong ?? []],
    ]),
  ),
  ...Object.fromEntries(
    Object.values(USER_PATTERN_CUES).map((c) => [`pattern:${c.kind}`, c.phrases]),
  ),
  ...Object.fromEntries(Object.values(SAFETY_CUES).map((c) => [`safety:${c.kind}`, c.phrases])),
};

/** Word families of the style reader, grouped by the DiSC style they feed most (infer/style.ts). */
const LEXICON_FAMILIES: Record<string, Record<string, readonly string[]>> = {
  D: { booster: lexicons.BOOSTERS, result: lexicons.RESULT_WORDS },
  I: { warmth: lexicons.WARMTH, positive: lexicons.POSITIVE_AFFECT, idea: lexicons.IDEA_WORDS },
  S: {
    hedge: lexicons.HEDGES,
    stability: lexicons.STABILITY_WORDS,
    apology: lexicons.APOLOGIES,
    gratitude: lexicons.GRATITUDE,
  },
  C: {
    data: lexicons.DATA_WORDS,
    process: lexicons.PROCESS_WORDS,
    precision: lexicons.PRECISION_QUESTIONS,
  },
};

const duplicates = (list: readonly string[]): string[] =>
  list.filter(
    (entry, index) => list.findIndex((e) => e.toLowerCase() === entry.toLowerCase()) !== index,
  );

describe('cue lists (situations, the user’s patterns, safety)', () => {
  it.each(Object.entries(CUE_FAMILIES))(
    '%s has no duplicates and only lower-case entries',
    (_name, list) => {
      expect(duplicates(list)).toEqual([]);
      for (const entry of list) expect(entry).toBe(entry.toLowerCase());
    },
  );

  it.each(Object.entries(CUE_FAMILIES))(
    'every entry of %s matches itself through the tokenizer',
    (name, list) => {
      const index = compilePhrases([{ kind: name, phrases: list }]);
      for (const entry of list) {
        expect(tokenize(entry).length).toBeGreaterThan(0);
        expect(findPhrases(index, tokenize(`Well, ${entry} then.`)).map((h) => h.phrase)).toContain(
          entry,
        );
      }
    },
  );

  it('no strong situation phrase names two situations', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const cues of Object.values(SITUATION_CUES)) {
      for (const phrase of cues.strong ?? []) {
        const other = owner.get(phrase);
        if (other && other !== cues.kind) clashes.push(`${phrase}: ${other} and ${cues.kind}`);
        owner.set(phrase, cues.kind);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('a situation does not list a phrase both as strong and as ordinary', () => {
    for (const cues of Object.values(SITUATION_CUES)) {
      const strong = new Set(cues.strong ?? []);
      expect(cues.phrases.filter((p) => strong.has(p))).toEqual([]);
    }
  });

  it('no user-pattern phrase belongs to two patterns', () => {
    const all = Object.values(USER_PATTERN_CUES).flatMap((c) => c.phrases);
    expect(duplicates(all)).toEqual([]);
  });
});

describe('style word families', () => {
  const pipeline = nlp();
  const all = Object.values(LEXICON_FAMILIES).flatMap((families) => Object.entries(families));

  it.each(all)('%s has no duplicates and every entry tokenizes', (_name, list) => {
    expect(duplicates(list)).toEqual([]);
    for (const entry of list) expect(pipeline.readDoc(entry).tokens().length()).toBeGreaterThan(0);
  });

  it.each(Object.entries(LEXICON_FAMILIES))(
    'families feeding DiSC %s do not share an entry (it would count twice)',
    (_style, families) => {
      const seen = new Map<string, string>();
      const shared: string[] = [];
      for (const [family, list] of Object.entries(families)) {
        for (const entry of list) {
          const key = entry.toLowerCase();
          const other = seen.get(key);
          if (other && other !== family) shared.push(`${entry}: ${other} and ${family}`);
          seen.set(key, family);
        }
      }
      expect(shared).toEqual([]);
    },
  );
});

const FULL: Slots = {
  topic: 'the vendor shortlist',
  date: 'by Thurs at 3 pm',
  when: 'Thurs at 3 pm',
  deadline: 'before Thurs at 3 pm',
  figures: 'the 120 hours and 3 weeks',
  figure: 'the 120 hours',
  question: '"Which version?"',
  points: 'the timeline, the root cause section and the log lines',
  length: '15 minutes',
  subject: 'the budget overrun',
  fact: '"the report went out with the wrong totals"',
  asked: '"Is it safe to tell merchants to ignore the second email?"',
  skipped: '"Is it safe to tell merchants to ignore the second email?"',
  working: ', and I am working to that',
};
const MOVE_SETS: MoveSet[] = [
  ...Object.values(MOVES),
  draftFeedbackMoves,
  draftMeetingMoves,
  draftObjectsMoves,
  draftThanksMoves,
];
const templatesOf = (set: MoveSet): [string, readonly Template[]][] => [
  ...Object.entries(set.open).map(
    ([reader, list]) => [`open.${reader}`, list] as [string, readonly Template[]],
  ),
  ['core', set.core],
  ['next.brief', set.next.brief],
  ['next.warm', set.next.warm],
  ['warmLine', set.warmLine ?? []],
];

describe('move templates', () => {
  it.each(MOVE_SETS.map((set, i) => [`${set.situation} #${i}`, set] as const))(
    '%s renders every template fully',
    (_name, set) => {
      for (const [, list] of templatesOf(set)) {
        expect(duplicates(list)).toEqual([]);
        for (const template of list) {
          for (const slot of slotsOf(template)) expect(Object.keys(FULL)).toContain(slot);
          const text = render(template, FULL);
          expect(text).not.toBeNull();
          expect(text).not.toMatch(/\{|\}|\[|\]|\bTBD\b|\s{2}|\s[.,]/);
          // With a slot missing the template is not used at all: it never renders a blank.
          for (const slot of slotsOf(template)) {
            expect(render(template, { ...FULL, [slot]: '' })).toBeNull();
            expect(render(template, { ...FULL, [slot]: undefined })).toBeNull();
          }
        }
      }
    },
  );

  it.each(MOVE_SETS.map((set, i) => [`${set.situation} #${i}`, set] as const))(
    '%s always has a template that needs no slot, so a reply can always be written',
    (_name, set) => {
      for (const [name, list] of templatesOf(set)) {
        if (name.startsWith('open.') && name !== 'open.any') continue;
        if (name === 'warmLine' && list.length === 0) continue;
        expect(
          list.some((t) => slotsOf(t).length === 0 || slotsOf(t).every((s) => s === 'fact')),
        ).toBe(
          name === 'core' && set.core.every((t) => slotsOf(t).includes('fact')) ? false : true,
        );
      }
    },
  );
});
