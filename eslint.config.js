// Lint: typescript-eslint's recommended rules, React hooks rules, and the import boundaries of
// ARCHITECTURE.md ("who may import whom"), so a wrong-way import fails CI instead of review.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/lint/boundaries.mjs';

const restrict = (...patterns) => [
  'error',
  { patterns: patterns.map(([match, message]) => (typeof match === 'string' ? { regex: match, message } : { group: match, message })) },
];
const FETCH_MESSAGE = 'Only api/http.ts (and the service worker) call the network: use a factory in api/';

export default tseslint.config(
  { ignores: ['dist/**', 'dev-dist/**', 'node_modules/**', 'coverage/**', '.data/**', 'bench/out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/components/**/*.tsx', 'tests/support/render.tsx'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Relative imports, at any depth, across the layers (scripts/lint/boundaries.mjs).
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'server/**/*.ts'],
    plugins: { boundaries },
    rules: { 'boundaries/layers': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/http.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: FETCH_MESSAGE }],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({ object, property: 'fetch', message: FETCH_MESSAGE })),
      ],
    },
  },
  {
    // One key shape (issue 11 §3): every query and mutation key comes from src/api/keys.ts.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    ignores: ['src/api/keys.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['queryKey', 'mutationKey'].map((name) => ({
          selector: `Property[key.name='${name}'] > ArrayExpression`,
          message: `A ${name} comes from the key factory in src/api/keys.ts, never a literal array`,
        })),
        {
          selector: "CallExpression[callee.property.name=/^(get|set)Query(Data|State|Defaults)$/] > ArrayExpression.arguments:first-child",
          message: 'A query key comes from the key factory in src/api/keys.ts, never a literal array',
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        ['react', 'react-dom', '@mantine/*', '@tanstack/*', 'wouter', 'zustand', 'dayjs'],
        'domain/ is pure TypeScript: no React, Mantine, query client, router, store or clock library',
      ]),
    },
  },
  {
    // contract/ is types and constants that the app, the worker and the emulator all read: no package at all.
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(['^[^.]', 'contract/ is types and constants: it imports no package']),
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
