import { ButtonLink } from '#web/components/ui';
import { paths } from '#web/config/paths';
import { SUGGESTIONS_TEXT } from '../texts';

/** docs/product.md#s2: the closing card that encourages practice. */
export function PracticeCard() {
  const text = SUGGESTIONS_TEXT.practice;
  return (
    <section className="card practice" aria-labelledby="practice-heading">
      <h2 id="practice-heading">{text.title}</h2>
      <p>{text.text}</p>
      <ButtonLink to={paths.coach} variant="secondary">
        {text.coach}
      </ButtonLink>
    </section>
  );
}
