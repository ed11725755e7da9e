import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/*/src/**/*.test.ts', 'apps/web/app/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
    globalSetup: ['apps/api/src/test/global-setup.ts'],
    setupFiles: ['packages/contracts/src/test-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
