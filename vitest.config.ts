import path from 'node:path'
import { defineConfig } from 'vitest/config'

const root = import.meta.dirname

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.join(root, 'src/payload.config.ts'),
      '@': path.join(root, 'src'),
      // Next.js provides this marker module; outside Next it is only a guard.
      'server-only': path.join(root, 'tests/support/server-only.ts'),
      // Node loads graphql's CommonJS build for Payload and graphql-http; our modules must share it
      // (Vite would pick the ES build, and graphql refuses types from "another realm").
      graphql: path.join(root, 'node_modules/graphql/index.js'),
    },
  },
  test: {
    reporters: ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/i18n/**/*.test.ts', 'tests/docs/**/*.test.ts'],
          environment: 'node',
          // No unit test asserts a speed (benchmarks do): vitest's 5 s is too short for the ones that
          // start processes or parse big files while CI's lanes share two cores.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          globalSetup: ['tests/int/global-setup.ts'],
          setupFiles: ['tests/int/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
