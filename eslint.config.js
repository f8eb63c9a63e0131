import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import prettierConfig from 'eslint-config-prettier';
import boundaries from './scripts/arch/eslint-plugin.js';

export default tseslint.config(
  { ignores: ['node_modules/**', 'cdk.out/**', 'web/dist/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettierConfig,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { z }` keeps all of zod (and its 40 locales) in every bundle; the namespace import lets esbuild drop what is unused.
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod'][importKind!='type'] > ImportSpecifier[imported.name='z']",
          message: "Use `import * as z from 'zod'` so bundles keep only the zod they use.",
        },
      ],
    },
  },
  {
    // Contexts and features import only lower ones, through their face (scripts/arch/boundaries.js, docs/boundaries.md).
    files: ['lambdas/src/**/*.{ts,tsx}', 'web/src/features/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/layers': 'error' },
  },
  {
    // A function loads the route table of its own context only (lambdas/src/http/route-definition.ts,
    // docs/cold-start.md): the whole table and every schema come with any value import of the barrel.
    files: ['lambdas/src/**/*.ts'],
    ignores: ['lambdas/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@shared/routes',
              allowTypeImports: true,
              message: 'Import values from the schema file that defines them (@shared/routes/<area>-schemas).',
            },
            // Classic zod loads about 100 KB into a function, zod/mini 31–48 KB (docs/cold-start.md "Route schemas on zod/mini").
            { name: 'zod', message: "Import * as z from '@shared/zod-mini' (zod/mini with English messages)." },
            { name: 'zod/mini', message: "Import * as z from '@shared/zod-mini' (zod/mini with English messages)." },
          ],
          patterns: [
            {
              group: ['@shared/routes/index', '@shared/routes/table', '@shared/routes/schemas'],
              allowTypeImports: true,
              message: 'Import values from the schema file that defines them (@shared/routes/<area>-schemas).',
            },
          ],
        },
      ],
    },
  },
  {
    // Repositories own ElectroDB (docs/architecture.md "Handlers, use cases and repositories"): only a context's
    // repo.ts / *-store.ts / *-repo.ts, the shared stores in common/ and the Cognito trigger entries reach the table.
    // Handlers and use cases may name the stored shapes' types.
    files: ['lambdas/src/**/*.{ts,tsx}'],
    ignores: [
      'lambdas/src/**/*.test.ts',
      'lambdas/src/db/**',
      'lambdas/src/common/**',
      'lambdas/src/**/repo.ts',
      'lambdas/src/**/*-store.ts',
      'lambdas/src/**/*-repo.ts',
      'lambdas/src/*/triggers/*.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/service', '**/db/transact', 'electrodb'],
              allowTypeImports: true,
              message: 'Reach the table through a repository (repo.ts or a *-store.ts of the context).',
            },
          ],
        },
      ],
    },
  },
  {
    // A handler calls a use case and shapes the answer: nothing of the data layer, not even its helpers.
    files: ['lambdas/src/*/api/**/*.{ts,tsx}'],
    ignores: ['lambdas/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/**', 'electrodb'],
              allowTypeImports: true,
              message:
                'A handler calls a use case of its context; the use case reaches the table through a repository.',
            },
          ],
        },
      ],
    },
  },
  {
    // shared/ is the pure domain: no AWS, no React, no I/O (docs/architecture.md "Packages").
    files: ['shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@aws-sdk/*',
            'aws-cdk-lib*',
            'react',
            'react-dom',
            'node:fs',
            'node:net',
            'node:http',
            'electrodb',
          ],
        },
      ],
    },
  },
  {
    // Schemas in shared/ are what the functions parse: zod/mini through shared/src/zod-mini.ts, never classic zod,
    // which a function would load whole (docs/cold-start.md "Route schemas on zod/mini"). The web app's own forms
    // may use classic zod.
    files: ['shared/src/**/*.ts'],
    ignores: ['shared/src/**/*.test.ts', 'shared/src/zod-mini.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import * as z from '../zod-mini' (zod/mini with English messages)." },
            { name: 'zod/mini', message: "Import * as z from '../zod-mini' (zod/mini with English messages)." },
          ],
        },
      ],
    },
  },
  {
    // The browser never receives answer keys, and web code has no AWS SDK or CDK.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@aws-sdk/*', 'aws-cdk-lib*'], message: 'No AWS SDK or CDK in the web app.' },
            { group: ['**/answer-keys', '**/answer-keys.*'], message: 'Answer keys stay on the server.' },
          ],
        },
      ],
    },
  },
);
