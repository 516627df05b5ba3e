import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Docs and comments point readers at files and decision records; a rename or a renumbering
// leaves those pointers dangling without any compiler noticing. This test is that compiler.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Repo-relative paths that may be named although they are not in the repository. Keep it
 * short and say why for each: an entry here is a reference nobody checks any more.
 */
const ALLOWED_MISSING: ReadonlySet<string> = new Set<string>([]);

const CODE_FOLDERS = ['src', 'test', 'bench', 'scripts'];
const CODE_FILE = /\.(?:ts|mts|cts|mjs|js|cjs)$/;

/** Every file whose prose or comments may name another file, repo-relative with `/`. */
function scannedFiles(): string[] {
  const walk = (folder: string, include: RegExp): string[] =>
    readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) return walk(path, include);
      return entry.isFile() && include.test(entry.name) ? [path] : [];
    });
  return [
    'README.md',
    '.ci/run',
    ...walk('docs', /\.md$/),
    ...CODE_FOLDERS.flatMap((folder) => walk(folder, CODE_FILE)),
  ].sort();
}

interface RepoFacts {
  /** Whether a repo-relative path names a file or a folder. */
  exists(path: string): boolean;
  /** The four-digit numbers of the files in docs/decisions. */
  decisions: ReadonlySet<string>;
}

const PATH_ROOTS = String.raw`(?:src|test|docs|bench|scripts|\.ci)`;
// A path starts at a word boundary that is not inside another path or URL, and runs until
// whitespace, a quote or bracket: what follows is inspected rather than guessed at here.
const REPO_PATH = new RegExp(String.raw`(?<![\w./@-])${PATH_ROOTS}\/[^\s\x60'"()\[\],;|]*`, 'g');
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
// Words between "decision" and its number may wrap onto a comment's or a quote's next line.
const GAP = String.raw`(?:[\s*>#]|\/\/)+`;
const NUMBER = String.raw`\d{1,4}(?!\d|-[a-z])`;
// Further numbers of a list ("0015 to 0017") are written in full, which keeps counts and
// durations after a reference ("decision 0006, 5 minutes") out of it.
const MORE_NUMBER = String.raw`\d{4}(?!\d|-[a-z])`;
const DECISION = new RegExp(
  String.raw`(?:\b(?:decisions?(?:${GAP}records?)?|ADRs?)${GAP}|(?<![\w-])(?:docs\/)?decisions\/)(${NUMBER})` +
    String.raw`((?:${GAP.replace('+', '*')}(?:,|and|or|to|through|-|–)${GAP.replace('+', '*')}` +
    String.raw`(?:docs\/decisions\/)?${MORE_NUMBER})*)`,
  'gi',
);
// A number alone is the decision check's business, not the path check's.
const DECISION_NUMBER_PATH = /(?:^|\/)decisions\/\d{1,4}$/;

