import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

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

export { chromiumAvailable, launchChromium } from './chromium.js';
