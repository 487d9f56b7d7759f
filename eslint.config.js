// Lint is where the architecture of ARCHITECTURE.md is enforced: the import zones below are the
// layer table, `import/no-cycle` keeps modules acyclic, and the engine may not reach for React, the
// DOM or node:* so that it runs unchanged in the browser, the CLI and the gateway.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import json from '@eslint/json';
import prettierConfig from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { kebabCaseFiles } from './scripts/eslint/kebab-case-files.js';

const layer = (from, message) => ({ from, message });

const zones = [
  // engine: pure rules, importable everywhere, imports nothing of ours but schemas.
  {
    target: './engine',
    ...layer('./src', 'engine/ must not import src/ (engine is framework-free).'),
  },
  { target: './engine', ...layer('./gateway', 'engine/ must not import gateway/.') },
  { target: './engine', ...layer('./cli', 'engine/ must not import cli/.') },
  { target: './engine', ...layer('./tests', 'engine/ must not import tests/.') },
  // src: the React app reaches the engine only through its public index.
  {
    target: './src',
    from: './engine',
    except: ['./index.ts', './entry.ts'],
    message:
      'src/ imports the engine only through engine/index.ts (or engine/entry.ts, for the page’s entry chunk).',
  },
  {
    target: './src',
    ...layer('./gateway', 'src/ must not import gateway/ (talk to it over HTTP).'),
  },
  { target: './src', ...layer('./cli', 'src/ must not import cli/.') },
  // gateway: engine rules and its own files.
  { target: './gateway', ...layer('./src', 'gateway/ must not import src/.') },
  // loader: reads skin folders from the disk for the CLI and the gateway; it knows neither.
  { target: './loader', ...layer('./src', 'loader/ must not import src/.') },
  {
    target: './loader',
    ...layer('./gateway', 'loader/ must not import gateway/ (the gateway uses the loader).'),
  },
  {
    target: './loader',
    ...layer('./cli', 'loader/ must not import cli/ (the CLI uses the loader).'),
  },
  {
    target: './engine',
    ...layer('./loader', 'engine/ must not import loader/ (no disk in the engine).'),
  },
  {
    target: './src',
    ...layer('./loader', 'src/ must not import loader/ (the browser reads the inlined skin).'),
  },
  // gateway, cli and loader reach the engine through its two public entries, so a change inside
  // the engine never breaks them unannounced. (scripts/gen.ts writes into the engine and reads its
  // internals.)
  ...['./gateway', './cli', './loader'].map((target) => ({
    target,
    from: './engine',
    except: ['./index.ts', './authoring.ts'],
    message: `${target.slice(2)}/ imports the engine through engine/index.ts or, for the node-side parts (skin validation, schemas, the gateway's half of the encryption), engine/authoring.ts.`,
  })),
  {
    target: './gateway',
    ...layer('./cli', 'gateway/ must not import cli/ (cli starts the gateway, not the reverse).'),
  },
  // cli: everything but the React app's internals.
  {
    target: './cli',
    ...layer('./src', 'cli/ must not import src/ internals (build it with Vite instead).'),
  },
  // studio: the studio's editor, a React app of its own (`skinforge studio`); like src it reaches
  // the engine only through its public index, and it talks to its server (cli/studio/) over HTTP.
  {
    target: './studio',
    from: './engine',
    except: ['./index.ts'],
    message: 'studio/ imports the engine only through engine/index.ts.',
  },
  { target: './studio', ...layer('./src', 'studio/ must not import src/ (it frames the site).') },
  {
    target: './studio',
    ...layer('./cli', 'studio/ must not import cli/ (talk to the studio server over HTTP).'),
  },
  { target: './studio', ...layer('./gateway', 'studio/ must not import gateway/.') },
  { target: './studio', ...layer('./loader', 'studio/ must not import loader/.') },
  { target: './src', ...layer('./studio', 'src/ must not import studio/ (the player runtime).') },
  { target: './engine', ...layer('./studio', 'engine/ must not import studio/.') },
  // The studio's server shares only the HTTP contract's types with its editor.
  {
    target: './cli',
    from: './studio',
    except: ['./api/wire.ts'],
    message: 'cli/ takes only the HTTP contract (studio/api/wire.ts) from the studio editor.',
  },
  // Inside src, one way (bulletproof-react): app composes features; features use components and
  // lib; components are dumb (no feature, no app); lib adapts and knows no feature.
  {
    target: './src/features',
    ...layer(
      './src/app',
      'src/features must not import src/app (the app composes features, not the reverse).',
    ),
  },
  {
    target: './src/components',
    ...layer('./src/features', 'src/components are dumb: props in, markup out; no feature state.'),
  },
  { target: './src/components', ...layer('./src/app', 'src/components must not import src/app.') },
  {
    target: './src/lib',
    ...layer(
      './src/features',
      'src/lib must not import a feature (pass what it needs in, as the app does).',
    ),
  },
  { target: './src/lib', ...layer('./src/app', 'src/lib must not import src/app.') },
  ...featureZones(),
];

/**
 * No cross-feature imports (CONTRIBUTING.md), except the core every feature builds on: the session,
 * modals, boot (the site skin, features) and preferences. Other features meet in src/app.
 */
