import { COACH_TEXT } from '../texts';

interface CharCounterProps {
  id: string;
  count: number;
  max: number;
}

/**
 * docs/product.md#s5: "n/max" under a text field. Not a live region (a count read out at every key would
 * drown the screen reader); the field lists it as its description instead.
 */
export function CharCounter({ id, count, max }: CharCounterProps) {
  const over = count > max;
  return (
    <span id={id} className={`coach-counter${over ? ' coach-counter--over' : ''}`}>
      {COACH_TEXT.analyze.counter(count, max)}
    </span>
  );
}
