/**
 * A journey is a story told in steps, each its own test so the report names the step that broke.
 * Steps share one browser page, so once a step fails the later ones cannot mean anything: they are
 * skipped with the name of the failed step as the reason, instead of failing in confusing ways.
 */
import { it } from 'vitest';

export function journey(): { step: (name: string, body: () => Promise<void>) => void } {
  let failedStep: string | null = null;
  return {
    step(name, body) {
      it(name, async (context) => {
        if (failedStep) context.skip(`an earlier step failed: "${failedStep}"`);
        try {
          await body();
        } catch (error) {
          failedStep = name;
          throw error;
        }
      });
    },
  };
}
