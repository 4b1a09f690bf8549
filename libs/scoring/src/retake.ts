import {
  canonicalAssessmentPayload,
  FRAMEWORKS,
  type AssessmentPayload,
  type FrameworkId,
} from '@styleprint/contracts';
import { answersFromList, answersToList, isFrameworkComplete, type Answers } from './answers.js';
import { buildPayload } from './payload.js';

/**
 * A single-framework retake: the earlier answers with this framework's replaced by the new ones.
 * Null when the earlier answers are not complete for every other framework (nothing to merge).
 */
export function mergeRetake(
  previous: Answers,
  framework: FrameworkId,
  fresh: Answers,
): Answers | null {
  const others = FRAMEWORKS.filter((f) => f !== framework);
  if (!others.every((f) => isFrameworkComplete(previous, f))) return null;
  if (!isFrameworkComplete(fresh, framework)) return null;
  const kept = answersToList(previous).filter((a) => a.framework !== framework);
  const replaced = answersToList(fresh).filter((a) => a.framework === framework);
  return answersFromList([...kept, ...replaced]);
}

/** True when a stored result's answers allow retaking only one framework. */
export function canRetakeOnly(previous: Answers, framework: FrameworkId): boolean {
  return FRAMEWORKS.filter((f) => f !== framework).every((f) => isFrameworkComplete(previous, f));
}

/**
 * Why a payload's answers do not fit its counts, or null when they do (or it sends none). A
 * payload that carries answers must be exactly what those answers produce: otherwise the profile
 * would explain itself with answers that did not produce it.
 */
export function answersMismatch(payload: AssessmentPayload): string | null {
  if (payload.answers === undefined) return null;
  const answers = answersFromList(payload.answers);
  const kept = answersToList(answers);
  if (kept.length !== payload.answers.length) {
    return 'answers: each answer must name a question of the assessment and one of its options, once';
  }
  // Levels may arrive in any case (decision 0018): compare them in their canonical form.
  const counts = (p: AssessmentPayload): string =>
    JSON.stringify(canonical({ ...canonicalAssessmentPayload(p), answers: undefined }));
  return counts(payload) === counts(buildPayload(answers))
    ? null
    : 'answers: do not produce the counts and letters sent with them';
}

/** A value with object keys sorted, so key order never decides equality. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}
