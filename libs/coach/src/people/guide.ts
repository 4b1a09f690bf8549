import {
  MBTI_PATTERN,
  PAIR_GUIDE_SECTIONS,
  type DiscStyle,
  type FrameworkId,
  type PairGuide,
  type PairGuideLine,
  type PairGuideSectionKey,
  type TraitValues,
} from '@styleprint/contracts';
import {
  DISC_COMPLEMENT,
  DISC_FOCUS,
  DISC_FOCUS_CLASH,
  DISC_GUIDE,
  DISC_PACE,
  DISC_PACE_CLASH,
  DISC_SHARED_FOCUS_MEET,
  DISC_SHARED_PACE_MEET,
} from './content/disc.js';
import { MBTI_GUIDE, type MbtiGuideLetter } from './content/mbti.js';
import { STRENGTHS_GUIDE } from './content/strengths.js';
import { THINKING_GUIDE } from './content/thinking.js';
import type {
  AdviceSection,
  ComplementContent,
  FrameworkGuideContent,
  PairSection,
} from './content/types.js';
import { fill } from './fill.js';

/** Section headings, in reading order. */
export const PAIR_GUIDE_TITLES: Record<PairGuideSectionKey, string> = {
  meet: 'Where your styles meet',
  clash: 'Where your styles may clash',
  open: 'How to open',
  disagree: 'How to disagree',
  feedback: 'How to give them feedback',
  writing: 'What to avoid in writing',
  misread: 'What they may misread in you',
};

type Lines = Record<PairGuideSectionKey, PairGuideLine[]>;

const ADVICE: readonly AdviceSection[] = ['open', 'disagree', 'feedback', 'writing'];
const PAIR: readonly PairSection[] = ['meet', 'clash', 'misread'];

function emptyLines(): Lines {
  return Object.fromEntries(PAIR_GUIDE_SECTIONS.map((key) => [key, []])) as unknown as Lines;
}

/** Every line of one framework for one pair, before the sections are put together. */
class FrameworkLines {
  readonly lines = emptyLines();
  constructor(
    private readonly framework: FrameworkId,
    private readonly slots: Record<string, string>,
  ) {}
  add(section: PairGuideSectionKey, template: string, anyStyle = false, extra = {}): void {
    this.lines[section].push({
      framework: this.framework,
      text: fill(template, { ...this.slots, ...extra }),
      anyStyle,
    });
  }
}

/** Their value not sure: every section gets the framework's any-style line. */
function anyThem(out: FrameworkLines, texts: Record<PairGuideSectionKey, string>): void {
  for (const key of PAIR_GUIDE_SECTIONS) out.add(key, texts[key], true);
}

/**
 * One framework's lines for a pair: any-style lines when their value is not sure, advice for
 * their value, then where you meet, clash and may be misread; `differ` writes those three when
 * the two values differ, the part each framework words its own way.
 */
function pairLines<V extends string>(
  c: FrameworkGuideContent<V>,
  you: V | null,
  them: V | null,
  name: string,
  differ: (out: FrameworkLines, you: V, them: V) => void,
): Lines {
  const out = new FrameworkLines(c.framework, {
    name,
    you: you ? c.label[you] : '',
    them: them ? c.label[them] : '',
  });
  if (them === null) {
    anyThem(out, c.anyThem);
    return out.lines;
  }
  for (const key of ADVICE) out.add(key, c.advice[key][them]);
  if (you === null) {
    for (const key of PAIR) out.add(key, c.anyYou[key], true);
  } else if (you === them) {
    for (const key of PAIR) out.add(key, c.same[key][them]);
  } else {
    differ(out, you, them);
  }
  return out.lines;
}

function discLines(you: DiscStyle | null, them: DiscStyle | null, name: string): Lines {
  return pairLines(DISC_GUIDE, you, them, name, (out, yours, theirs) => {
    const samePace = DISC_PACE[yours] === DISC_PACE[theirs];
    const sameFocus = DISC_FOCUS[yours] === DISC_FOCUS[theirs];
    if (samePace) out.add('meet', DISC_SHARED_PACE_MEET[DISC_PACE[yours]]);
    else if (sameFocus) out.add('meet', DISC_SHARED_FOCUS_MEET[DISC_FOCUS[yours]]);
    else out.add('meet', DISC_COMPLEMENT[yours]);
    if (!samePace) out.add('clash', DISC_PACE_CLASH[DISC_PACE[yours]]);
    if (!sameFocus) out.add('clash', DISC_FOCUS_CLASH[DISC_FOCUS[yours]]);
    out.add('misread', DISC_GUIDE.differMisread[yours]);
  });
}

