// One flat config for the monorepo (docs/architecture.md): typed rules, dependency boundaries,
// kebab-case files, the process.env ban outside config modules, React hooks and a11y for the web.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import { readdirSync } from 'node:fs';
import path from 'node:path';

// Every folder of apps/web/src/features is a feature: a new one is covered the day it is made.
const webFeatures = readdirSync(path.join(import.meta.dirname, 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Which way dependencies point across the tree (docs/architecture.md); used by the dependency block below. */
const dependencyZones = [
  {
    target: './packages/domain',
    from: ['./apps', './e2e', './bench', './tests', './scripts'],
    message: 'packages/domain imports nothing of ours: the apps depend on it, never the reverse.',
  },
  {
    target: ['./apps/api/src', './apps/web/src', './packages'],
    from: ['./e2e', './bench', './tests'],
    message: 'Journeys, benchmarks and repository checks sit at the edge: the code never imports them.',
  },
  {
    target: './apps/web',
    from: './apps/api',
    message: 'The web reaches the api over HTTP; the contract they share is in @vastra/domain/api.',
  },
  {
    target: './apps/api',
    from: './apps/web',
    message: 'The api never imports the web; the contract they share is in @vastra/domain/api.',
  },
  // Web, as in bulletproof-react: shared layers <- features <- app.
  ...webFeatures.map((f) => ({
    target: `./apps/web/src/features/${f}`,
    from: './apps/web/src/features',
    except: [`./${f}`],
    message: 'Features do not import each other: compose them in app/routes.',
  })),
  {
    target: [
      './apps/web/src/components',
      './apps/web/src/lib',
      './apps/web/src/config',
      './apps/web/src/hooks',
      './apps/web/src/utils',
    ],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'Shared layers import neither features nor app.',
  },
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features do not import the app layer.',
  },
];

/** The api's inner layers: platform <- modules <- composition root. */
const apiLayerZones = [
  {
    target: [
      './apps/api/src/db',
      './apps/api/src/plugins',
      './apps/api/src/security',
      './apps/api/src/shared',
      './apps/api/src/app-root.ts',
      './apps/api/src/config.ts',
      './apps/api/src/errors.ts',
      './apps/api/src/shutdown.ts',
      './apps/api/src/start-banner.ts',
    ],
    from: './apps/api/src/modules',
    message: 'The platform does not import modules: app.ts passes in what it needs.',
  },
  {
    target: './apps/api/src/modules',
    from: [
      './apps/api/src/app.ts',
      './apps/api/src/app-modules.ts',
      './apps/api/src/after-delivery.ts',
      './apps/api/src/server.ts',
      './apps/api/src/seed-cli.ts',
      './apps/api/src/media-to-s3-cli.ts',
    ],
    message: 'Modules do not import the composition root: it imports them.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'apps/api/drizzle/**',
      'e2e/test-results/**',
      'tools/**',
      'bench/results/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.mjs',
            'vitest.config.ts',
            '*/*.mjs',
            'apps/*/*.mjs',
            'bench/*.mjs',
            'scripts/*.mjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    // Resolve imports the way TypeScript does (extensionless paths, .tsx, package exports of @vastra/domain), and
    // let import-x read .ts/.tsx files, so the import-x rules below see the file an import points at.
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/require-await': 'off',
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration in config.ts (api) or config/env.ts (web) only.',
        },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages}/**/src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: {
        process: 'readonly',
        console: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        AbortSignal: 'readonly',
        Buffer: 'readonly',
        FormData: 'readonly',
        Blob: 'readonly',
      },
    },
  },
  // Which way dependencies point (docs/architecture.md). A later block that sets import-x/no-restricted-paths
  // for some files replaces the whole list for them, so every such block spreads dependencyZones first.
  // Zones compare resolved files, which is why the TypeScript resolver above matters: without it an
  // extensionless import resolves to nothing and no zone fires. tests/repo/lint-rules.test.ts holds each one.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: dependencyZones,
        },
      ],
      // Type-only imports are not followed (they vanish at build); packages from node_modules are not walked.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Nothing imports a test or a journey, so none can close a cycle: skip the walk (a quarter of the files).
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.spec.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  // Configuration modules, tool configs, scripts and e2e may read the environment.
  {
    files: [
      'apps/api/src/config.ts',
      'apps/web/src/config/env.ts',
      '**/vitest.config.ts',
      '**/vite.config.ts',
      'e2e/**',
      'bench/**',
      'scripts/**',
      'tests/**',
      'apps/*/scripts/**',
      'apps/api/build.mjs',
      'apps/api/bundle-options.mjs',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  // The domain is pure: nothing of ours, no framework, no Node API, no process (docs/architecture.md).
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(node:|react|fastify|@fastify|drizzle-orm|pg$|@electric-sql|@vastra/)',
              message: 'packages/domain imports only zod.',
            },
          ],
        },
      ],
      // Catches built-ins named without the node: prefix too ('fs', 'path').
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'packages/domain is pure.' },
        'window',
        'document',
        'localStorage',
      ],
    },
  },
  // Web: React hooks and accessibility. Its layer zones are in the dependency block above.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // The React Compiler's rules (all of react-hooks' but the two classic ones) run one whole-file analysis, the lint's
  // costliest single step (docs/decisions/108-journeys-in-two-groups.md): for the app's code, not for its tests, whose
  // components are a few lines of setup. The hooks' two rules still check the tests.
  {
    files: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/testing/**'],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.recommended.rules)
        .filter((rule) => rule !== 'react-hooks/rules-of-hooks' && rule !== 'react-hooks/exhaustive-deps')
        .map((rule) => [rule, 'off']),
    ),
  },
  // API modules reach each other only through index.ts, and only for types (docs/architecture.md).
  {
    files: ['apps/api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index$).+',
              message: "Another module is reached only through its index.ts (import type from '../x').",
            },
          ],
        },
      ],
    },
  },
  // API layers point one way: platform <- modules <- composition root. The platform (db, plugins,
  // security, shared and the top-level helpers) never imports a module; modules never import the
  // composition root (app.ts with app-modules.ts and after-delivery.ts, server.ts, seed-cli.ts), which alone
  // wires modules together.
  // Tests and test support are left out: they build the whole app on purpose. The block repeats
  // dependencyZones because a rule set here replaces the list the block above gave these files.
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/api/src/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [...dependencyZones, ...apiLayerZones],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'apps/api/src/testing/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  prettier,
);
