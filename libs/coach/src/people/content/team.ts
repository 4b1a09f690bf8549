import type { DiscStyle, ThinkingStyle } from '@styleprint/contracts';

/**
 * Team map texts (docs/decisions/0102-pair-guide-and-team-summary.md). Slots: {count} people of
 * {known} with a value, {label} the value's name, {people} "person" or "people".
 */
export const TEAM_TEXT = {
  disc: {
    label: { D: 'D-style', I: 'i-style', S: 'S-style', C: 'C-style' } as Record<DiscStyle, string>,
    gap: {
      D: 'No one on your map is D-style: decisions may wait for someone to push, so agree who decides and by when.',
      I: 'No one on your map is i-style: enthusiasm and selling the idea may fall to no one, so plan who rallies people.',
      S: 'No one on your map is S-style: steadiness and care for how change lands may be missing, so ask how the team is coping.',
      C: 'No one on your map is C-style: checking the detail may fall between chairs, so name who reviews the facts.',
    } as Record<DiscStyle, string>,
    concentration: {
      D: '{count} of {known} people on your map are D-style: expect fast decisions and contests of will; make room for quieter voices.',
      I: '{count} of {known} people on your map are i-style: expect energy and ideas; end each meeting with owners and dates.',
      S: '{count} of {known} people on your map are S-style: expect loyalty and calm; raise hard topics early, since few will.',
      C: '{count} of {known} people on your map are C-style: expect careful, accurate work; set a point where analysis stops.',
    } as Record<DiscStyle, string>,
    balance:
      'Every DiSC style is on your map and none holds half of it: the team has each pace and focus.',
    unknown:
      '{count} {people} on your map {have} no DiSC style yet: read a conversation with them or choose one by hand.',
  },
  thinking: {
    label: {
      Analytical: 'analytical',
      Structural: 'structural',
      Social: 'social',
      Conceptual: 'conceptual',
    } as Record<ThinkingStyle, string>,
    gap: {
      Analytical:
        'No one on your map thinks analytically first: ask who checks the numbers before a decision.',
      Structural:
        'No one on your map thinks structurally first: plans and follow-through may slip, so write down steps and owners.',
      Social:
        'No one on your map thinks socially first: how people feel about a change may go unasked, so ask it.',
      Conceptual:
        'No one on your map thinks conceptually first: new ideas may be scarce, so set time aside to imagine alternatives.',
    } as Record<ThinkingStyle, string>,
    concentration: {
      Analytical:
        '{count} of {known} people on your map think analytically first: decisions rest on evidence; remember the people they affect.',
      Structural:
        '{count} of {known} people on your map think structurally first: plans get kept; review them when things change.',
      Social:
        '{count} of {known} people on your map think socially first: people feel heard; make sure hard calls still get made.',
      Conceptual:
        '{count} of {known} people on your map think conceptually first: ideas abound; pick one and see it through.',
    } as Record<ThinkingStyle, string>,
    balance:
      'Every thinking preference is on your map and none holds half of it: the team covers facts, plans, people and ideas.',
    unknown:
      '{count} {people} on your map {have} no thinking preference yet: read a conversation with them or choose one by hand.',
  },
} as const;
