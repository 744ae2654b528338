// @ts-check
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (one-way, as in bulletproof-react; docs/architecture.md):
 * contract <- shared infrastructure (src/lib, src/components) <- domain (src/domain/<name>) <- features <- app <- main.
 * A feature imports only itself, the domain, the shared folders and the contract; features meet only in src/app.
 * The domain layer (state and rules several features share) imports other domain modules, src/lib and the
 * contract, never a feature; src/lib imports neither the domain nor a feature.
 * src never imports mocks/scenarios/tests; the single exception is the dynamic import in src/main.tsx
 * that starts the mock backend in mock mode (the real-backend build tree-shakes it away).
 */
export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-mock',
      'dist-demo',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      'reports',
      '.stryker-tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'import/resolver': { './build/eslint-alias-resolver.cjs': {} },
      'boundaries/include': [
        'src/**/*',
        'contract/**/*',
        'mocks/**/*',
        'scenarios/**/*',
        'tests/**/*',
        'scripts/**/*',
        'build/**/*',
        'bench/**/*',
        '*.config.ts',
      ],
      // Full-path patterns: a folder named like an element deeper down (tests/unit/scenarios) is not that element.
      'boundaries/elements': [
        { type: 'main', pattern: 'src/main.tsx', mode: 'full' },
        { type: 'app', pattern: 'src/app/**/*', mode: 'full' },
        { type: 'feature', pattern: 'src/features/*/**/*', mode: 'full', capture: ['feature'] },
        // Rules the app and the fake backend both follow (which days a posting runs, the one distance): pure
        // modules over the contract's types, so mocks/ may import them as a real backend would share a library.
        {
          type: 'domain-rules',
          pattern: ['src/domain/schedule/**/*', 'src/domain/geo/**/*'],
          mode: 'full',
        },
        { type: 'domain', pattern: 'src/domain/**/*', mode: 'full' },
        // One module per API resource: its query keys, queries and mutations over the typed client
        // (docs/decisions/021-one-module-per-api-resource.md).
        { type: 'api', pattern: 'src/api/**/*', mode: 'full' },
        // The types of the dev panel's control surface, declared once for src/, mocks/ and scenarios/.
        { type: 'dev-protocol', pattern: 'src/lib/mock-control.ts', mode: 'full' },
        {
          type: 'shared',
          pattern: ['src/lib/**/*', 'src/components/**/*', 'src/*.css'],
          mode: 'full',
        },
        { type: 'contract', pattern: 'contract/**/*', mode: 'full' },
        { type: 'mocks', pattern: 'mocks/**/*', mode: 'full' },
        { type: 'scenarios', pattern: 'scenarios/**/*', mode: 'full' },
        { type: 'tests', pattern: 'tests/**/*', mode: 'full' },
        {
          type: 'tooling',
          pattern: ['scripts/**/*', 'build/**/*', 'bench/**/*', '*.config.ts'],
          mode: 'full',
        },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render text as text: no dangerouslySetInnerHTML.',
        },
      ],
      'boundaries/no-unknown': 'off',
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'contract', allow: ['contract'] },
            { from: 'domain-rules', allow: ['domain-rules', 'contract'] },
            { from: 'dev-protocol', allow: ['contract'] },
            { from: 'shared', allow: ['shared', 'contract'] },
            { from: 'api', allow: ['api', 'shared', 'contract'] },
            { from: 'domain', allow: ['domain', 'domain-rules', 'api', 'shared', 'contract'] },
            {
              from: 'feature',
              allow: [
                ['feature', { feature: '${from.feature}' }],
                'domain',
                'api',
                'domain-rules',
                'shared',
                'dev-protocol',
                'contract',
              ],
            },
            {
              from: 'app',
              allow: [
                'app',
                'feature',
                'domain',
                'api',
                'domain-rules',
                'shared',
                'dev-protocol',
                'contract',
              ],
            },
            // The one allowed way into mocks/: the dynamic import that starts the mock backend.
            {
              from: 'main',
              allow: [
                'app',
                'domain',
                'api',
                'domain-rules',
                'shared',
                'dev-protocol',
                'contract',
                'mocks',
              ],
            },
            { from: 'scenarios', allow: ['scenarios', 'dev-protocol', 'contract'] },
            {
              from: 'mocks',
              allow: ['mocks', 'scenarios', 'domain-rules', 'dev-protocol', 'contract'],
            },
            {
              from: 'tests',
              allow: [
                'tests',
                'main',
                'app',
                'feature',
                'domain',
                'domain-rules',
                'api',
                'shared',
                'dev-protocol',
                'contract',
                'mocks',
                'scenarios',
                'tooling',
              ],
            },
            // Build tooling reads configuration and the contract; it never ships in the app.
            {
              from: 'tooling',
              allow: [
                'tooling',
                'domain',
                'domain-rules',
                'api',
                'shared',
                'dev-protocol',
                'contract',
                'mocks',
                'scenarios',
              ],
            },
          ],
        },
      ],
    },
  },
  {
    // The dev panel's control surface is declared once for src/, mocks/ and scenarios/ (src/lib/mock-control.ts);
    // src/ takes its types only, so nothing of the fake backend's side is in a build.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/lib/mock-control',
              message:
                'Types only: use `import type` (the mock control object reaches src via src/main.tsx).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // A feature's texts load with its code: its components take their t from the feature's hook in
    // <feature>-texts.ts, which registers the namespace (docs/decisions/008-feature-texts-load-with-their-screens.md).
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/features/*/*-texts.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render text as text: no dangerouslySetInnerHTML.',
        },
        {
          selector:
            "CallExpression[callee.name='useTranslation'][arguments.0.type='Literal'][arguments.0.value!='common']",
          message:
            "Take the feature's t from its use<Feature>Translation() hook (<feature>-texts.ts): importing it is what loads the texts.",
        },
      ],
    },
  },
  {
    // Everything outside src/api/ reaches the server only through its resource modules (their keys, queries and
    // mutations), never through the typed client itself (docs/decisions/021-one-module-per-api-resource.md).
    files: [
      'src/features/**/*.{ts,tsx}',
      'src/app/**/*.{ts,tsx}',
      'src/components/**/*.{ts,tsx}',
      'src/domain/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@/lib/api-client', '@/lib/load-api-client'].map((name) => ({
            name,
            message:
              'Reach the server through its resource module in src/api/ (query keys, queryOptions, mutationOptions), not through the typed client.',
          })),
        },
      ],
    },
  },
  {
    // src/main.tsx may reach mocks/ only through a dynamic import.
    files: ['src/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mocks/*', '../mocks/*'],
              message: 'Load the mock backend only with a dynamic import.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // A file does one job (issue 37): at most 300 lines, every line counted. Texts are data, not code; public/ holds
    // MSW's generated worker.
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: ['**/locales/**', 'public/**'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // A component or function does one job: at most 120 lines (issue 37), in the app, the wire contract, the
    // fake backend with its scenarios, and the tooling (tests aside: a describe block is one function).
    files: ['src/**/*.{ts,tsx}', '{contract,mocks,scenarios,bench,scripts,build}/**/*.{ts,mjs}'],
    rules: { 'max-lines-per-function': ['error', { max: 120 }] },
  },
);
