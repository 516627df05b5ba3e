// The module graph (decision 0023): which module folder of src/modules imports which, by value
// (type-only imports are left out: they vanish at run time and cannot make a cycle of
// initialisation). Run by `npm run lint`: fails on a cycle between modules, naming it, and on a
// picture in docs/architecture.md that no longer matches the code; `--write` redraws it.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const MODULES = join(ROOT, 'src/modules');
const DOC = join(ROOT, 'docs/architecture.md');
const BEGIN = '<!-- module-graph:begin (npx tsx scripts/check-modules.ts --write) -->';
const END = '<!-- module-graph:end -->';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : name.endsWith('.ts') ? [path] : [];
  });

/** A module's value imports of other modules (`import type` and `export type` left out). */
function importsOf(module: string): Set<string> {
  const found = new Set<string>();
  const statement = /^(?:import|export)\s+(?!type\b)[^;]*?\sfrom\s+'(\.\.?\/[^']*)';/gms;
  for (const file of files(join(MODULES, module))) {
    for (const match of readFileSync(file, 'utf8').matchAll(statement)) {
      // The module folder the import lands in, from a file at any depth of its module.
      const other = relative(MODULES, resolve(dirname(file), match[1] as string)).split('/')[0];
      // `import { type A, type B } from`: every name a type, no value crosses.
      const braces = /^(?:import|export)\s*\{([^}]*)\}\s*from/s.exec(match[0])?.[1];
      const onlyTypes =
        braces !== undefined &&
        braces
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .every((name) => name.startsWith('type '));
      if (other !== undefined && other !== module && !onlyTypes) found.add(other);
    }
  }
  return found;
}

const modules = readdirSync(MODULES)
  .filter((name) => statSync(join(MODULES, name)).isDirectory())
  .sort();
const graph = new Map(
  modules.map((module) => [module, [...importsOf(module)].filter((m) => modules.includes(m)).sort()]),
);

/** Every cycle's modules (Tarjan's strongly connected components of more than one module). */
function cycles(): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (module: string) => {
    indices.set(module, index);
    low.set(module, index);
    index += 1;
    stack.push(module);
    onStack.add(module);
    for (const next of graph.get(module) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(module, Math.min(low.get(module) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(module, Math.min(low.get(module) ?? 0, indices.get(next) ?? 0));
    }
    if (low.get(module) === indices.get(module)) {
      const component: string[] = [];
      for (;;) {
        const top = stack.pop() as string;
        onStack.delete(top);
        component.push(top);
        if (top === module) break;
      }
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const module of modules) if (!indices.has(module)) visit(module);
  return found;
}

/** The picture: a Mermaid graph, one line per module with what it imports. */
function picture(): string {
  const lines = ['```mermaid', 'graph TD'];
  for (const [module, imports] of graph)
    for (const other of imports)
      lines.push(`  ${module.replace(/-/g, '_')}[${module}] --> ${other.replace(/-/g, '_')}[${other}]`);
  lines.push('```');
  return lines.join('\n');
}

let failed = false;
for (const cycle of cycles()) {
  failed = true;
  process.stderr.write(
    `module cycle: ${cycle.join(' -> ')} (value imports; break it with a hook, src/hooks.ts)\n`,
  );
}
const doc = readFileSync(DOC, 'utf8');
const begin = doc.indexOf(BEGIN);
const end = doc.indexOf(END);
if (begin < 0 || end < begin) {
  failed = true;
  process.stderr.write(`docs/architecture.md has no module graph between ${BEGIN} and ${END}\n`);
} else {
  const drawn = `${doc.slice(0, begin + BEGIN.length)}\n\n${picture()}\n\n${doc.slice(end)}`;
  if (process.argv.includes('--write')) writeFileSync(DOC, drawn);
  else if (drawn !== doc) {
    failed = true;
    process.stderr.write(
      'the module graph in docs/architecture.md is stale: npx tsx scripts/check-modules.ts --write\n',
    );
  }
}
const edges = [...graph.values()].reduce((sum, imports) => sum + imports.length, 0);
process.stdout.write(
  `module graph: ${modules.length} modules, ${edges} imports between them${failed ? '' : ', no cycle'}\n`,
);
if (failed) process.exitCode = 1;
