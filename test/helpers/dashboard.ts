import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';

const ROOT = resolve(import.meta.dirname, '../..');
export const DASHBOARD_BUILD = join(ROOT, 'dist/dashboard');
/** What the dashboard's build reads: its sources and the API types it is typed with. */
const INPUTS = [
  join(ROOT, 'dashboard'),
  join(ROOT, 'packages/client/src/schema.ts'),
  join(ROOT, 'package-lock.json'),
];

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/**
 * Builds the dashboard into dist/dashboard unless a build newer than its sources is there:
 * `npm test` runs right after `npm ci`, with no `npm run build` before it.
 */
export function ensureDashboardBuilt(): void {
  const page = join(DASHBOARD_BUILD, 'index.html');
  if (existsSync(page) && statSync(page).mtimeMs >= Math.max(...INPUTS.map(newestChange))) return;
  const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--config', 'dashboard/vite.config.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (result.status !== 0)
    throw new Error(`building the dashboard failed:\n${result.stdout}\n${result.stderr}`);
}

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
