/**
 * Which Chromium the journeys and the web benchmark drive: the system's when there is one, else
 * the build inside the `@sparticuz/chromium` package, so a machine with Node and npm only can run
 * every journey. See docs/decisions/0008.
 *
 * STYLEPRINT_CHROMIUM chooses explicitly: `system` (fail when it is missing), `bundled` (always
 * the package's, e.g. to check that path on a machine that has both), or a path to a binary.
 */
import { existsSync } from 'node:fs';

export const SYSTEM_CHROMIUM_PATH = '/usr/bin/chromium';

export interface ChromiumBinary {
  executablePath: string;
  source: 'system' | 'bundled' | 'path';
}

/**
 * Launch flags for this kind of machine: as root Chromium needs --no-sandbox, and without the
 * background-networking flags it floods a closed network with refused connections.
 */
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

export async function resolveChromium(
  choice = process.env['STYLEPRINT_CHROMIUM'] ?? process.env['CHROME_PATH'] ?? '',
): Promise<ChromiumBinary> {
  if (choice === 'bundled') return bundledChromium();
  if (choice === 'system' || choice === '') {
    if (existsSync(SYSTEM_CHROMIUM_PATH)) {
      return { executablePath: SYSTEM_CHROMIUM_PATH, source: 'system' };
    }
    if (choice === 'system') {
      throw new Error(`STYLEPRINT_CHROMIUM=system, but there is no ${SYSTEM_CHROMIUM_PATH}.`);
    }
    return bundledChromium();
  }
  if (!existsSync(choice)) throw new Error(`No Chromium binary at ${choice}.`);
  return { executablePath: choice, source: 'path' };
}

async function bundledChromium(): Promise<ChromiumBinary> {
  const { default: bundled } = await import('@sparticuz/chromium');
  // Unpacks the binary into the temporary directory on first use (about 2 s), then reuses it.
  return { executablePath: await bundled.executablePath(), source: 'bundled' };
}
