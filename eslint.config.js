import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

// Which tables a query may name is checked by the compiler (docs/architecture.md, who owns
// what): a store builds its queries on its owner's handle (`XDb` of its tables.ts), typed with
// its own tables and the reads it declares. These rules keep queries on such handles: built in
// stores only, and stores never holding the handle on every table.
const QUERY_START =
  '/^(selectFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto|selectNoFrom|with|withRecursive)$/';
/** The files that build queries: the modules' stores, and the kernels' own. */
const QUERY_FILES = [
  'src/**/store.ts',
  'src/**/*.store.ts',
  'src/jobs/queue.ts',
  'src/events/record.ts',
  'src/test-clocks/index.ts',
];
/** Imports that would give a query file the handle on every table. */
const wholeDatabase = (contexts) => [
  {
    group: ['**/db/schema.js'],
    importNames: ['Database'],
    message: "A store builds its queries on its owner's handle (tables.ts), not on the one on every table.",
  },
  {
    group: ['**/db/retry.js'],
    importNames: ['transact'],
    message: 'A store is given its transaction: `transact` hands out the handle on every table.',
  },
  { group: contexts, message: "A store is given its owner's handle, not one on every table." },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'coverage/',
      'data/',
      'packages/client/src/schema.ts',
      'test/conformance/*.schema.ts',
      'packages/client/dist/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/db/**', ...QUERY_FILES],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression > MemberExpression.callee[property.name=${QUERY_START}]`,
          message:
            "Queries are built in a store (store.ts, *.store.ts), on its owner's handle typed with its tables (tables.ts).",
        },
      ],
    },
  },
  {
    files: QUERY_FILES,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression > MemberExpression.callee[property.name=${QUERY_START}][object.property.name='db']`,
          message: "A query on `ctx.db` can name any table: build it on the owner's handle (tables.ts).",
        },
      ],
      'no-restricted-imports': ['error', { patterns: wholeDatabase(['**/hooks.js']) }],
    },
  },
  {
    // The kernels' query files take a context for the clock and the configuration; a module's never.
    files: ['src/modules/**/store.ts', 'src/modules/**/*.store.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: wholeDatabase(['**/hooks.js', '**/context.js']) }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    files: ['bench/**/*.mjs'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', setTimeout: 'readonly', Buffer: 'readonly' },
    },
  },
  prettier,
);
