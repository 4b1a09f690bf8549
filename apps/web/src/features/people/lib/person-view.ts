/** What the People screens show, derived from the contract's shapes (no second definition of them). */
import type {
  PairGuide,
  Person,
  PersonOrigin,
  PersonUpdate,
  TeamSummary,
  TraitValues,
} from '@styleprint/contracts';
import { FRAMEWORK_STYLE_LABELS } from '@styleprint/scoring';
import { TRAIT_KEYS, traitLabel, type TraitChoices, type TraitKey } from './trait-options';
import type { TeamMember } from './team-layout';

export interface PersonSummary {
  id: string;
  name: string;
  origin: PersonOrigin;
  /** Each trait in words ("S (Steadiness)"), null when not known. */
  traits: Record<TraitKey, string | null>;
  /** The values themselves, for the edit form. */
  choices: TraitChoices;
}

const valuesOf = (person: Person): TraitChoices => ({
  disc: person.traits.disc.value,
  mbti: person.traits.mbti.value,
  thinking: person.traits.thinking.value,
  strength: person.traits.strength.value,
});

const inWords = (values: TraitValues): Record<TraitKey, string | null> => ({
  disc: traitLabel('disc', values.disc),
  mbti: traitLabel('mbti', values.mbti),
  thinking: traitLabel('thinking', values.thinking),
  strength: traitLabel('strength', values.strength),
});

export function toSummary(person: Person): PersonSummary {
  const choices = valuesOf(person);
  return {
    id: person.id,
    name: person.name,
    origin: person.origin,
    traits: inWords(choices),
    choices,
  };
}

/**
 * The traits the user changed in the edit form, and only those: saving a read person's new name
 * must not turn their read styles into hand-set ones (docs/decisions/0103-people-screens.md).
 */
export function editBody(
  before: TraitChoices,
  after: { name: string; traits: TraitChoices },
): PersonUpdate {
  const changed: NonNullable<PersonUpdate['traits']> = {};
  if (before.disc !== after.traits.disc) changed.disc = after.traits.disc;
  if (before.mbti !== after.traits.mbti) changed.mbti = after.traits.mbti;
  if (before.thinking !== after.traits.thinking) changed.thinking = after.traits.thinking;
  if (before.strength !== after.traits.strength) changed.strength = after.traits.strength;
  return Object.keys(changed).length > 0
    ? { name: after.name, traits: changed }
    : { name: after.name };
}

export interface EvidenceView {
  id: string;
  quote: string;
  struck: boolean;
}

export interface TraitView {
  key: TraitKey;
  value: string | null;
  source: 'user' | 'read' | null;
  /** The read's confidence in whole percent, or null. */
  confidence: number | null;
  evidence: EvidenceView[];
  /** Set by hand over quotes or a read: "Back to the read" makes sense. */
  canReturnToRead: boolean;
}

export function traitViews(person: Person): TraitView[] {
  return TRAIT_KEYS.map((key) => {
    const trait = person.traits[key];
    const evidence = person.evidence
      .filter((item) => item.trait === key)
      .map((item) => ({ id: item.id, quote: item.quote, struck: item.struck }));
    return {
      key,
      value: trait.value,
      source: trait.source,
      confidence: trait.confidence === null ? null : Math.round(trait.confidence * 100),
      evidence,
      canReturnToRead:
        trait.source === 'user' && (evidence.length > 0 || trait.read.value !== null),
    };
  });
}

export interface GuideLineView {
  text: string;
  /** The framework tag, as the product labels it ("DiSC-style"). */
  framework: string;
}

export interface GuideSectionView {
  id: string;
  title: string;
  lines: GuideLineView[];
}

export function guideSections(guide: PairGuide): GuideSectionView[] {
  return guide.sections.map((section) => ({
    id: section.key,
    title: section.title,
    lines: section.lines.map((line) => ({
      text: line.text,
      framework: FRAMEWORK_STYLE_LABELS[line.framework],
    })),
  }));
}

export interface TeamRow {
  id: string;
  name: string;
  isYou: boolean;
  /** Where the styles come from: their own results shared with you, or your guess. */
  source: 'you' | 'guess' | 'shared' | null;
  traits: Record<TraitKey, string | null>;
}

const memberId = (member: TeamSummary['members'][number]) => member.id ?? 'you';

export function teamRows(team: TeamSummary): TeamRow[] {
  return team.members.map((member) => ({
    id: memberId(member),
    name: member.name,
    isYou: member.isYou,
    source: member.source ?? null,
    traits: inWords(member.traits),
  }));
}

export function teamMembers(team: TeamSummary): TeamMember[] {
  return team.members.map((member) => ({
    id: memberId(member),
    name: member.name,
    isYou: member.isYou,
    disc: member.traits.disc,
    thinking: member.traits.thinking,
  }));
}
