/**
 * The module boundaries of docs/architecture.md in executable form (decision 0023), checked by
 * `npm run lint`. Type-only imports do not count as dependencies of the running code, except
 * where a rule says so: they vanish at compile time and cannot form a load-order cycle.
 */
const MODULE = '^src/modules/([^/]+)/';
/** Files of a module that may speak HTTP: its routes, schemas, hosted pages and manifest. */
const HTTP_FILES = '(^|/|[.])(routes|schemas|hosted-pages|manifest)[.]ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle makes load order decide whether a value exists yet (ES modules), and hides which side owns what.',
      from: { path: '^src/' },
      to: {
        circular: true,
        dependencyTypesNot: ['type-only'],
        viaOnly: { dependencyTypesNot: ['type-only'] },
      },
    },
    {
      name: 'module-through-its-index',
      severity: 'error',
      comment:
        "A module reaches another only through its index.ts (its face to other modules); the rest of a module's files are its own.",
      from: { path: `${MODULE}` },
      to: {
        path: '^src/modules/[^/]+/',
        pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'services-without-http',
      severity: 'error',
      comment:
        'Services and stores hold the rules and the SQL; HTTP (src/http) is for routes, which call them.',
      from: { path: '^src/modules/[^/]+/', pathNot: HTTP_FILES },
      to: { path: '^src/http/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'infrastructure-below-modules',
      severity: 'error',
      comment:
        'The database, ledger, money, jobs, events, sandbox, test-clock, crypto and reference-data kernels serve every module and know none.',
      from: {
        path: '^src/(db|ledger|money|jobs|events|sandbox|crypto|reference|shapes|test-clocks|revisions)/',
      },
      to: { path: '^src/modules/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'composition-only-through-manifests',
      severity: 'error',
      comment: 'The service is put together from the manifests listed in src/modules/index.ts.',
      from: { path: '^src/(app|main)[.]ts$' },
      to: {
        path: '^src/modules/[^/]+/(routes|schemas|[^/]*[.]routes|[^/]*[.]schemas|[^/]+/routes|[^/]+/schemas)[.]ts$',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
