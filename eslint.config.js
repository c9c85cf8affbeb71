// Lint: typescript-eslint's recommended rules, React hooks rules, and the import boundaries of
// ARCHITECTURE.md ("who may import whom"), so a wrong-way import fails CI instead of review.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const restrict = (...patterns) => [
  'error',
  { patterns: patterns.map(([match, message]) => (typeof match === 'string' ? { regex: match, message } : { group: match, message })) },
];
// Any path into src/ other than src/domain/** and src/api/types.
const SRC_BUT_SHARED = '^(\\.\\./)+src/(?!domain/|api/types$)';
const NO_SERVER_OR_TESTS = [['**/server/**', '**/tests/**'], 'src/ and sw/ never import the emulator or tests'];

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
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(NO_SERVER_OR_TESTS) },
  },
  {
    files: ['src/domain/**/*.ts', 'src/api/types.ts'],
    rules: {
      'no-restricted-imports': restrict(
        [['react', 'react-dom', '@mantine/*', '@tanstack/*', 'wouter', 'zustand', 'dayjs'], 'domain/ is pure TypeScript'],
        [['../api/http*', '../features/*', '../app/*', '../stores/*', '../ui/*', '../config/*'], 'domain/ imports only domain/ and api/types'],
        NO_SERVER_OR_TESTS,
      ),
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        ['/(api/(?!types$)|features/|stores/)', 'ui/ is presentational: no api/, features/ or stores/'],
        NO_SERVER_OR_TESTS,
      ),
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([['**/api/http'], 'components use the factories in api/, never http.ts'], NO_SERVER_OR_TESTS),
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: {
      'no-restricted-imports': restrict(
        [SRC_BUT_SHARED, 'sw/ may import only src/domain and src/api/types'],
        NO_SERVER_OR_TESTS,
      ),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        [SRC_BUT_SHARED, 'server/ may import only src/domain and src/api/types'],
      ),
    },
  },
);
