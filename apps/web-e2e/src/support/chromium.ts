/**
 * Debian's Chromium, launched the way this machine needs (see docs/architecture.md, "Machine
 * facts"): as root it needs --no-sandbox, and without the background-networking flags it floods
 * the closed network with refused connections. Playwright gives each launch a fresh profile.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

export function assertChromiumInstalled(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}. Install Debian's package: ` +
        '`apt-get update && apt-get install -y chromium` (never `npx playwright install`).',
    );
  }
}

export async function launchChromium(): Promise<Browser> {
  assertChromiumInstalled();
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS],
  });
}