/** Cuts what is not part of the file's name: an anchor, a `:line` suffix, closing punctuation. */
function bareTarget(path: string): string {
  return path
    .replace(/#.*$/, '')
    .replace(/(?::\d+(?:-\d+)?)+$/, '')
    .replace(/[.:!?]+$/, '');
}

function lineOf(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if ((starts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
}

/** Every reference in one file that names nothing, as `file:line -> reference`. */
function brokenReferences(file: string, text: string, repo: RepoFacts): string[] {
  const line = lineOf(text);
  // URLs are blanked, not removed, so offsets (and line numbers) stay true.
  const prose = text.replace(/\b[a-z][a-z+.-]*:\/\/[^\s)>\]`'"]*/gi, (url) => ' '.repeat(url.length));
  const broken = new Set<string>();
  const checkPath = (offset: number, written: string, resolved: string) => {
    if (/[*<>{}$]/.test(resolved)) return; // a pattern or a template, not a file
    const target = bareTarget(resolved);
    if (target === '' || DECISION_NUMBER_PATH.test(target) || ALLOWED_MISSING.has(target)) return;
    if (!repo.exists(target)) {
      const shown = written === resolved ? written.replace(/[.:!?]+$/, '') : `${written} (${target})`;
      broken.add(`${file}:${line(offset)} -> ${shown}`);
    }
  };

  for (const match of prose.matchAll(REPO_PATH)) checkPath(match.index, match[0], match[0]);

  if (file.endsWith('.md')) {
    // Links are relative to the document that holds them, as a Markdown viewer reads them.
    for (const match of prose.matchAll(MARKDOWN_LINK)) {
      const link = match[1] ?? '';
      if (link.startsWith('#') || link.startsWith('/') || /^[a-z][a-z+.-]*:/i.test(link)) continue;
      const resolved = posix.normalize(posix.join(posix.dirname(file), link));
      checkPath(match.index + 2, link, resolved);
    }
  }

  for (const match of prose.matchAll(DECISION)) {
    const numbers = [match[1] ?? '', ...((match[2] ?? '').match(/\d{4}/g) ?? [])];
    for (const number of numbers) {
      if (!repo.decisions.has(number.padStart(4, '0'))) {
        broken.add(`${file}:${line(match.index)} -> ${match[0].replace(/\s+/g, ' ')}`);
      }
    }
  }
  return [...broken];
}

function repoFacts(): RepoFacts {
  const decisions = readdirSync(join(ROOT, 'docs/decisions'))
    .map((name) => /^(\d{4})-.+\.md$/.exec(name)?.[1])
    .filter((number): number is string => number !== undefined);
  return { exists: (path) => existsSync(join(ROOT, path)), decisions: new Set(decisions) };
}

describe('references in docs and comments', () => {
  it('name only files, folders and decision records that exist', () => {
    const repo = repoFacts();
    const files = scannedFiles();
    const broken = files.flatMap((file) =>
      brokenReferences(file, readFileSync(join(ROOT, file), 'utf8'), repo),
    );
    // Guards against a scan that silently finds no files, which would pass for the wrong reason.
    expect(files).toContain('docs/architecture.md');
    expect(files).toContain('src/app.ts');
    expect(broken, `broken references:\n${broken.join('\n')}`).toEqual([]);
  });
});

// The scanner must itself catch what it claims to catch, or the test above passes vacuously.
// The samples name real files and decisions; the fake repository below has none of them.
describe('the reference scanner', () => {
  const nothing: RepoFacts = { exists: () => false, decisions: new Set() };
  const everything: RepoFacts = {
    exists: () => true,
    decisions: new Set(['0006', '0015', '0016', '0017']),
  };

  it('reports repo paths in prose and comments, with line numbers, minus anchors and line suffixes', () => {
    const text = [
      '// The store (src/db/schema.ts:12) and',
      ' * docs/architecture.md#persistence, `test/unit/` and .ci/run.',
    ].join('\n');
    expect(brokenReferences('src/app.ts', text, nothing)).toEqual([
      'src/app.ts:1 -> src/db/schema.ts:12',
      'src/app.ts:2 -> docs/architecture.md#persistence',
      'src/app.ts:2 -> test/unit/',
      'src/app.ts:2 -> .ci/run',
    ]);
    expect(brokenReferences('src/app.ts', text, everything)).toEqual([]);
  });

  it('resolves Markdown links against the document and skips URLs, anchors and patterns', () => {
    const text = [
      'See [0015](decisions/0015-quotes-transactions-transfers.md) and [up](../README.md).',
      'Not [this](https://example.test/src/app.ts), [that](#tenancy) or `src/modules/*/routes.ts`.',
      'Nor src/modules/<area>/store.ts or test/helpers/{a,b}.ts.',
    ].join('\n');
    expect(brokenReferences('docs/webhooks.md', text, nothing)).toEqual([
      'docs/webhooks.md:1 -> decisions/0015-quotes-transactions-transfers.md (docs/decisions/0015-quotes-transactions-transfers.md)',
      'docs/webhooks.md:1 -> ../README.md (README.md)',
    ]);
  });

  it('reports decision numbers without a record, also in lists and across a comment line break', () => {
    const text = [
      'Decisions: docs/decisions/0015 to 0017; decision record 0016, 5 minutes; ADR 6.',
      '// as the decision',
      '// 0003 says',
    ].join('\n');
    expect(brokenReferences('src/app.ts', text, everything)).toEqual(['src/app.ts:2 -> decision // 0003']);
    expect(brokenReferences('src/app.ts', text, nothing)).toEqual([
      'src/app.ts:1 -> docs/decisions/0015 to 0017',
      'src/app.ts:1 -> decision record 0016',
      'src/app.ts:1 -> ADR 6',
      'src/app.ts:2 -> decision // 0003',
    ]);
  });
});
