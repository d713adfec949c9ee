import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import checkFile from 'eslint-plugin-check-file';

/** The web app never reaches into the API's code. */
const WEB_NEVER_API = [
  { group: ['@spona/api', '**/apps/api/**'], message: "The web app never reaches into the API's code." },
];
/** Calls to the API live in the feature's api file (features/<f>/api/<f>Api.ts), parsed with contracts. */
const WEB_CALLS_IN_API_FILES = {
  group: ['**/lib/apiClient'],
  message: "Call the API from the feature's api file (features/<feature>/api/<feature>Api.ts).",
};
/** lib/ and ui/ serve every feature and know none. */
const WEB_NO_FEATURES = {
  group: ['**/features/**'],
  message: 'lib/ and ui/ are feature-free: move this code into the feature, or pass what it needs in.',
};

/** Routes hand the database to the domain and never query it: the handle's type passes, nothing else. */
const API_ROUTES_NO_DATABASE = [
  {
    regex: '^(\\.\\./)+db/client$',
    allowTypeImports: true,
    message: 'Routes never query the database: only the Database type passes through, to a domain function.',
  },
  {
    regex: '^(\\.\\./)+db/(?!client$)',
    message: 'Routes never touch tables or migrations: move the query into domain/ and call it.',
  },
  {
    group: ['drizzle-orm', 'drizzle-orm/*'],
    message: 'Routes never build SQL: move the query into domain/ and call it.',
  },
];
/** Query-builder calls on a database handle (`db.select`, `database.db.transaction`, `tx.update`). */
const QUERY_METHODS =
  '/^(select|selectDistinct|selectDistinctOn|insert|update|delete|execute|transaction|query|with|\\$count)$/';
const API_ROUTES_NO_QUERIES = [
  `MemberExpression[object.name=/^(db|tx)$/][property.name=${QUERY_METHODS}]`,
  `MemberExpression[object.property.name='db'][property.name=${QUERY_METHODS}]`,
].map((selector) => ({ selector, message: 'Routes never query the database: move the query into domain/.' }));
/** domain/ and policies/ know no HTTP: they throw domain errors, which plugins/errors.ts answers. */
const API_DOMAIN_NO_HTTP = [
  {
    regex: '^(\\.\\./)+(http|plugins|routes)(/|$)',
    message:
      'domain/ and policies/ know no HTTP: throw a domain error (domain/errors.ts) and let plugins/errors.ts answer.',
  },
  {
    group: ['fastify', 'fastify/*', 'fastify-*', '@fastify/*'],
    message: 'domain/ and policies/ know no HTTP: take plain values, return rows, throw domain errors.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'apps/api/src/db/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [...WEB_NEVER_API, WEB_CALLS_IN_API_FILES] }],
    },
  },

  // ---- Web layers (issue 15): where the app calls the API, and what lib/ and ui/ may import. ----
  // A block's no-restricted-imports replaces an earlier one's for its files, so each lists all it keeps.
  {
    // The client itself and the infrastructure beside it (lib/), the features' api files, and tests.
    files: [
      'apps/web/src/lib/**',
      'apps/web/src/features/*/api/**',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/test/**',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [...WEB_NEVER_API] }] },
  },
  {
    // lib/ and ui/ are feature-free: features build on them, never the other way round.
    files: ['apps/web/src/lib/**', 'apps/web/src/ui/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...WEB_NEVER_API, WEB_NO_FEATURES] }] },
  },
  {
    files: ['apps/web/src/ui/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...WEB_NEVER_API, WEB_NO_FEATURES, WEB_CALLS_IN_API_FILES] },
      ],
    },
  },

  // ---- Contracts (issue 19): the staff console's schemas load with the console only. ----
  {
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['packages/contracts/src/index.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['./console'],
              message:
                "console.ts is the staff console's: what the users' contracts share with it lives in a module of its own (userRequests.ts), or every page builds the console's schemas.",
            },
          ],
        },
      ],
    },
  },

  // ---- Numbers (issue 19): one way to write them, without Intl's first-use cost on the first screen. ----
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    // The staff console formats its tables its own way (features/console/hooks/useWorkFormat.ts); file
    // sizes are units (features/messenger/lib/attachmentChecks.ts).
    ignores: ['apps/web/src/features/console/**', 'apps/web/src/features/messenger/lib/attachmentChecks.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'Intl',
          property: 'NumberFormat',
          message: 'Write numbers with formatNumber, formatCompactNumber or formatEuros (@spona/contracts).',
        },
        {
          property: 'toLocaleString',
          message:
            'Numbers: formatNumber (@spona/contracts); dates: an Intl.DateTimeFormat. toLocaleString loads Intl on the first screen.',
        },
      ],
    },
  },

  // ---- Skeletons (issue 19): one way to draw them, as plain elements (ui/Skeleton.tsx). ----
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='@mantine/core'] > ImportSpecifier[imported.name='Skeleton']",
          message:
            "Skeleton and SkeletonLine come from ui/Skeleton.tsx: plain elements, dozens of which hydrate before a page's data.",
        },
      ],
    },
  },

  // ---- Web file placement (issue 15): hooks in hooks/, pages in pages/, one api file per feature. ----
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/folder-match-with-fex': [
        'error',
        {
          // A hook (and its test) lives in a hooks/ folder: features/<f>/hooks/, app/, ui/ or lib/ hooks/.
          'use[A-Z]*.{ts,tsx}': '**/hooks/',
          // A page component lives in a pages/ folder of its feature.
          '*Page.tsx': '**/features/*/pages/',
          // A feature's calls live in its api/ folder.
          '*Api.ts': '**/features/*/api/',
        },
      ],
      'check-file/filename-naming-convention': [
        'error',
        // A feature's api file is named after it: features/messenger/api/messengerApi.ts.
        { 'apps/web/src/features/*/api/*.ts': '*Api' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  // ---- API tests (issue 15): one way to start the server of a test file. ----
  {
    files: ['apps/api/src/**/*.test.ts'],
    // Starts a second server on the first one's schema, which useTestServer cannot (see the file).
    ignores: ['apps/api/src/realtime/realtimeRedis.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/testing/startTestServer'],
              importNames: ['startTestServer'],
              message:
                "Start the file's server with `const t = useTestServer(env)` (testing/useTestServer.ts); a block that needs other settings calls it inside its describe.",
            },
            {
              group: ['**/testing/factories'],
              importNames: ['callApi'],
              message: "Call the API as an actor with useTestServer's `t.call(method, path, who, body)`.",
            },
          ],
        },
      ],
    },
  },
  // ---- API layers (issue 15): routes never query the database; domain and policies never know HTTP. ----
  {
    files: ['apps/api/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: API_ROUTES_NO_DATABASE }],
      'no-restricted-syntax': ['error', ...API_ROUTES_NO_QUERIES],
    },
  },
  {
    files: ['apps/api/src/domain/**/*.ts', 'apps/api/src/policies/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: API_DOMAIN_NO_HTTP }] },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**', 'apps/api/src/main.ts', 'apps/api/build/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
