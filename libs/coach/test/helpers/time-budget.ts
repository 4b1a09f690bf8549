/**
 * The CPU time of the fastest of `runs` calls, in milliseconds. CPU time rather than wall time:
 * on a shared machine (CI, or `npm test` running every project in parallel on two cores) a call
 * can wait for a core far longer than it computes, while super-linear work, which the per-input
 * budgets exist to catch, costs CPU on every run.
 */
export function fastestCpuMs(call: () => unknown, runs = 5): number {
  let fastest = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run += 1) {
    const before = process.cpuUsage();
    call();
    const used = process.cpuUsage(before);
    fastest = Math.min(fastest, (used.user + used.system) / 1000);
  }
  return fastest;
}
