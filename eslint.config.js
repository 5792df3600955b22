import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The web app's layers run one way: app → features → shared. A feature uses another only through
// its public index.ts, so what a feature keeps private can change without touching the others.
const webFeatures = readdirSync(`${import.meta.dirname}/apps/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The web's import rule: what every web file may not import, and the `patterns` of its layer. */
const webImports = (patterns) => [
  'error',
  {
    paths: [
      {
        name: '@reelhouse/contracts/phone-numbers',
        message: 'Reading phone numbers needs libphonenumber (~145 KB): the server does it and says what is wrong.',
      },
    ],
    patterns,
  },
];
const featureImports = (feature) => [
  {
    // `../../<other feature>/<anything>`: reaching past the other feature's index.ts.
    regex: `^(\\.\\./)+(?!${feature}/)(${webFeatures.join('|')})/`,
    message: 'Use another feature through its index.ts (`../../<feature>`), never its inner files.',
  },
  { group: ['**/app/**'], message: 'Features do not import the app shell; the app composes them.' },
];
// A feature talks to the server only from its api/ folder, so every call (and its cache key) has one home.
const callsFromApiFolder = {
  group: ['**/shared/api/api-client'],
  importNames: ['callApi'],
  message: "Call the server from this feature's api/ folder (a query or mutation hook), not from a component.",
};
const featureBoundaries = webFeatures.flatMap((feature) => [
  {
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    ignores: [`apps/web/src/features/${feature}/api/**`],
    rules: { 'no-restricted-imports': webImports([...featureImports(feature), callsFromApiFolder]) },
  },
  {
    files: [`apps/web/src/features/${feature}/api/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': webImports(featureImports(feature)) },
  },
]);

// A module uses another only through its public face: `../<other module>/<file>` where the file
// is not `<x>.module` or `<x>.service`.
const moduleBoundaries = [
  {
    regex: '^\\.\\./[a-z-]+/(?![a-z-]+\\.(module|service)$)',
    message: 'Use another module through its <name>.module.ts (or its service), never its routes or repositories.',
  },
];
const sqlInRepositories = 'Statements and tables belong in a *.repository.ts; call its method from here.';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      '.e2e-artifacts/**',
      'packages/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read settings through apps/server/src/config.ts, not process.env.',
        },
      ],
    },
  },
  {
    // The server's import directions (docs/architecture.md): platform and integrations never
    // reach up into the domains, and a module uses another only through its public face.
    files: ['apps/server/src/platform/**/*.ts', 'apps/server/src/integrations/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/modules/**'], message: 'platform/ and integrations/ must not import a module.' }] },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: moduleBoundaries }] },
  },
  {
    // Routes parse, authorise and answer; services hold the rules and the transaction; jobs run
    // work later. The SQL they need is a repository's method, so no statement hides in them.
    files: ['apps/server/src/modules/**/*.{routes,service,jobs}.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['drizzle-orm', 'drizzle-orm/pg-core'].map((name) => ({ name, message: sqlInRepositories })),
          patterns: [...moduleBoundaries, { group: ['@reelhouse/db/schema/*'], message: sqlInRepositories }],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': webImports([
        { group: ['**/features/**', '**/app/**'], message: 'shared/ serves every feature and imports none.' },
      ]),
    },
  },
  { files: ['apps/web/src/app/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': webImports([]) } },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['apps/web/src/boot.js', 'apps/web/src/start-after-paint.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
    // ES5 has no optional catch binding.
    rules: { '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }] },
  },
  {
    // Build tooling, tests and scripts run outside the server and may read their own environment.
    files: [
      'scripts/**',
      'bench/**',
      'deploy/**',
      'e2e/**',
      'apps/server/test/**',
      'apps/web/vite.config.ts',
      'apps/server/src/config.ts',
      '**/*.test.ts',
    ],
    languageOptions: { globals: globals.node },
    rules: { 'no-restricted-syntax': 'off' },
  },
);
