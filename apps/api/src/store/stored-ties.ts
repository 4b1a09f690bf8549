import { profileWithTies, type AssessmentPayload, type Profile } from '@styleprint/contracts';
import { tieOrderOf } from '@styleprint/scoring';
import { sql, type SQL } from 'drizzle-orm';
import { assessments, profiles } from './schema.js';

/**
 * Profiles stored before decision 0018 wrote a tie into the spec's own fields, joined by "/"
 * (`Primary: "I/S/C"`, `TopDomain: "Executing/Thinking"`). They are read into the new form here,
 * at read time and in this one place, rather than rewritten by a migration: a migration cannot
 * rank a tie by the earliest answer (that needs the question bank, in TypeScript), and during a
 * rolling deploy an instance of the older build may still write the older form after it ran.
 */

/** What recovers an older tie's tie-break: the payload's letters and the kept answers. */
export interface TieSource {
  disc?: string | null;
  answers?: AssessmentPayload['answers'] | null;
}

/**
 * Selected beside a stored profile: its payload's letters and answers when the profile holds a
 * tie the older way, else NULL, so the hot read carries nothing extra for every other row.
 */
export const olderTieSource: SQL<TieSource | null> = sql<TieSource | null>`CASE
  WHEN ${profiles.profile} -> 'disc' ->> 'Primary' LIKE '%/%'
    OR ${profiles.profile} -> 'cliftonStrengths' ->> 'TopDomain' LIKE '%/%'
  THEN jsonb_build_object('disc', ${assessments.payload} -> 'disc', 'answers', ${assessments.payload} -> 'answers')
END`;

/**
 * A stored profile as the API answers it: ties in Tie and TopTie, Primary and TopDomain in the
 * spec's range. An older tie is broken by the earliest answer when the submission says it (the
 * payload lists tied DiSC letters in that order; kept answers order the strengths), else by the
 * first tied value. A profile in the new form comes back as it is.
 */
export function readStoredProfile(profile: Profile, source: TieSource | null = null): Profile {
  return profileWithTies(profile, source === null ? {} : tieOrderOf(source));
}
