import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveChromium, SYSTEM_CHROMIUM_PATH } from './chromium.js';

describe('resolveChromium', () => {
  it('uses a binary named by path, and refuses a path with nothing there', async () => {
    expect(await resolveChromium(process.execPath)).toEqual({
      executablePath: process.execPath,
      source: 'path',
    });
    await expect(resolveChromium('/nowhere/chromium')).rejects.toThrow(
      'No Chromium binary at /nowhere/chromium.',
    );
  });

  it('prefers the system Chromium, and "system" insists on it', async () => {
    // Which half applies depends on the machine; each half fails on its own defect.
    if (existsSync(SYSTEM_CHROMIUM_PATH)) {
      const system = { executablePath: SYSTEM_CHROMIUM_PATH, source: 'system' };
      expect(await resolveChromium('')).toEqual(system);
      expect(await resolveChromium('system')).toEqual(system);
    } else {
      await expect(resolveChromium('system')).rejects.toThrow('STYLEPRINT_CHROMIUM=system');
    }
  });
});
