// ESLint flat config. The `no-restricted-imports` blocks enforce the layer arrows of
// docs/architecture.md so that a wrong-way import fails lint, not review.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { layersPlugin } from './eslint.layers.js';

const noReact = {
  group: ['react', 'react-dom', 'react-dom/*', '@tanstack/*'],
  message: 'This layer has no UI: keep React and the query cache out of it.',
};
const noViem = {
  group: ['viem', 'viem/*', 'ethers', 'ethers/*'],
  message: 'The Safe Apps protocol core has no dependencies: hashing belongs to its users.',
};
const noFeatures = {
  group: ['**/features/**', '**/app/**'],
  message: 'Lower layers never import screens.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dev-dist',
      'node_modules',
      'test-results',
      'playwright-report',
      '.devnet-data',
      '.tmp',
      'dist-devnet',
      'dist-safe-apps-client',
      'devnet/contracts/build',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    // Which folder may import which: eslint.layers.js (docs/architecture.md lists the same).
    plugins: { layers: layersPlugin },
    rules: { 'layers/allowed-imports': 'error' },
  },
  {
    files: [
      'src/**/*.tsx',
      'src/app/**/*.ts',
      'src/features/**/*.ts',
      'src/query/**/*.ts',
      'src/session/**/*.ts',
      'src/router/**/*.ts',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/gateway/**', 'src/storage/**', 'src/wallet/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noReact, noFeatures] }] },
  },
  {
    // The cache layer: TanStack Query yes, React rendering and routing no.
    files: ['src/query/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react-dom', 'react-dom/*', '**/*.css'],
              message: 'src/query holds cache logic only: no rendering, routing or styles.',
            },
          ],
        },
      ],
    },
  },
  {
    // App state and services without UI: hooks and providers, never rendered screens or styles.
    files: ['src/session/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react-dom', 'react-dom/*', '**/*.css'],
              message: 'src/session has no UI of its own: screens live in src/features.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/safe/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noReact,
            noFeatures,
            {
              group: ['**/gateway/request*', '**/storage/**', '**/wallet/**', 'idb'],
              message: 'src/safe is pure: no I/O (types from src/gateway are fine).',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'indexedDB'],
    },
  },
  {
    // The Safe Apps protocol core is pure: both the host and the third-party client build on it.
    files: ['src/safe-apps/protocol/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noReact, noFeatures, noViem] }],
      'no-restricted-globals': [
        'error',
        'fetch',
        'window',
        'document',
        'indexedDB',
        'localStorage',
        'parent',
        'postMessage',
      ],
    },
  },
  {
    // The app-side client runs inside third-party apps: the parent window and nothing else.
    files: ['src/safe-apps/client/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noReact, noFeatures] }],
      'no-restricted-globals': ['error', 'fetch', 'document', 'indexedDB', 'localStorage'],
    },
  },
  {
    files: ['src/sw/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: { 'no-restricted-imports': ['error', { patterns: [noReact, noFeatures] }] },
  },
  {
    files: [
      'devnet/**',
      'scripts/**',
      'tests/**',
      '*.config.{js,ts}',
      'eslint.layers.js',
      'vite.config.ts',
      'playwright.config.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
);
