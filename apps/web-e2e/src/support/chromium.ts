/**
 * Chromium for the journeys and the web benchmark: the system's (/usr/bin/chromium) when present,
 * else the build inside `@sparticuz/chromium` (the harness decides; STYLEPRINT_CHROMIUM overrides),
 * launched with this machine's flags. Playwright gives each launch a fresh profile.
 */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, resolveChromium } from '@styleprint/test-harness';

export { CHROMIUM_FLAGS, resolveChromium };

/** Launches the given binary, or the one the harness picks for this machine. */
export async function launchChromium(executablePath?: string): Promise<Browser> {
  return chromium.launch({
    executablePath: executablePath ?? (await resolveChromium()).executablePath,
    headless: true,
    args: [...CHROMIUM_FLAGS],
  });
}
