// Lint (style §13): typescript-eslint strict type-checked, react-hooks, jsx-a11y, and import
// boundaries — features do not import each other; shared/domain never import upwards.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const featureNames = ['auth', 'member', 'account', 'dispositions', 'payments', 'matching', 'appointments', 'info', 'errors', 'admin', 'consent'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'reports/**', 'test-results/**', 'playwright-report/**', '.data/**', '.tools/**', 'server/emulators/content/data/**'] },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // node:test's describe/test return promises the runner awaits itself.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['describe', 'test', 'it', 'suite', 'before', 'after', 'beforeEach', 'afterEach'] }] },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unnecessary-condition': 'off',
      '@typescript-eslint/no-extraneous-class': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unnecessary-type-parameters': 'off',
      '@typescript-eslint/no-invalid-void-type': 'off',
      '@typescript-eslint/no-dynamic-delete': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // A component that reads in one sitting: past 200 lines its page, steps or sections and hooks go
  // into files of their own in the feature's folder.
  {
    files: ['src/**/*.tsx'],
    rules: {
      'max-lines-per-function': ['error', { max: 200, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**', '**/app/**'], message: 'shared code must not import features or app' }] }],
    },
  },
  // The contract (contract/api: TypeBox schemas of every call; contract/domain: code lists, status
  // table, rules, problem kinds) is imported by both the SPA and the API and imports neither.
  {
    files: ['contract/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/**', '**/server/**'], message: 'the contract imports neither the SPA nor the API' }] }],
    },
  },
  // A route module (server/routes/<area>/) stays short enough to read at once: an area with more
  // calls is split into several modules that its area plugin registers (CONTRIBUTING.md).
  {
    files: ['server/routes/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 80, skipBlankLines: false, skipComments: false }] },
  },
  // The API imports the SPA's code never; only the contract is shared.
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/**'], message: 'the API imports only the shared contract (contract/), never the SPA' }] }],
    },
  },
  // The SPA takes only types from the schemas: no TypeBox value reaches a browser chunk.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/contract/api/**'], allowTypeImports: true, message: 'the SPA imports only types from contract/api; shared values live in contract/domain' }],
          paths: [
            { name: '@sinclair/typebox', allowTypeImports: true, message: 'TypeBox values stay on the API' },
            // Fluent re-exports only the run-time form: its styles would stay in the browser with Griffel's compiler.
            { name: '@fluentui/react-components', importNames: ['makeStaticStyles'], message: 'import makeStaticStyles from @griffel/react (docs/adr/0015)' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/services/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/features/**', '**/app/**'], message: 'services must not import features or app' }] }],
    },
  },
  ...featureNames.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: featureNames.filter((f) => f !== feature).flatMap((f) => [`**/features/${f}/**`, `../${f}/**`]),
              message: 'features do not import each other; move shared code to src/shared',
            },
            { group: ['**/app/**'], message: 'features do not import the app layer' },
          ],
        },
      ],
    },
  })),
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