function featureZones() {
  const core = ['session', 'modals', 'boot', 'preferences'];
  let features = [];
  try {
    features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    // No features yet.
  }
  return features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [...new Set([feature, ...core])].map((name) => `./${name}`),
    message: `src/features/${feature} may import only its own files and the core features (${core.join(', ')}); compose other features in src/app.`,
  }));
}

const focusedTests = ['it', 'test', 'describe'].map((object) => ({
  object,
  property: 'only',
  message: `No ${object}.only left behind: every test runs in CI.`,
}));

// A test that does not apply to the skin under test says so: `test.skip(condition, reason)` is
// reported as skipped with its reason. Any other skip (a skipped test or suite, a skip without a
// condition and a reason) would leave a test out of CI unseen.
const unconditionalSkips = [
  {
    selector:
      "CallExpression[callee.property.name='skip'][callee.object.name=/^(it|describe)$/], CallExpression[callee.property.name='skip'][callee.object.property.name='describe']",
    message: 'No skipped test or suite left behind: every test runs in CI.',
  },
  {
    selector:
      "CallExpression[callee.object.name='test'][callee.property.name='skip']:matches([arguments.length<2], [arguments.1.type=/FunctionExpression$/])",
    message:
      'Skip only with a condition and the reason: test.skip(condition, reason); every other test runs in CI.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'engine/**/generated/**',
      '.skinforge-tmp*/',
      '.skinforge-e2e-*/',
    ],
  },
  {
    // JSON is data (skins, schemas, dictionaries): parsed strictly, and a repeated key — which
    // JSON.parse would silently resolve to the last one — is an error. Test fixtures are broken on
    // purpose (a syntax error, a repeated key), so they are left to the tests.
    files: ['**/*.json'],
    ignores: ['package-lock.json', 'tests/fixtures/**'],
    plugins: { json },
    language: 'json/json',
    rules: {
      'json/no-duplicate-keys': 'error',
      'json/no-empty-keys': 'error',
      'json/no-unsafe-values': 'error',
      'json/no-unnormalized-keys': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { import: importX, local: { rules: { 'kebab-case-files': kebabCaseFiles } } },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': ['error', { zones }],
      'import/no-default-export': 'error',
      'import/no-duplicates': ['error', { 'prefer-inline': true }],
      // One order everywhere, so a diff shows what an import change is: node built-ins, packages,
      // then our own files from the farthest to the nearest, each group alphabetised.
      'import/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'local/kebab-case-files': 'error',
      'no-restricted-properties': ['error', ...focusedTests],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Config files are loaded by tools that want a default export.
    files: [
      '*.config.ts',
      '*.config.js',
      'eslint.config.js',
      'vite.config.ts',
      'vitest.config.ts',
      'playwright.config.ts',
    ],
    rules: { 'import/no-default-export': 'off' },
  },
  {
    files: ['engine/**/*.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'os', 'crypto', 'url', 'child_process'],
              message:
                'engine/ runs in the browser too: no node:* (inject what you need from cli/ or gateway/).',
            },
            {
              group: [
                'react',
                'react-dom',
                'react/*',
                'react-dom/*',
                'styled-components',
                'i18next',
                'react-i18next',
              ],
              message: 'engine/ is framework-free.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'window', message: 'engine/ has no DOM.' },
        { name: 'document', message: 'engine/ has no DOM.' },
        { name: 'localStorage', message: 'engine/ has no DOM: take storage as an argument.' },
        { name: 'sessionStorage', message: 'engine/ has no DOM: take storage as an argument.' },
        { name: 'process', message: 'engine/ runs in the browser: no process.' },
        { name: 'Buffer', message: 'engine/ runs in the browser: use Uint8Array.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'studio/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message:
            'Server HTML goes through <SafeHtml> (src/components/safe-html.tsx), the one DOMPurify wrapper.',
        },
      ],
    },
  },
  {
    files: ['src/components/safe-html.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Components read one skin, the site skin (useSkin): the build's skin holds wishes the gateway
    // may have turned down, so only the boot gate, which decides, may read it. And they translate
    // through the app's own useTranslation (src/lib/i18n/use-translation.ts).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/features/boot/boot-gate.tsx', 'src/lib/skin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation'],
              message:
                'Use useTranslation from src/lib/i18n/use-translation.ts: the same t, without the wrapper object react-i18next copies at every mount.',
            },
          ],
          patterns: [
            {
              group: ['**/lib/skin/skin-context'],
              importNames: ['useBuildSkin'],
              message:
                'Read useSkin() (the site skin, with the gateway decisions); only the boot gate reads the build skin.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'bench/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-restricted-syntax': ['error', ...unconditionalSkips] },
  },
  // Layout is Prettier's (npm run format); lint checks it with `prettier --check` and turns off
  // every stylistic rule that would argue with it.
  prettierConfig,
  // A body Prettier breaks over several lines gets braces, so an `if` never hides its extent.
  { files: ['**/*.{js,mjs,cjs,ts,tsx}'], rules: { curly: ['error', 'multi-line', 'consistent'] } },
);
