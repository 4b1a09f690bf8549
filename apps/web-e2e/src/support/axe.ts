/**
 * Accessibility check of the current screen with axe-core. Serious and critical violations fail
 * the step; every finding (including minor ones) is written to artifacts/axe for reading.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from './config.js';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** Runs axe on the page and returns the serious and critical violations. */
async function findBlockingViolations(page: Page, reportName: string): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).analyze();
  mkdirSync(ARTIFACTS.axe, { recursive: true });
  writeFileSync(
    path.join(ARTIFACTS.axe, `${reportName}.json`),
    JSON.stringify({ url: results.url, violations: results.violations }, null, 2),
  );
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** Fails with a readable list when the page has serious or critical violations. */
export async function expectNoBlockingViolations(page: Page, reportName: string): Promise<void> {
  const findings = await findBlockingViolations(page, reportName);
  if (findings.length > 0) {
    const list = findings
      .map((f) => `- [${f.impact}] ${f.id}: ${f.help}\n    ${f.targets.slice(0, 5).join('\n    ')}`)
      .join('\n');
    throw new Error(`Accessibility violations on ${reportName} (${page.url()}):\n${list}`);
  }
}
