// One flat config for the whole workspace; each project runs `eslint .` from its own root.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import regexp from 'eslint-plugin-regexp';
import { webFeatureBoundaries } from './apps/web/eslint.features.mjs';

// Libraries tagged platform:neutral are pure: no framework, no I/O, no clock or randomness.
const neutralForbidden = [
  'react',
  'react-dom',
  'react-router',
  'fastify',
  'firebase',
  'firebase-admin',
  'pg',
  '@electric-sql/pglite',
  'drizzle-orm',
  'ai',
  'fs',
  'node:fs',
  'fs/promises',
  'node:fs/promises',
  'http',
  'node:http',
  'net',
  'node:net',
  'child_process',
  'node:child_process',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.nx/**',
      '**/artifacts/**',
      // Benchmark output (gitignored): a web build and raw figures, not our sources.
      'tools/bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { '@nx': nx },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            // type:harness (libs/test-harness) is test plumbing: apps may use it from their tests
            // only (the rule below), the e2e suite and tools freely, libraries never.
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib', 'type:harness'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib', 'type:harness'] },
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:harness', onlyDependOnLibsWithTags: [] },
            {
              sourceTag: 'type:tools',
              onlyDependOnLibsWithTags: ['type:lib', 'type:harness', 'type:e2e'],
            },
            {
              sourceTag: 'scope:tools',
              onlyDependOnLibsWithTags: ['scope:shared', 'scope:server', 'scope:api', 'scope:web'],
            },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:shared', 'scope:web'] },
            {
              sourceTag: 'scope:api',
              onlyDependOnLibsWithTags: ['scope:shared', 'scope:server', 'scope:api'],
            },
            {
              sourceTag: 'scope:server',
              onlyDependOnLibsWithTags: ['scope:shared', 'scope:server'],
            },
            { sourceTag: 'platform:neutral', onlyDependOnLibsWithTags: ['platform:neutral'] },
          ],
        },
      ],
    },
  },
  {
    files: ['libs/contracts/**/*.ts', 'libs/scoring/**/*.ts', 'libs/coach-content/**/*.ts'],
    ignores: ['**/*.test.ts', '**/vitest.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: neutralForbidden.map((name) => ({
            name,
            message: 'Pure libraries do no I/O and import no framework.',
          })),
          patterns: [
            {
              group: ['firebase/*', '@fastify/*', 'react/*', 'react-dom/*', 'node:*'],
              message: 'Pure libraries do no I/O and import no framework.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Pure libraries do no I/O.' },
        { name: 'process', message: 'Pure libraries read no environment.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Pass randomness in.' },
        { object: 'Date', property: 'now', message: 'Pass the clock in.' },
      ],
    },
  },
  {
    // Product code never reaches for test plumbing; tests, journeys and tools may.
    // (Libraries are kept off it by the type:lib constraint above.)
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web-e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@styleprint/test-harness',
              message: 'The test harness is for tests, journeys and tools only.',
            },
          ],
        },
      ],
    },
  },
  {
    // A benchmark brings its own inputs: a lib's test fixtures change with its tests, and a figure
    // measured on them would change with them (docs/decisions/0112-bench-fixtures-and-one-kind-list.md).
    files: ['tools/bench/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/test/**', '**/fixtures/**'],
              message: "Benchmarks keep their own fixtures; never import a lib's test fixtures.",
            },
          ],
        },
      ],
    },
  },
  {
    // Benchmarks time a project's internals (the store, the embedded coach's reading) on purpose,
    // so they may import them by path; nothing else may.
    files: ['tools/bench/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: ['../../apps/api/src/**', '../../../apps/api/src/**', '../../libs/coach/**'],
          // Benchmarks load some libs lazily to time their start-up, and import them statically
          // elsewhere; bundling (what the lazy-load check protects) does not apply to tools.
          checkDynamicDependenciesExceptions: [
            '@styleprint/coach',
            '@styleprint/scoring',
            '@styleprint/contracts',
          ],
          depConstraints: [
            {
              sourceTag: 'type:tools',
              onlyDependOnLibsWithTags: ['type:lib', 'type:harness', 'type:e2e'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Hostile input must not be able to stall the coach (docs/decisions/0045-coach-reading-formats-speakers-and-situations.md, docs/decisions/0046): no
    // regular expression in libs/coach may backtrack super-linearly, whatever text it meets.
    files: ['libs/coach/src/**/*.ts', 'libs/coach-content/src/**/*.ts'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': ['error', { report: 'potential', ignoreSticky: false }],
    },
  },
  // Web features do not import each other (apps/web/eslint.features.mjs).
  ...webFeatureBoundaries,
  prettier,
);
