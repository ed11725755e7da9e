import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The malformed-input probes (`robustness*.test.ts`, a minute or more each) start first: Vitest would
 * otherwise take them last, as small files, and end the run on one of them with a core idle.
 */
class ProbesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const probes = (file: TestSpecification) => /\/robustness[^/]*\.test\.ts$/.test(file.moduleId);
    return [...sorted.filter(probes), ...sorted.filter((file) => !probes(file))];
  }
}

export default defineConfig({
  test: {
    include: ['apps/*/src/**/*.test.ts', 'apps/web/app/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
    globalSetup: ['apps/api/src/test/global-setup.ts'],
    setupFiles: ['packages/contracts/src/test-setup.ts'],
    // Vitest leaves one core free by default, which on a 2-core CI machine means one file at a
    // time; a test file mostly waits on its database (PGlite's thread, or PostgreSQL), so two run.
    maxWorkers: '100%',
    // A worker keeps its imported modules from one test file to the next instead of loading the
    // whole API again for each (a sixth of the run's CPU); each file still builds its own app on its
    // own database, and tests that fake the clock or set a variable put it back.
    isolate: false,
    sequence: { sequencer: ProbesFirst },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