function complementLines<V extends string>(
  c: ComplementContent<V>,
  you: V | null,
  them: V | null,
  name: string,
): Lines {
  return pairLines(c, you, them, name, (out, yours, theirs) => {
    const extra = {
      youBring: c.brings[yours],
      themBring: c.brings[theirs],
      bridge: c.bridge[theirs],
    };
    out.add('meet', c.differMeet, false, extra);
    out.add('clash', c.differClash, false, extra);
    out.add('misread', c.differMisread[yours]);
  });
}

const MBTI_TYPE = new RegExp(MBTI_PATTERN);
/** Axes in the order the guide speaks about them: how decisions are weighed matters most. */
const MEET_AXES = [2, 0, 1, 3] as const;
const MISREAD_AXES = [2, 0, 3, 1] as const;

function mbtiLines(you: string | null, them: string | null, name: string): Lines {
  const c = MBTI_GUIDE;
  const yours = you !== null && MBTI_TYPE.test(you) ? you : null;
  const theirs = them !== null && MBTI_TYPE.test(them) ? them : null;
  const out = new FrameworkLines('mbti', { name, you: yours ?? '', them: theirs ?? '' });
  if (theirs === null) {
    anyThem(out, c.anyThem);
    return out.lines;
  }
  const letter = (type: string, axis: number) => type.charAt(axis) as MbtiGuideLetter;
  out.add('open', c.open[letter(theirs, 0) as 'E' | 'I']);
  out.add('disagree', c.disagree[letter(theirs, 2) as 'T' | 'F']);
  out.add('feedback', c.feedback[letter(theirs, 2) as 'T' | 'F']);
  out.add('writing', c.writing[letter(theirs, 1) as 'S' | 'N']);
  out.add('writing', c.writing[letter(theirs, 3) as 'J' | 'P']);
  if (yours === null) {
    for (const key of PAIR) out.add(key, c.anyYou[key], true);
  } else if (yours === theirs) {
    for (const key of PAIR) out.add(key, c.sameType[key]);
  } else {
    const shared = MEET_AXES.filter((axis) => yours[axis] === theirs[axis]);
    const differ = MEET_AXES.filter((axis) => yours[axis] !== theirs[axis]);
    if (shared.length === 0) out.add('meet', c.noneShared);
    for (const axis of shared.slice(0, 2)) out.add('meet', c.sharedMeet[letter(yours, axis)]);
    for (const axis of differ.slice(0, 2)) out.add('clash', c.clash[letter(yours, axis)]);
    const first = MISREAD_AXES.find((axis) => yours[axis] !== theirs[axis]) ?? 0;
    out.add('misread', c.misread[letter(yours, first)]);
  }
  return out.lines;
}

/**
 * The pair guide for you and one person (docs/decisions/0102-pair-guide-and-team-summary.md):
 * seven sections, each line tagged with the framework that drove it, frameworks in the order
 * DiSC, MBTI, Emergenetics, CliftonStrengths within each section. A "not sure" trait gives a
 * line that works for any style and says so.
 */
export function pairGuide(
  person: { id: string; name: string },
  you: TraitValues,
  them: TraitValues,
): PairGuide {
  const name = person.name.trim();
  const parts: Lines[] = [
    discLines(you.disc, them.disc, name),
    mbtiLines(you.mbti, them.mbti, name),
    complementLines(THINKING_GUIDE, you.thinking, them.thinking, name),
    complementLines(STRENGTHS_GUIDE, you.strength, them.strength, name),
  ];
  return {
    person: { id: person.id, name },
    you,
    them,
    sections: PAIR_GUIDE_SECTIONS.map((key) => ({
      key,
      title: PAIR_GUIDE_TITLES[key],
      lines: parts.flatMap((part) => part[key]),
    })),
  };
}

export type { FrameworkGuideContent };
