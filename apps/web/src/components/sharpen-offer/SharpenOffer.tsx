import type { Answer } from '@styleprint/contracts';
import {
  answersFromList,
  followUpCount,
  FRAMEWORK_STYLE_LABELS,
  SHARPEN_LIMITS,
  undecided,
} from '@styleprint/scoring';
import { ButtonLink } from '#web/components/ui';
import { paths } from '#web/config/paths';

const SHARPEN_OFFER_TEXT = {
  heading: 'Sharpen my result',
  lead: (most: number) =>
    `Some of your results rest on very few answers. Up to ${most} more questions, only where they can decide something:`,
  tie: (framework: string) => `${framework}: an even split`,
  leaning: (framework: string) => `${framework}: one or two answers ahead`,
  letters: (framework: string) => `${framework}: each letter rests on one answer`,
  action: 'Sharpen my result',
  sharpened: (count: number) =>
    `This result includes ${count} follow-up ${count === 1 ? 'answer' : 'answers'}, listed among the answers behind each result.`,
  review: 'Review or discard follow-up answers',
} as const;

/**
 * The offer of "Sharpen my result" (decision 0019) on the profile and the dashboard: what the 13
 * questions left undecided, and the way to the follow-up; or, once sharpened, the way to review
 * or discard the follow-up answers. Nothing without the answers or with nothing to decide.
 */
export function SharpenOffer({ answers }: { answers: readonly Answer[] | null }) {
  if (answers === null) return null;
  const given = answersFromList(answers);
  const text = SHARPEN_OFFER_TEXT;
  const sharpened = followUpCount(given);
  const open = undecided(given);
  if (sharpened === 0 && open.length === 0) return null;
  return (
    <section className="card sharpen-offer" aria-labelledby="sharpen-offer-heading">
      <h2 id="sharpen-offer-heading">{text.heading}</h2>
      {sharpened > 0 ? (
        <p>{text.sharpened(sharpened)}</p>
      ) : (
        <>
          <p>{text.lead(SHARPEN_LIMITS.total)}</p>
          <ul>
            {open.map(({ framework, tie }) => {
              const name = FRAMEWORK_STYLE_LABELS[framework];
              const line =
                framework === 'mbti'
                  ? text.letters(name)
                  : tie
                    ? text.tie(name)
                    : text.leaning(name);
              return <li key={framework}>{line}</li>;
            })}
          </ul>
        </>
      )}
      <ButtonLink to={paths.sharpen} variant={sharpened > 0 ? 'secondary' : 'primary'}>
        {sharpened > 0 ? text.review : text.action}
      </ButtonLink>
    </section>
  );
}
