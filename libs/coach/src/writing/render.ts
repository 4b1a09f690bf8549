import type { Template } from '../data/types.js';

/** The values a template may use; a missing or empty one makes the template unusable. */
export type Slots = Partial<
  Record<
    | 'topic'
    | 'date'
    | 'when'
    | 'deadline'
    | 'figures'
    | 'figure'
    | 'question'
    | 'points'
    | 'length'
    | 'subject'
    | 'fact'
    | 'asked'
    | 'skipped'
    | 'working',
    string
  >
>;

const SLOT = /\{(\w+)\}/g;

/** The slot names a template uses. */
export function slotsOf(template: Template): string[] {
  return [...template.matchAll(SLOT)].map((match) => match[1] ?? '');
}

/**
 * Fills a template, or returns null when any slot it names has no value: the coach never writes
 * a blank, a bracket or "TBD" (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md, point 3).
 */
export function render(template: Template, slots: Slots): string | null {
  let missing = false;
  const text = template.replace(SLOT, (_, name: string) => {
    const value = slots[name as keyof Slots]?.trim();
    if (!value) {
      missing = true;
      return '';
    }
    return value;
  });
  if (missing) return null;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The first template of a list that renders, starting at `from` and wrapping round. */
export function firstThatRenders(
  templates: readonly Template[],
  slots: Slots,
  from = 0,
): string | null {
  for (let offset = 0; offset < templates.length; offset += 1) {
    const template = templates[(from + offset) % templates.length];
    const text = template === undefined ? null : render(template, slots);
    if (text) return text;
  }
  return null;
}

/** A stable small number from a text, so variants rotate without randomness (same input, same reply). */
export function variantOf(text: string): number {
  let hash = 0;
  for (let index = 0; index < text.length; index += 1) {
    hash = (hash * 31 + text.charCodeAt(index)) % 1_000_003;
  }
  return hash;
}

/** One of several ways to say the same thing, chosen by the conversation (same input, same text). */
export function pick(options: readonly string[], variant: number): string {
  return options[variant % Math.max(1, options.length)] ?? '';
}
