import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/**
 * Debian's Chromium, driven by Playwright (its own browser download is not reachable); CI
 * installs it (.ci/run). Undefined when it is missing outside CI, so browser tests skip.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumAvailable = existsSync(CHROMIUM);
if (!chromiumAvailable && process.env.CI) {
  throw new Error(`CI runs the browser tests: install Chromium (apt-get install chromium) at ${CHROMIUM}`);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // Root needs --no-sandbox; the rest keeps Chromium off the network (Playwright gives it a
    // fresh profile of its own).
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
