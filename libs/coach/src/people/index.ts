/** People you work with: pure rules (docs/decisions/0101-people-read-from-evidence.md, 0102, 0107). */
export { personTraits, readTrait, type TraitReadOutcome } from './read.js';
export { pairGuide, PAIR_GUIDE_TITLES } from './guide.js';
export { teamSummary, type TeamMemberInput } from './team.js';
export { traitsOfProfile, traitValues } from './profile.js';
export { type SavedCounterpart, withAbout } from './counterparts.js';
