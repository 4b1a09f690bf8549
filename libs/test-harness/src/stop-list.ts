/**
 * What a harness started, stopped in the reverse order of starting (the web before the API it
 * calls, the API before the database it uses). Every step runs even when an earlier one fails;
 * failures are reported, not thrown, so a teardown never hides the error that caused it.
 */
export class StopList {
  private readonly steps: { what: string; stop: () => Promise<unknown> }[] = [];

  /** Registers how to undo something just started. */
  add(what: string, stop: () => Promise<unknown>): void {
    this.steps.push({ what, stop });
  }

  /** Runs every registered step, newest first, once. Resolves with the failures (empty when none). */
  async stopAll(report: (message: string) => void = console.error): Promise<string[]> {
    const failures: string[] = [];
    for (const step of this.steps.splice(0).reverse()) {
      try {
        await step.stop();
      } catch (error) {
        const message = `stopping ${step.what} failed: ${error instanceof Error ? error.message : String(error)}`;
        failures.push(message);
        report(message);
      }
    }
    return failures;
  }
}
