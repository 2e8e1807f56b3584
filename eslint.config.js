import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/** `no-restricted-imports` that encodes one boundary of the architecture (docs/architecture.md). */
const boundary = (message, ...restrictions) => ({
  'no-restricted-imports': ['error', { patterns: restrictions.map((r) => ({ ...r, message })) }],
})

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      'client/dist/**',
      '.data/**',
      'test-results/**',
      'test-timings/**',
      'playwright-report/**',
      'cms/src/payload-types.ts',
      'cms/src/migrations/**',
      'cms/src/app/(payload)/**',
      '**/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['eslint.config.js', 'scripts/checkNode.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}', 'cms/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { '@next/next': nextPlugin },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      // Media come from the CMS already resized by sharp into the sizes a srcset names, and
      // next/image's optimiser would resize them again per request: plain <img> on purpose.
      '@next/next/no-img-element': 'off',
    },
    settings: { next: { rootDir: 'frontend/' } },
  },
  {
    files: ['shared/src/**/*.ts'],
    rules: boundary(
      'shared/ is framework-free domain code: no React, Next, Payload or app imports.',
      {
        group: ['react', 'react-dom', 'react/*', 'next', 'next/*', 'payload', 'payload/*'],
      },
      { group: ['@payloadcms/*', '@tanstack/*', '@blockwise/cms', '@blockwise/frontend'] },
      { group: ['**/cms/**', '**/frontend/**'] },
    ),
  },
  {
    files: ['client/src/**/*.ts'],
    rules: boundary(
      'client/ is a package for integrators: only its own files and its npm dependencies.',
      { group: ['@blockwise/*', '**/shared/**', '**/cms/**', '**/frontend/**', '**/scripts/**'] },
    ),
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: ['frontend/src/lib/cms/**', 'frontend/src/proxy.ts', 'frontend/src/env.ts'],
    rules: boundary(
      'The site reaches the CMS only through frontend/src/lib/cms.',
      { group: ['@/env', '**/env'], importNames: ['cmsUrl'] },
      { group: ['@blockwise/cms', '@blockwise/cms/*', '**/cms/src/**'] },
    ),
  },
  {
    files: ['cms/src/collections/**/*.{ts,tsx}'],
    rules: boundary(
      'Collections do not depend on the HTTP contract layer (cms/src/contract); move what both need to cms/src/lib.',
      { group: ['@/contract', '@/contract/*', '**/contract/*'] },
    ),
  },
  {
    files: ['cms/src/server/**/*.ts'],
    rules: boundary(
      "The counter fast path answers before Payload loads: it must not import Payload's runtime.",
      {
        group: ['payload', 'payload/*', '@payloadcms/*', '@payload-config'],
        allowTypeImports: true,
      },
    ),
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
)
