import { readFileSync } from 'node:fs';

/** Set by the bundler (scripts/bundle.ts) to package.json's version. */
declare const __PACKAGE_VERSION__: string | undefined;

/** The package's version: the bundle's, else (run from the sources) package.json's beside src/. */
export function packageVersion(): string {
  if (typeof __PACKAGE_VERSION__ === 'string') return __PACKAGE_VERSION__;
  try {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
