import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { apiModuleBoundaries } from './eslint/api-module-boundaries.js';
import { featureBoundaries } from './eslint/feature-boundaries.js';
import { UNIT_TEST_FILES } from './scripts/unit-test-files.mjs';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/migrations/**', 'e2e/artifacts/**', 'bench-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // The web app must not reach into the server or its database.
      'no-restricted-imports': ['error', { patterns: ['@benefit-store/api', '**/apps/api/**', 'drizzle-orm*', 'pg'] }],
    },
  },
  {
    // features/<a> may use features/<b> only through features/<b>/index.ts (eslint/feature-boundaries.js).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    // A test may set up another feature's internals it collaborates with.
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { boundaries: featureBoundaries },
    rules: { 'boundaries/no-cross-feature-internals': 'error' },
  },
  {
    // API modules/<a> and plugins/ may use modules/<b> only through modules/<b>/index.ts (eslint/api-module-boundaries.js),
    // which exports services and types, never a repository's functions or a table;
    // app.ts, server.ts, db/, scripts/ and apps/api/test/ are outside these folders and may reach further.
    files: ['apps/api/src/modules/**/*.ts', 'apps/api/src/plugins/**/*.ts'],
    // A test beside the code may set up another module's internals it collaborates with.
    ignores: ['**/*.test.ts'],
    plugins: { 'api-boundaries': apiModuleBoundaries },
    rules: { 'api-boundaries/no-cross-module-internals': 'error', 'api-boundaries/no-repository-in-door': 'error' },
  },
  {
    // The unit project's files share their worker's modules (vitest.config.ts): what one of them replaced would stay
    // replaced for the files after it.
    files: UNIT_TEST_FILES,
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'useFakeTimers', 'stubGlobal', 'stubEnv'].map((property) => ({
          object: 'vi',
          property,
          message: 'The unit project shares modules between files (decision 0095): test this where files are isolated.',
        })),
      ],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', '**/*.config.*', 'apps/api/build.mjs', 'apps/api/src/server.ts'],
    rules: { 'no-console': 'off' },
  },
);
